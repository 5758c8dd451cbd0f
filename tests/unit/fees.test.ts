// The sandbox fee schedule and the BNPL instalment split: integer sen, never more than the payment.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEE_SCHEDULE, feeFor } from '../../server/services/fees.ts'
import { instalmentPlan } from '../../server/services/payments/bnpl.ts'
import { myrToSen } from '../../src/lib/money.ts'

describe('feeFor', () => {
  it('charges each channel its documented rate (docs/payments.md, “The ledger”)', () => {
    expect(feeFor('fpx', 12_050)).toBe(100) // RM 1.00 flat
    expect(feeFor('credit_card', 4_590)).toBe(69) // 1.5 % of RM 45.90 = 68.85 sen → 69
    expect(feeFor('ewallet', 10_000)).toBe(120)
    expect(feeFor('duitnow', 10_000)).toBe(80)
    expect(feeFor('bnpl', 10_000)).toBe(300)
    expect(feeFor('paypal', 10_000)).toBe(490) // 3.9 % + RM 1.00
    expect(feeFor('crypto', 10_000)).toBe(100)
  })

  it('rounds half a sen up and never below', () => {
    expect(feeFor('credit_card', 100)).toBe(2) // 1.5 sen → 2
    expect(feeFor('credit_card', 99)).toBe(1) // 1.485 sen → 1
    expect(feeFor('duitnow', 1)).toBe(0) // 0.008 sen → 0
  })

  it('never takes more than the payment itself', () => {
    expect(feeFor('fpx', 50)).toBe(50) // a RM 0.50 bill cannot pay a RM 1.00 fee
    expect(feeFor('paypal', 1)).toBe(1)
  })

  it('refuses a channel it does not know', () => {
    expect(() => feeFor('cheque', 100)).toThrow(RangeError)
  })

  it('is a whole number of sen between 0 and the amount, growing with the amount', () => {
    const channels = FEE_SCHEDULE.map((rule) => rule.channel)
    fc.assert(
      fc.property(
        fc.constantFrom(...channels),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (channel, amount, more) => {
          const fee = feeFor(channel, amount)
          expect(Number.isInteger(fee)).toBe(true)
          expect(fee).toBeGreaterThanOrEqual(0)
          expect(fee).toBeLessThanOrEqual(amount)
          expect(feeFor(channel, amount + more)).toBeGreaterThanOrEqual(fee)
        },
      ),
    )
  })
})

describe('instalmentPlan', () => {
  const now = new Date('2026-11-23T02:00:00Z')
  const dueDates = (at: string) =>
    instalmentPlan(10_000, new Date(at)).instalments.map((part) => part.due_date)

  // docs/payments.md: three instalments 30 days apart (not calendar months), the odd sen on the first.
  it('splits into three instalments 30 days apart, the odd sen on the first', () => {
    expect(instalmentPlan(10_000, now)).toEqual({
      total: '100.00',
      instalments: [
        { due_date: '2026-11-23', amount: '33.34' },
        { due_date: '2026-12-23', amount: '33.33' },
        { due_date: '2027-01-22', amount: '33.33' },
      ],
    })
  })

  it('counts 30 days across a month end and a leap day, not calendar months', () => {
    expect(dueDates('2028-01-31T02:00:00Z')).toEqual(['2028-01-31', '2028-03-01', '2028-03-31'])
    expect(dueDates('2028-02-29T02:00:00Z')).toEqual(['2028-02-29', '2028-03-30', '2028-04-29'])
    expect(dueDates('2027-01-31T02:00:00Z')).toEqual(['2027-01-31', '2027-03-02', '2027-04-01'])
  })

  it('dates the instalments in Malaysian days (UTC+8), whatever the UTC date', () => {
    // 00:30 on 29 February in Kuala Lumpur is still 28 February in UTC.
    expect(dueDates('2028-02-28T16:30:00Z')).toEqual(['2028-02-29', '2028-03-30', '2028-04-29'])
    // 23:59 on 31 December in Kuala Lumpur.
    expect(dueDates('2026-12-31T15:59:00Z')).toEqual(['2026-12-31', '2027-01-30', '2027-03-01'])
  })

  it('always adds up to the amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amount) => {
        const plan = instalmentPlan(amount, now)
        const sum = plan.instalments.reduce((total, part) => total + myrToSen(part.amount), 0)
        expect(sum).toBe(amount)
        expect(myrToSen(plan.total)).toBe(amount)
      }),
    )
  })
})
