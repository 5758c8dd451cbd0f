import { describe, expect, it } from 'vitest'
import { addPeriod, quoteChange, type Current } from '../../server/services/subscriptions/periods.ts'

const starter = { id: 'starter', monthly_price_sen: 0, yearly_price_sen: 0 }
const growth = { id: 'growth', monthly_price_sen: 4_900, yearly_price_sen: 49_000 }
const pro = { id: 'pro', monthly_price_sen: 9_900, yearly_price_sen: 99_000 }
const day = 86_400_000

describe('subscription periods', () => {
  it('adds calendar months and years, keeping the day or the month’s last day', () => {
    expect(addPeriod(new Date('2026-01-15T02:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T02:00:00.000Z',
    )
    expect(addPeriod(new Date('2026-01-31T02:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T02:00:00.000Z',
    )
    expect(addPeriod(new Date('2026-12-31T02:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T02:00:00.000Z',
    )
    expect(addPeriod(new Date('2028-02-29T02:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T02:00:00.000Z',
    )
  })
})

describe('plan change quotes', () => {
  const start = new Date('2026-11-01T00:00:00Z')
  const end = new Date('2026-12-01T00:00:00Z')
  const onGrowth: Current = { plan: growth, period: 'monthly', start, end, status: 'active' }

  it('charges a new subscription its full price from payment', () => {
    const now = new Date('2026-11-10T00:00:00Z')
    const q = quoteChange(now, null, pro, 'monthly')
    expect(q).toMatchObject({ change: 'new', amountDueSen: 9_900, creditSen: 0, appliesAt: 'payment' })
    expect(q.periodEnd.toISOString()).toBe('2026-12-10T00:00:00.000Z')
  })

  it('prorates an upgrade for the time left and keeps the period', () => {
    // 20 of 30 days left: 2/3 of (99.00 − 49.00) = 33.33.
    const now = new Date(start.getTime() + 10 * day)
    const q = quoteChange(now, onGrowth, pro, 'monthly')
    expect(q).toMatchObject({
      change: 'upgrade',
      priceSen: 9_900,
      creditSen: 3_267,
      amountDueSen: 3_333,
      keepsPeriod: true,
    })
    expect(q.periodEnd).toEqual(end)
  })

  it('schedules a downgrade for the period end with nothing to pay', () => {
    const now = new Date(start.getTime() + 10 * day)
    const q = quoteChange(now, { ...onGrowth, plan: pro }, starter, 'monthly')
    expect(q).toMatchObject({ change: 'downgrade', amountDueSen: 0, appliesAt: 'period_end' })
    expect(q.periodEnd.toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })

  it('credits the unused month when moving to a yearly period', () => {
    const now = new Date(start.getTime() + 15 * day)
    const q = quoteChange(now, onGrowth, growth, 'yearly')
    expect(q).toMatchObject({
      change: 'upgrade',
      priceSen: 49_000,
      creditSen: 2_450,
      amountDueSen: 46_550,
      keepsPeriod: false,
    })
  })

  it('says so when nothing changes, and starts afresh once lapsed', () => {
    expect(quoteChange(start, onGrowth, growth, 'monthly').change).toBe('same')
    expect(quoteChange(start, { ...onGrowth, status: 'lapsed' }, growth, 'monthly')).toMatchObject({
      change: 'new',
      amountDueSen: 4_900,
    })
  })
})
