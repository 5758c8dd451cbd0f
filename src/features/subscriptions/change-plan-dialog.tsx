// Changing plan: the server's quote first (upgrade-quote: price, the unused part of this period taken off,
// the amount due, and whether it applies once paid or at the period's end), then upgrade-plan. An upgrade
// leaves a payment to make ("Pay now" on the current plan); a downgrade is scheduled.
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { subscriptionQueries, useChangePlan } from '@/api/subscriptions.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { SubscriptionPlan, TimePeriod, UpgradeQuote } from '@/contract/subscriptions.ts'
import { myrToSen } from '@/lib/money.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import { quoteText } from './plan-change.ts'

const TITLES: Record<UpgradeQuote['change'], ConsoleText> = {
  new: 'Start this plan?',
  upgrade: 'Upgrade your plan?',
  downgrade: 'Downgrade your plan?',
  same: 'Keep this plan?',
}

interface ChangePlanDialogProps {
  plan: SubscriptionPlan
  period: TimePeriod
  onClose: () => void
}

export function ChangePlanDialog({ plan, period, onClose }: ChangePlanDialogProps) {
  const quote = useQuery(subscriptionQueries.quote(plan.id, period))
  const change = useChangePlan()
  // The shared error dialog has said why there is no quote; there is nothing to confirm.
  useEffect(() => {
    if (quote.isError) onClose()
  }, [quote.isError, onClose])

  const data = quote.data
  const confirmLabel = !data
    ? t('Confirm')
    : data.applies_at === 'period_end'
      ? t('Schedule change')
      : myrToSen(data.amount_due) > 0
        ? t('Continue to payment')
        : t('Change plan')
  return (
    <ConfirmDialog
      open
      title={data ? t(TITLES[data.change]) : t('Change to {plan}?', { plan: plan.name })}
      description={data ? quoteText(data) : t('Working out the amount…')}
      confirmLabel={confirmLabel}
      cancelLabel={t('Back')}
      loading={change.isPending}
      confirmDisabled={!data}
      onClose={onClose}
      onConfirm={() =>
        change.mutate(
          { planId: plan.id, timePeriod: period },
          {
            onSuccess: (history) => {
              if (history.status === 'pending')
                notify(t('Payment ready'), 'success', t('Use “Pay now” to pay it.'))
              else if (history.status === 'scheduled') notify(t('Plan change scheduled'))
              else notify(t('Plan changed'))
              onClose()
            },
          },
        )
      }
    />
  )
}
