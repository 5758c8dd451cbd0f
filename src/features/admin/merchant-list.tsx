// Admin › Merchants: every merchant account with its status, plan, introducer and paid volume; searchable,
// filterable by status and plan, paged. "Switch into" (after a confirmation) moves the admin's session into
// the merchant's account as a support session (src/contract/admin.ts).
import { useState } from 'react'
import { Badge, Button, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { adminQueries } from '@/api/admin.ts'
import { useSwitchAccount } from '@/api/accounts.ts'
import { subscriptionQueries } from '@/api/subscriptions.ts'
import { actionsColumn, activeColumn, createdColumn } from '@/app/ui/data-table-columns.tsx'
import { Detail, money } from '@/app/ui/data-table-cells.tsx'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect, statusFilter } from '@/app/ui/filter-select.tsx'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { AdminMerchant } from '@/contract/admin.ts'
import { t } from '@/i18n/i18n.ts'
import { merchantListParams } from './admin-search.ts'

const route = getRouteApi('/_console/admin/merchants')

const statusChoice = () =>
  statusFilter([
    ['1', t('Active')],
    ['2', t('Inactive')],
  ] as const)

function planText(merchant: AdminMerchant) {
  if (merchant.plan)
    return merchant.plan_status === 'past_due'
      ? t('{plan} (past due)', { plan: merchant.plan.name })
      : merchant.plan.name
  return merchant.plan_status === 'lapsed' ? t('Lapsed') : t('No plan')
}

function columns(onSwitch: (merchant: AdminMerchant) => void): DataColumn<AdminMerchant>[] {
  return [
    {
      id: 'name',
      header: t('Merchant'),
      sortKey: 'name',
      cell: (merchant) => (
        <>
          <Text fontWeight="medium">{merchant.name}</Text>
          <Detail>{merchant.email ?? '—'}</Detail>
        </>
      ),
    },
    activeColumn((merchant) => merchant.record_status_id === 1, 'sm'),
    {
      id: 'plan',
      header: t('Plan'),
      hideBelow: 'md',
      cell: (merchant) =>
        merchant.plan ? (
          planText(merchant)
        ) : (
          <Badge colorPalette={merchant.plan_status === 'lapsed' ? 'orange' : 'gray'}>
            {planText(merchant)}
          </Badge>
        ),
    },
    {
      id: 'referred_by',
      header: t('Referred by'),
      hideBelow: 'lg',
      cell: (merchant) => merchant.referred_by?.name ?? '—',
    },
    {
      id: 'volume',
      header: t('Volume'),
      sortKey: 'volume',
      firstOrder: 'desc',
      align: 'end',
      cell: (merchant) => (
        <>
          <Text whiteSpace="nowrap">{money(merchant.volume.amount)}</Text>
          <Detail>
            {t('{count, plural, one {# payment} other {# payments}}', { count: merchant.volume.count })}
          </Detail>
        </>
      ),
    },
    createdColumn(t('Created'), 'lg'),
    actionsColumn((merchant) => (
      <Button
        size="xs"
        variant="outline"
        disabled={merchant.record_status_id !== 1}
        aria-label={t('Switch into {merchant}', { merchant: merchant.name })}
        onClick={() => onSwitch(merchant)}
      >
        {t('Switch into')}
      </Button>
    )),
  ]
}

export function MerchantList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(adminQueries.merchants(merchantListParams(search)))
  const plans = useQuery(subscriptionQueries.plans({ skip: 0, limit: 100 }))
  const planOptions = [
    ...(plans.data?.data ?? []).map((plan) => [plan.id, plan.name] as const),
    ['lapsed', t('Lapsed')] as const,
    ['none', t('No plan')] as const,
  ]
  const [target, setTarget] = useState<AdminMerchant | null>(null)
  const switchAccount = useSwitchAccount()
  const navigate = useNavigate()

  return (
    <>
      <DataTable
        label={t('Merchants')}
        columns={columns((merchant) => {
          switchAccount.reset()
          setTarget(merchant)
        })}
        query={query}
        {...table}
        searchLabel={t('Search name or email')}
        filtered={Boolean(search.status || search.plan)}
        filters={
          <>
            <FilterSelect {...statusChoice()} {...bind('status')} />
            <FilterSelect {...filterOf(t('Plan'), t('All plans'), planOptions)} {...bind('plan')} />
          </>
        }
        empty={{
          title: t('No merchants'),
          description: t('Merchant accounts appear here once they are opened.'),
        }}
      />
      <ConfirmDialog
        open={target !== null}
        title={
          target ? t('Switch into {merchant}?', { merchant: target.name }) : t('Switch into this merchant?')
        }
        description={
          <>
            {t(
              'You will act in this merchant’s account as a Niaga admin with the Administrator role. Everything you change there is written to the audit log. Use “Back to Niaga Platform” in the banner to return.',
            )}
            {switchAccount.error ? (
              <RefusalAlert error={switchAccount.error} testId="switch-refusal" />
            ) : null}
          </>
        }
        confirmLabel={t('Switch into account')}
        loading={switchAccount.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() => {
          if (!target) return
          switchAccount.mutate(target.id, {
            onSuccess: () => {
              setTarget(null)
              void navigate({ to: '/dashboard' })
            },
          })
        }}
      />
    </>
  )
}
