// The plans side by side: price at the chosen period (monthly or yearly), fee discount and each payment
// channel, with the button that changes to a plan ("Upgrade", "Downgrade") or says it is the current one.
import { useState } from 'react'
import {
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  SegmentGroup,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { subscriptionQueries } from '@/api/subscriptions.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { CHANNEL_FLAGS, type Channel } from '@/contract/constants.ts'
import {
  TIME_PERIODS,
  type SubscriptionDetails,
  type SubscriptionPlan,
  type TimePeriod,
} from '@/contract/subscriptions.ts'
import { channelLabel } from '@/lib/channels.ts'
import { ChangePlanDialog } from './change-plan-dialog.tsx'
import { changeTo, periodLabel, pricePerPeriod, priceOf, type Change } from './plan-change.ts'
import { ALL_PLANS } from './subscription-search.ts'
import { useRoleCan } from '@/api/use-session.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import { TableScroll } from '@/app/ui/table-scroll.tsx'

const CHANNELS = Object.keys(CHANNEL_FLAGS) as Channel[]
const periodItems = () => TIME_PERIODS.map((period) => ({ value: period, label: periodLabel(period) }))

const BUTTON_LABELS: Record<Exclude<Change, 'current'>, ConsoleText> = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  subscribe: 'Choose plan',
}

/** The button's accessible name: what it does to which plan. */
const BUTTON_NAMES: Record<Exclude<Change, 'current'>, ConsoleText> = {
  upgrade: 'Upgrade to {plan}',
  downgrade: 'Downgrade to {plan}',
  subscribe: 'Choose {plan}',
}

interface PlanComparisonProps {
  details: SubscriptionDetails | undefined
  period: TimePeriod
  onPeriodChange: (period: TimePeriod) => void
}

export function PlanComparison({ details, period, onPeriodChange }: PlanComparisonProps) {
  const query = useQuery(subscriptionQueries.plans(ALL_PLANS))
  const [choosing, setChoosing] = useState<SubscriptionPlan | null>(null)
  const canChange = useRoleCan('settings')
  // Offered plans, and the merchant's own even when it has been retired since.
  const plans = (query.data?.data ?? []).filter(
    (plan) => plan.record_status_id === 1 || plan.id === details?.plan?.id,
  )

  let body: React.ReactNode
  if (!query.data && query.isError)
    body = (
      <EmptyState.Root size="sm" role="alert">
        <EmptyState.Content>
          <EmptyState.Title>{t('The plans could not be loaded')}</EmptyState.Title>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  else if (!query.data) body = <Skeleton height="64" />
  else if (plans.length === 0)
    body = (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title>{t('No plans are offered right now')}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  else
    body = (
      <TableScroll name={t('Plans compared')}>
        <Table.Root size="sm" aria-label={t('Plans compared')} data-testid="plan-comparison">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader minW="40">
                <Text srOnly>{t('Plan')}</Text>
              </Table.ColumnHeader>
              {plans.map((plan) => (
                <Table.ColumnHeader key={plan.id} scope="col" minW="36" textAlign="center">
                  <Text fontWeight="semibold">{plan.name}</Text>
                  {plan.description ? (
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal" whiteSpace="normal">
                      {plan.description}
                    </Text>
                  ) : null}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {t('Price')}
              </Table.Cell>
              {plans.map((plan) => (
                <Table.Cell key={plan.id} textAlign="center" data-testid={`plan-price-${plan.id}`}>
                  {priceOf(plan, period) === 0
                    ? t('Free')
                    : pricePerPeriod(
                        money(period === 'monthly' ? plan.monthly_price : plan.yearly_price),
                        period,
                      )}
                </Table.Cell>
              ))}
            </Table.Row>
            <Table.Row>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {t('Fee discount')}
              </Table.Cell>
              {plans.map((plan) => (
                <Table.Cell key={plan.id} textAlign="center">
                  {plan.fee_discount_percent > 0 ? `${plan.fee_discount_percent}%` : '—'}
                </Table.Cell>
              ))}
            </Table.Row>
            {CHANNELS.map((channel) => (
              <Table.Row key={channel}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {channelLabel(channel)}
                </Table.Cell>
                {plans.map((plan) => {
                  const on = plan.channels.includes(channel)
                  return (
                    <Table.Cell key={plan.id} textAlign="center" color={on ? 'fg.success' : 'fg.subtle'}>
                      <span aria-hidden="true">{on ? '✓' : '—'}</span>
                      <Text as="span" srOnly>
                        {on ? t('Included') : t('Not included')}
                      </Text>
                    </Table.Cell>
                  )
                })}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell />
              {plans.map((plan) => (
                <Table.Cell key={plan.id} textAlign="center">
                  <PlanButton
                    change={changeTo(details, plan, period)}
                    plan={plan}
                    canChange={canChange}
                    onChoose={() => setChoosing(plan)}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScroll>
    )

  return (
    <Stack as="section" gap="3" aria-labelledby="plans-heading">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md" id="plans-heading">
          {t('Plans')}
        </Heading>
        <SegmentGroup.Root
          size="sm"
          value={period}
          aria-label={t('Billing period')}
          onValueChange={(details) => {
            const next = TIME_PERIODS.find((value) => value === details.value)
            if (next) onPeriodChange(next)
          }}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={periodItems()} />
        </SegmentGroup.Root>
      </HStack>
      <Box borderWidth="1px" rounded="md" bg="bg" overflow="hidden">
        {body}
      </Box>
      {canChange ? null : (
        <Text fontSize="sm" color="fg.muted">
          {t('Only an owner or administrator of this account changes its plan.')}
        </Text>
      )}
      {choosing ? (
        <ChangePlanDialog plan={choosing} period={period} onClose={() => setChoosing(null)} />
      ) : null}
    </Stack>
  )
}

function PlanButton({
  change,
  plan,
  canChange,
  onChoose,
}: {
  change: Change
  plan: SubscriptionPlan
  /** Owners and administrators change the plan; the others compare. */
  canChange: boolean
  onChoose: () => void
}) {
  if (change === 'current')
    return (
      <Button size="sm" variant="subtle" disabled>
        {t('Current plan')}
      </Button>
    )
  if (plan.record_status_id !== 1) return <Text fontSize="xs">{t('No longer offered')}</Text>
  if (!canChange) return null
  return (
    <Button
      size="sm"
      variant={change === 'downgrade' ? 'outline' : 'solid'}
      onClick={onChoose}
      aria-label={t(BUTTON_NAMES[change], { plan: plan.name })}
    >
      {t(BUTTON_LABELS[change])}
    </Button>
  )
}
