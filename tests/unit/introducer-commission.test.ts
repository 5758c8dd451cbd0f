// The commission rule and the referral code as the contract states them (src/contract/introducer.ts,
// src/contract/referral.ts): 20 % of Niaga's fee, rounded down to the sen; codes typed in any case.
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { COMMISSION_RATE_BPS, COMMISSION_RATE_PERCENT, commissionSen } from '../../src/contract/introducer.ts'
import { RegisterSchema } from '../../src/contract/password.ts'
import { REFERRAL_CODE_FORMAT_MESSAGE, ReferralCodeInputSchema } from '../../src/contract/referral.ts'

describe('commission', () => {
  it('is 20 % of the fee, rounded down to the sen', () => {
    expect(COMMISSION_RATE_BPS).toBe(2000)
    expect(COMMISSION_RATE_PERCENT).toBe(20)
    expect(commissionSen(100)).toBe(20)
    expect(commissionSen(104)).toBe(20)
    expect(commissionSen(105)).toBe(21)
    expect(commissionSen(4)).toBe(0)
    expect(commissionSen(0)).toBe(0)
    expect(commissionSen(-50)).toBe(0)
  })

  it('never exceeds the fee’s share and loses less than a sen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (fee) => {
        const c = commissionSen(fee)
        expect(Number.isSafeInteger(c)).toBe(true)
        expect(c * 10_000).toBeLessThanOrEqual(fee * COMMISSION_RATE_BPS)
        expect((c + 1) * 10_000).toBeGreaterThan(fee * COMMISSION_RATE_BPS)
      }),
    )
  })
})

describe('the referral code at registration', () => {
  const parse = (value: unknown) =>
    v.safeParse(v.object({ referral_code: ReferralCodeInputSchema }), { referral_code: value })

  it('is trimmed and put in capitals; empty counts as left out', () => {
    expect(parse(' rakan2026 ').output).toEqual({ referral_code: 'RAKAN2026' })
    expect(parse('').output).toEqual({ referral_code: undefined })
    expect(parse(undefined).output).toEqual({ referral_code: undefined })
  })

  it('is 4 to 20 letters and digits', () => {
    for (const bad of ['abc', 'RAKAN-2026', 'x'.repeat(21), 'RAKAN 2026']) {
      const result = parse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.issues?.[0]?.message).toBe(REFERRAL_CODE_FORMAT_MESSAGE)
    }
    expect(parse(12345).success).toBe(false)
  })

  it('is a field of jwt/register', () => {
    const body = {
      full_name: 'A B',
      company_name: 'C',
      email: 'a@example.my',
      password: 'Sandbox#2026',
      password_confirmation: 'Sandbox#2026',
    }
    expect(v.safeParse(RegisterSchema, { ...body, referral_code: 'rakan2026' }).output).toMatchObject({
      referral_code: 'RAKAN2026',
    })
  })
})
