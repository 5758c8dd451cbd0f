// The console forms of pools and subscriptions: what they send, the contract's messages they show, and how
// a plan change and its quote read.
import { describe, expect, it } from 'vitest'
import type { SubscriptionPlan, UpgradeQuote } from '../../src/contract/subscriptions.ts'
import { signedMoney } from '../../src/features/pools/pool-format.ts'
import {
  EMPTY_VIRTUAL_ACCOUNT,
  validateVirtualAccount,
  virtualAccountPayload,
} from '../../src/features/pools/virtual-account-values.ts'
import { changeTo, quoteText } from '../../src/features/subscriptions/plan-change.ts'
import {
  emptyPlan,
  planPayload,
  planToForm,
  validatePlan,
} from '../../src/features/subscriptions/plan-form-values.ts'

const plan = (
  id: string,
  monthly: string,
  yearly: string,
  extra: Partial<SubscriptionPlan> = {},
): SubscriptionPlan => ({
  id,
  name: `Plan ${id}`,
  description: null,
  monthly_price: monthly,
  yearly_price: yearly,
  fee_discount_percent: 0,
  fpx_enable: true,
  credit_card_enable: true,
  ewallet_enable: false,
  bnpl_enable: false,
  paypal_enable: false,
  crypto_enable: false,
  duit_now_enable: false,
  advanced_setting: {},
  record_status_id: 1,
  channels: ['fpx', 'credit_card'],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
})

describe('the new virtual account form', () => {
  it('sends the name and pool, and leaves blank optional fields out', () => {
    expect(
      virtualAccountPayload({ ...EMPTY_VIRTUAL_ACCOUNT, name: 'Sewa kedai', description: '  ' }),
    ).toEqual({
      name: 'Sewa kedai',
      pool_type: 'prefund',
    })
    expect(
      virtualAccountPayload({
        name: 'Yuran',
        pool_type: 'payout',
        customer_id: '0b6f7f0e-5c3a-4c55-9d4e-1d2f6b7a8c90',
        description: 'Monthly fees',
        callback_url: 'https://example.my/hook',
      }),
    ).toEqual({
      name: 'Yuran',
      pool_type: 'payout',
      customer_id: '0b6f7f0e-5c3a-4c55-9d4e-1d2f6b7a8c90',
      description: 'Monthly fees',
      callback_url: 'https://example.my/hook',
    })
  })

  it('says what the contract says about a missing name and a bad callback URL', () => {
    const errors = validateVirtualAccount({ ...EMPTY_VIRTUAL_ACCOUNT, callback_url: 'not a url' }, 'en')
    expect(Object.keys(errors).sort()).toEqual(['callback_url', 'name'])
    expect(errors.name).toMatch(/name/i)
    expect(validateVirtualAccount({ ...EMPTY_VIRTUAL_ACCOUNT, name: 'Sewa kedai' }, 'en')).toEqual({})
  })
})

describe('the plan form', () => {
  it('sends prices as the API writes amounts, the discount as a number and every channel flag', () => {
    const values = { ...emptyPlan(), name: 'Niaga Plus', monthly_price: 'RM 49.9', yearly_price: '499' }
    values.flags.ewallet_enable = true
    const payload = planPayload(values)
    expect(payload).toMatchObject({
      name: 'Niaga Plus',
      description: null,
      monthly_price: '49.90',
      yearly_price: '499.00',
      fee_discount_percent: 0,
      ewallet_enable: true,
      fpx_enable: false,
      record_status_id: 1,
    })
    expect(validatePlan(false, values, 'en')).toEqual({})
  })

  it('refuses a price that is no amount and a discount over 100', () => {
    const errors = validatePlan(
      false,
      { ...emptyPlan(), name: 'X', monthly_price: 'abc', yearly_price: '1', fee_discount_percent: '150' },
      'en',
    )
    expect(errors.monthly_price).toBe('The monthly price must be an amount like 99.00')
    expect(errors.fee_discount_percent).toBe('The fee discount is 0 to 100')
  })

  it('starts an edit from the plan as it is', () => {
    const form = planToForm(plan('p1', '99.00', '990.00', { fee_discount_percent: 10, record_status_id: 2 }))
    expect(form).toMatchObject({ monthly_price: '99.00', fee_discount_percent: '10', offered: false })
    expect(form.flags).toMatchObject({ fpx_enable: true, ewallet_enable: false })
  })
})

describe('a plan change as its button says it', () => {
  const starter = plan('starter', '0.00', '0.00')
  const pro = plan('pro', '99.00', '990.00')
  const active = (current: SubscriptionPlan, time_period: 'monthly' | 'yearly' = 'monthly') => ({
    status: 'active' as const,
    plan: current,
    time_period,
  })

  it('is the current plan at the same period, an upgrade to a dearer plan or a longer period', () => {
    expect(changeTo(active(starter), starter, 'monthly')).toBe('current')
    expect(changeTo(active(starter), pro, 'monthly')).toBe('upgrade')
    expect(changeTo(active(pro), pro, 'yearly')).toBe('upgrade')
  })

  it('is a downgrade to a cheaper plan or a shorter period', () => {
    expect(changeTo(active(pro), starter, 'monthly')).toBe('downgrade')
    expect(changeTo(active(pro, 'yearly'), pro, 'monthly')).toBe('downgrade')
  })

  it('is a fresh choice with no plan or a lapsed one', () => {
    expect(changeTo({ status: 'none', plan: null, time_period: null }, pro, 'monthly')).toBe('subscribe')
    expect(changeTo({ ...active(pro), status: 'lapsed' }, pro, 'monthly')).toBe('subscribe')
  })
})

describe('the quote as the confirmation says it', () => {
  const quote = (extra: Partial<UpgradeQuote>): UpgradeQuote => ({
    plan: plan('pro', '99.00', '990.00', { name: 'Niaga Pro' }),
    time_period: 'monthly',
    change: 'upgrade',
    price: '99.00',
    credit: '0.00',
    amount_due: '99.00',
    applies_at: 'payment',
    period_end: '2026-12-25T16:00:00.000Z',
    ...extra,
  })

  it('gives the amount due, less the unused part of the period', () => {
    expect(
      quoteText(quote({ time_period: 'yearly', price: '990.00', credit: '20.50', amount_due: '969.50' })),
    ).toBe(
      'Niaga Pro (yearly) costs RM 990.00 a year. The unused part of your current period, RM 20.50, is taken off. Amount due now: RM 969.50. The new plan applies as soon as it is paid.',
    )
  })

  it('says an upgrade within the period is paid for the rest of it', () => {
    expect(quoteText(quote({ amount_due: '37.57' }))).toBe(
      'Niaga Pro (monthly) costs RM 99.00 a month. You pay the difference for the rest of this period, to 26 Dec 2026. Amount due now: RM 37.57. The new plan applies as soon as it is paid.',
    )
    expect(quoteText(quote({ price: '0.00', amount_due: '0.00' }))).toBe(
      'Niaga Pro (monthly) is free. Nothing to pay: it applies at once.',
    )
  })

  it('says when a downgrade applies', () => {
    expect(quoteText(quote({ change: 'downgrade', applies_at: 'period_end', amount_due: '0.00' }))).toBe(
      'Your plan changes to Niaga Pro (monthly): applies on 26 Dec 2026, at the end of this period. Nothing to pay now.',
    )
  })
})

describe('a pool movement', () => {
  it('shows money in with a plus and money out with a minus', () => {
    expect(signedMoney('1250.00')).toBe('+RM 1,250.00')
    expect(signedMoney('-12.00')).toBe('-RM 12.00')
    expect(signedMoney('0.00')).toBe('RM 0.00')
  })
})
