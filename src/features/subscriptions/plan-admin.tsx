// Admins: every plan (offered and retired) with its prices, fee discount and channels; create and edit in a
// dialog, and retire one (asked first): merchants already on it keep it, no one else is offered it.
import { useState } from 'react'
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { subscriptionQueries, useRetirePlan } from '@/api/subscriptions.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { Detail, money } from '@/app/ui/data-table-cells.tsx'
import { actionsColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import type { SubscriptionPlan } from '@/contract/subscriptions.ts'
import { channelLabel } from '@/lib/channels.ts'
import { PlanFormDialog } from './plan-form-dialog.tsx'
import { subscriptionPageParams, type SubscriptionSearch } from './subscription-search.ts'
import { t } from '@/i18n/i18n.ts'

function columns(
  edit: (plan: SubscriptionPlan) => void,
  retire: (plan: SubscriptionPlan) => void,
): DataColumn<SubscriptionPlan>[] {
  return [
    {
      id: 'name',
      header: t('Plan'),
      cell: (plan) => (
        <Stack gap="0">
          <Text fontWeight="medium">{plan.name}</Text>
          {plan.description ? (
            <Detail whiteSpace="normal" maxW="xs">
              {plan.description}
            </Detail>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'monthly',
      header: t('Monthly'),
      align: 'end',
      summary: 'amount',
      cell: (plan) => money(plan.monthly_price),
    },
    {
      id: 'yearly',
      header: t('Yearly'),
      align: 'end',
      hideBelow: 'sm',
      cell: (plan) => money(plan.yearly_price),
    },
    {
      id: 'discount',
      header: t('Fee discount'),
      align: 'end',
      hideBelow: 'md',
      cell: (plan) => (plan.fee_discount_percent > 0 ? `${plan.fee_discount_percent}%` : '—'),
    },
    {
      id: 'channels',
      header: t('Channels'),
      hideBelow: 'lg',
      cell: (plan) => (
        <Text whiteSpace="normal" maxW="sm" fontSize="sm">
          {plan.channels.length > 0 ? plan.channels.map(channelLabel).join(', ') : t('None')}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (plan) =>
        plan.record_status_id === 1 ? (
          <Badge colorPalette="green">{t('Offered')}</Badge>
        ) : (
          <Badge colorPalette="gray">{t('Retired')}</Badge>
        ),
    },
    actionsColumn((plan) => (
      <HStack gap="2" justify="end">
        <Button
          size="xs"
          variant="ghost"
          onClick={() => edit(plan)}
          aria-label={t('Edit {name}', { name: plan.name })}
        >
          {t('Edit')}
        </Button>
        {plan.record_status_id === 1 ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => retire(plan)}
            aria-label={t('Retire {name}', { name: plan.name })}
          >
            {t('Retire')}
          </Button>
        ) : null}
      </HStack>
    )),
  ]
}

interface PlanAdminProps {
  search: SubscriptionSearch
  controls: ListSearchControls<SubscriptionSearch>
}

export function PlanAdmin({ search, controls }: PlanAdminProps) {
  const query = useQuery(subscriptionQueries.plans(subscriptionPageParams(search)))
  const retire = useRetirePlan()
  // undefined: no dialog; null: a new plan.
  const [editing, setEditing] = useState<SubscriptionPlan | null | undefined>()
  const [retiring, setRetiring] = useState<SubscriptionPlan | null>(null)
  return (
    <>
      <DataTable
        label={t('Subscription plans')}
        columns={columns(setEditing, setRetiring)}
        query={query}
        {...controls.table}
        create={
          <Button size="sm" onClick={() => setEditing(null)}>
            {t('New plan')}
          </Button>
        }
        empty={{ title: t('No plans yet'), description: t('Create the plans merchants choose from.') }}
      />
      {editing !== undefined ? <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        open={retiring !== null}
        title={retiring ? t('Retire {name}?', { name: retiring.name }) : t('Retire this plan?')}
        description={t('Merchants already on it keep it; no one else is offered it any more.')}
        confirmLabel={t('Retire plan')}
        destructive
        loading={retire.isPending}
        onClose={() => setRetiring(null)}
        onConfirm={() =>
          retiring &&
          retire.mutate(retiring.id, {
            onSuccess: () => notify(t('Plan {name} retired', { name: retiring.name })),
            onSettled: () => setRetiring(null),
          })
        }
      />
    </>
  )
}
