// Plan changes in words: periods and kinds of change, what choosing a plan would be as its button says it
// before asking the server (an upgrade is a dearer plan or a longer period, a downgrade a cheaper one; with
// no plan, or a lapsed one, any plan is chosen afresh), and the server's quote as the confirmation says it.
import type {
  SubscriptionDetails,
  SubscriptionHistory,
  SubscriptionPlan,
  TimePeriod,
  UpgradeQuote,
} from '@/contract/subscriptions.ts'
import { formatMyr, myrToSen } from '@/lib/money.ts'
import { calendarDay } from './dates.ts'

export const PERIOD_LABELS: Record<TimePeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' }
/** "RM 99.00 a month". */
export const PER_PERIOD: Record<TimePeriod, string> = { monthly: 'a month', yearly: 'a year' }

export const KIND_LABELS: Record<SubscriptionHistory['kind'], string> = {
  new: 'New plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  renewal: 'Renewal',
}

export type Change = 'current' | 'upgrade' | 'downgrade' | 'subscribe'

export const priceOf = (plan: SubscriptionPlan, period: TimePeriod) =>
  Number(period === 'monthly' ? plan.monthly_price : plan.yearly_price)

export function changeTo(
  details: Pick<SubscriptionDetails, 'status' | 'plan' | 'time_period'> | undefined,
  plan: SubscriptionPlan,
  period: TimePeriod,
): Change {
  const current = details?.plan
  if (
    !details ||
    !current ||
    details.status === 'none' ||
    details.status === 'lapsed' ||
    !details.time_period
  )
    return 'subscribe'
  if (current.id === plan.id) {
    if (details.time_period === period) return 'current'
    return period === 'yearly' ? 'upgrade' : 'downgrade'
  }
  // Compared at the same period length; a longer period is an upgrade at equal price.
  const mine = priceOf(current, details.time_period)
  const theirs = priceOf(plan, details.time_period)
  if (theirs !== mine) return theirs > mine ? 'upgrade' : 'downgrade'
  return period === 'yearly' && details.time_period === 'monthly' ? 'upgrade' : 'downgrade'
}

/** What the change costs and when it applies, in words. */
export function quoteText(quote: UpgradeQuote): string {
  const plan = `${quote.plan.name} (${PERIOD_LABELS[quote.time_period].toLowerCase()})`
  if (quote.applies_at === 'period_end')
    return `Your plan changes to ${plan}: applies on ${calendarDay(quote.period_end)}, at the end of this period. Nothing to pay now.`
  const [price, credit, due] = [quote.price, quote.credit, quote.amount_due].map(myrToSen) as [
    number,
    number,
    number,
  ]
  const parts = [
    price === 0
      ? `${plan} is free.`
      : `${plan} costs ${formatMyr(quote.price)} ${PER_PERIOD[quote.time_period]}.`,
  ]
  if (credit > 0)
    parts.push(`The unused part of your current period, ${formatMyr(quote.credit)}, is taken off.`)
  // Same period length: the period end stays and only the rest of it is paid for.
  if (due > 0 && due < price - credit)
    parts.push(`You pay the difference for the rest of this period, to ${calendarDay(quote.period_end)}.`)
  parts.push(
    due === 0
      ? 'Nothing to pay: it applies at once.'
      : `Amount due now: ${formatMyr(quote.amount_due)}. The new plan applies as soon as it is paid.`,
  )
  return parts.join(' ')
}
