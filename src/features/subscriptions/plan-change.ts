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
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import { formatMyr, myrToSen } from '@/lib/money.ts'
import { calendarDay } from './dates.ts'

// Words are ids of the console's catalog, translated where they show (the catalog is not loaded when this
// module is).
const PERIOD_LABELS: Record<TimePeriod, ConsoleText> = { monthly: 'Monthly', yearly: 'Yearly' }
/** "Monthly", "Yearly" in the reader's language. */
export const periodLabel = (period: TimePeriod): string => t(PERIOD_LABELS[period])

/** "Pro (monthly)": a plan at its period, to stand in a sentence. */
export const planAtPeriod = (plan: string, period: TimePeriod): string =>
  period === 'monthly' ? t('{plan} (monthly)', { plan }) : t('{plan} (yearly)', { plan })

/** "RM 99.00 a month". */
export const pricePerPeriod = (price: string, period: TimePeriod): string =>
  period === 'monthly' ? t('{price} a month', { price }) : t('{price} a year', { price })

const KIND_LABELS: Record<SubscriptionHistory['kind'], ConsoleText> = {
  new: 'New plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  renewal: 'Renewal',
}
export const kindLabel = (kind: SubscriptionHistory['kind']): string => t(KIND_LABELS[kind])

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
  const plan = planAtPeriod(quote.plan.name, quote.time_period)
  if (quote.applies_at === 'period_end')
    return t(
      'Your plan changes to {plan}: applies on {day}, at the end of this period. Nothing to pay now.',
      { plan, day: calendarDay(quote.period_end) },
    )
  const [price, credit, due] = [quote.price, quote.credit, quote.amount_due].map(myrToSen) as [
    number,
    number,
    number,
  ]
  const cost = formatMyr(quote.price)
  const parts = [
    price === 0
      ? t('{plan} is free.', { plan })
      : quote.time_period === 'monthly'
        ? t('{plan} costs {price} a month.', { plan, price: cost })
        : t('{plan} costs {price} a year.', { plan, price: cost }),
  ]
  if (credit > 0)
    parts.push(
      t('The unused part of your current period, {credit}, is taken off.', {
        credit: formatMyr(quote.credit),
      }),
    )
  // Same period length: the period end stays and only the rest of it is paid for.
  if (due > 0 && due < price - credit)
    parts.push(
      t('You pay the difference for the rest of this period, to {day}.', {
        day: calendarDay(quote.period_end),
      }),
    )
  parts.push(
    due === 0
      ? t('Nothing to pay: it applies at once.')
      : t('Amount due now: {amount}. The new plan applies as soon as it is paid.', {
          amount: formatMyr(quote.amount_due),
        }),
  )
  return parts.join(' ')
}
