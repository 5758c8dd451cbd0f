// The merchant's subscription now: plan, status and period, why payments are off (the notice), the channels
// on, this period's usage, and what is waiting: an upgrade or renewal to pay ("Pay now", or cancel it) or a
// downgrade due at the period's end ("Cancel change").
import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { subscriptionQueries, useCancelPlanChange } from '@/api/subscriptions.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { FieldList, money } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { SubscriptionDetails, SubscriptionHistory } from '@/contract/subscriptions.ts'
import { channelLabel } from '@/lib/channels.ts'
import { calendarDay } from './dates.ts'
import { periodLabel, planAtPeriod } from './plan-change.ts'
import { SubscriptionStatusBadge } from './subscription-labels.tsx'
import { useRoleCan } from '@/api/use-session.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

export function CurrentPlan() {
  const query = useQuery(subscriptionQueries.details())
  if (!query.data && query.isError)
    return (
      <LoadFailed title={t('Your subscription could not be loaded')} onRetry={() => void query.refetch()} />
    )
  if (!query.data) return <Skeleton height="48" rounded="md" aria-label={t('Loading your subscription')} />
  return <CurrentPlanCard details={query.data} />
}

function CurrentPlanCard({ details }: { details: SubscriptionDetails }) {
  const { plan, status } = details
  const rows: [string, React.ReactNode][] = []
  if (plan && details.time_period) {
    rows.push([t('Billing'), periodLabel(details.time_period)])
    rows.push([
      t('Current period'),
      `${calendarDay(details.current_period_start)} – ${calendarDay(details.current_period_end)}`,
    ])
  }
  if (status === 'past_due' && details.grace_until)
    rows.push([
      t('Grace until'),
      t('{day} (channels stay on until then)', { day: calendarDay(details.grace_until) }),
    ])
  rows.push([
    t('Channels on'),
    details.channels.length > 0
      ? details.channels.map(channelLabel).join(', ')
      : t('None: payers cannot pay you'),
  ])
  if (plan && plan.fee_discount_percent > 0)
    rows.push([t('Fee discount'), t('{percent}% off Niaga’s fee', { percent: plan.fee_discount_percent })])

  return (
    <Card.Root
      as="section"
      variant="outline"
      bg="bg"
      aria-labelledby="current-plan-heading"
      data-testid="current-plan"
    >
      <Card.Body>
        <Stack gap="5">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('Current plan')}
              </Text>
              <Heading as="h2" size="lg" id="current-plan-heading" data-testid="current-plan-name">
                {plan?.name ?? t('No plan')}
              </Heading>
            </Stack>
            <SubscriptionStatusBadge status={status} />
          </HStack>
          {details.notice ? (
            <Alert.Root
              status={status === 'past_due' ? 'warning' : 'error'}
              data-testid="subscription-notice"
            >
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{details.notice}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <FieldList rows={rows} />
            <SimpleGrid
              columns={2}
              gap="3"
              alignSelf="start"
              aria-label={t('Usage this period')}
              as="section"
            >
              <Stat.Root>
                <Stat.Label>{t('Payments this period')}</Stat.Label>
                <Stat.ValueText data-testid="usage-payments">{details.usage.payments}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>{t('Volume this period')}</Stat.Label>
                <Stat.ValueText data-testid="usage-volume">{money(details.usage.volume)}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
          </SimpleGrid>
          {details.pending_payment ? <PendingPayment history={details.pending_payment} /> : null}
          {details.scheduled_change ? (
            <ScheduledChange
              history={details.scheduled_change}
              at={details.scheduled_change.period_start ?? details.current_period_end}
            />
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

// Whole sentences per kind of change: the plan ("Pro (monthly)") and the amount stand in them.
const PENDING_TITLES: Record<SubscriptionHistory['kind'], ConsoleText> = {
  new: 'Subscription to {plan} awaits payment: {amount}',
  upgrade: 'Upgrade to {plan} awaits payment: {amount}',
  downgrade: 'Change to {plan} awaits payment: {amount}',
  renewal: 'Renewal of {plan} awaits payment: {amount}',
}

const DROPPED: Record<SubscriptionHistory['kind'], ConsoleText> = {
  new: 'The new plan to {plan} is dropped and its payment link stops working. You stay on your current plan.',
  upgrade:
    'The upgrade to {plan} is dropped and its payment link stops working. You stay on your current plan.',
  downgrade:
    'The downgrade to {plan} is dropped and its payment link stops working. You stay on your current plan.',
  renewal:
    'The renewal to {plan} is dropped and its payment link stops working. You stay on your current plan.',
}

function PendingPayment({ history }: { history: SubscriptionHistory }) {
  return (
    <Alert.Root status="info" data-testid="pending-subscription-payment">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(PENDING_TITLES[history.kind], {
            plan: planAtPeriod(history.plan_name, history.time_period),
            amount: money(history.amount),
          })}
        </Alert.Title>
        <Alert.Description>
          {history.kind === 'renewal'
            ? t('Your plan continues as soon as it is paid.')
            : t('The new plan applies as soon as it is paid.')}
        </Alert.Description>
        <HStack gap="2" mt="3" wrap="wrap">
          {history.payment_url ? (
            <Button asChild size="sm">
              <a href={history.payment_url} target="_blank" rel="noopener noreferrer">
                {t('Pay now')}
              </a>
            </Button>
          ) : null}
          {/* A renewal is what keeps the plan: it is paid, not cancelled. */}
          {history.kind === 'renewal' ? null : (
            <CancelChangeButton history={history} label={t('Cancel payment')} />
          )}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}

function ScheduledChange({ history, at }: { history: SubscriptionHistory; at: string | null }) {
  return (
    <Alert.Root status="info" data-testid="scheduled-plan-change">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t('Your plan changes to {plan} on {day}', {
            plan: planAtPeriod(history.plan_name, history.time_period),
            day: calendarDay(at),
          })}
        </Alert.Title>
        <Alert.Description>{t('Nothing to pay now; your current plan stays until then.')}</Alert.Description>
        <HStack gap="2" mt="3">
          <CancelChangeButton history={history} label={t('Cancel change')} />
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}

function CancelChangeButton({ history, label }: { history: SubscriptionHistory; label: string }) {
  const cancel = useCancelPlanChange()
  const canChange = useRoleCan('settings')
  const [confirming, setConfirming] = useState(false)
  const pending = history.status === 'pending'
  if (!canChange) return null
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={pending ? t('Cancel this payment?') : t('Cancel this plan change?')}
        description={
          pending
            ? t(DROPPED[history.kind], { plan: history.plan_name })
            : t('You stay on your current plan after this period instead of changing to {plan}.', {
                plan: history.plan_name,
              })
        }
        confirmLabel={label}
        destructive
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(history.id, {
            onSuccess: () => notify(pending ? t('Payment cancelled') : t('Plan change cancelled')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  )
}
