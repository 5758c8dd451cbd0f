// The arithmetic of subscription periods and plan changes (src/contract/subscriptions.ts has the rules in
// words). Pure, so the rules are unit-tested without a database.
import type { TimePeriod } from '../../../src/contract/subscriptions.ts'

export interface Priced {
  id: string
  monthly_price_sen: number
  yearly_price_sen: number
}

export const priceOf = (plan: Priced, period: TimePeriod) =>
  period === 'monthly' ? plan.monthly_price_sen : plan.yearly_price_sen

/** A calendar month or year later; the 31st of a month becomes the last day of a shorter one. */
export function addPeriod(from: Date, period: TimePeriod): Date {
  const months = period === 'monthly' ? 1 : 12
  const to = new Date(from)
  const day = to.getUTCDate()
  to.setUTCDate(1)
  to.setUTCMonth(to.getUTCMonth() + months)
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate()
  to.setUTCDate(Math.min(day, last))
  return to
}

export interface Current {
  plan: Priced
  period: TimePeriod
  start: Date
  end: Date
  /** Only an active subscription earns a credit; past due or lapsed start afresh. */
  status: 'active' | 'past_due' | 'lapsed' | 'cancelled'
}

export interface Quote {
  change: 'new' | 'upgrade' | 'downgrade' | 'same'
  priceSen: number
  creditSen: number
  amountDueSen: number
  /** When it applies: at payment (or at once when nothing is due), or at the current period's end. */
  appliesAt: 'payment' | 'period_end'
  /**
   * The new period's end, as it would be if paid now; a downgrade's first period ends a period after the
   * current one.
   */
  periodEnd: Date
  /** An upgrade within the same period length keeps the current period. */
  keepsPeriod: boolean
}

/** What changing to `plan` for `period` costs at `now`. */
export function quoteChange(now: Date, current: Current | null, plan: Priced, period: TimePeriod): Quote {
  const price = priceOf(plan, period)
  if (!current || current.status !== 'active' || current.end <= now) {
    return {
      change: 'new',
      priceSen: price,
      creditSen: 0,
      amountDueSen: price,
      appliesAt: 'payment',
      periodEnd: addPeriod(now, period),
      keepsPeriod: false,
    }
  }
  if (current.plan.id === plan.id && current.period === period) {
    return {
      change: 'same',
      priceSen: price,
      creditSen: 0,
      amountDueSen: 0,
      appliesAt: 'payment',
      periodEnd: current.end,
      keepsPeriod: true,
    }
  }
  const currentPrice = priceOf(current.plan, current.period)
  const span = current.end.getTime() - current.start.getTime()
  const left = span > 0 ? Math.min(1, Math.max(0, (current.end.getTime() - now.getTime()) / span)) : 0
  const credit = Math.round(currentPrice * left)
  if (period === current.period) {
    if (price < currentPrice) return downgrade(price, current, period)
    // The rest of this period at the new price, less what is left of the old one.
    const due = Math.max(0, Math.round(price * left) - credit)
    return {
      change: 'upgrade',
      priceSen: price,
      creditSen: credit,
      amountDueSen: due,
      appliesAt: 'payment',
      periodEnd: current.end,
      keepsPeriod: true,
    }
  }
  if (period === 'yearly') {
    // Monthly to yearly: a new year starts when paid, less the unused part of this month.
    const due = Math.max(0, price - credit)
    return {
      change: 'upgrade',
      priceSen: price,
      creditSen: Math.min(credit, price),
      amountDueSen: due,
      appliesAt: 'payment',
      periodEnd: addPeriod(now, 'yearly'),
      keepsPeriod: false,
    }
  }
  // Yearly to monthly: the year already paid runs out first.
  return downgrade(price, current, period)
}

const downgrade = (price: number, current: Current, period: TimePeriod): Quote => ({
  change: 'downgrade',
  priceSen: price,
  creditSen: 0,
  amountDueSen: 0,
  appliesAt: 'period_end',
  periodEnd: addPeriod(current.end, period),
  keepsPeriod: false,
})
