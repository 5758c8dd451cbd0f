import { describe, expect, it } from 'vitest'
import { validateCard, type CardInput } from '../../src/lib/card/validate.ts'

// Fixed clock: November 2026 (mid-month and mid-day, so no time zone moves it to another month).
const now = new Date('2026-11-22T12:00:00')
const visa = '4111111111111111'
const unionPay62 = '6200000000000005'
const unionPay81 = '8100000000000002'
const ok = { cardnumber: visa, month: '12', year: '2030', cvv: '123' }
const check = (changes: CardInput) => validateCard({ ...ok, ...changes }, now)

describe('validateCard: each SPEC §5 code from a minimal input', () => {
  it('0 for a valid card', () => expect(check({})).toBe(0))
  it('1 card number is required (empty number, expiry given)', () =>
    expect(check({ cardnumber: '' })).toBe(1))
  it('2 card number is invalid (Luhn fails)', () => expect(check({ cardnumber: '4111111111111112' })).toBe(2))
  it('2 also for letters and for numbers outside 12–19 digits', () => {
    expect(check({ cardnumber: '4111x11111111111' })).toBe(2)
    expect(check({ cardnumber: '00000000000' })).toBe(2)
    expect(check({ cardnumber: '41111111111111111110' })).toBe(2)
  })
  it('3 expiry month is required', () => expect(check({ month: '' })).toBe(3))
  it('4 expiry month must be two characters (1 or 2 accepted)', () => {
    expect(check({ month: '012' })).toBe(4)
    expect(check({ month: '7' })).toBe(0)
  })
  it('5 expiry year is required', () => expect(check({ year: '' })).toBe(5))
  it('6 expiry year must be four characters', () => {
    expect(check({ year: '30' })).toBe(6)
    expect(check({ year: '02030' })).toBe(6)
  })
  it('7 card already expired (year before the current one)', () => expect(check({ year: '2025' })).toBe(7))
  it('8 card already expired (this year, earlier month)', () =>
    expect(check({ year: '2026', month: '10' })).toBe(8))
  it('9 invalid card expiry month (outside 1–12)', () => {
    expect(check({ month: '13' })).toBe(9)
    expect(check({ month: '00' })).toBe(9)
    expect(check({ year: '2026', month: '13' })).toBe(9)
    expect(check({ year: '2026', month: '0' })).toBe(9)
  })
  it('10 invalid cvv (3 or 4 digits when given)', () => {
    expect(check({ cvv: '12' })).toBe(10)
    expect(check({ cvv: '12345' })).toBe(10)
    expect(check({ cvv: '12a' })).toBe(10)
  })
  it('11 invalid month (not numeric)', () => expect(check({ month: 'ab' })).toBe(11))
  it('12 invalid year (not numeric)', () => expect(check({ year: '20x0' })).toBe(12))
})

describe('validateCard: order and edge cases', () => {
  it('the first failure wins, in the order 1 to 12', () => {
    expect(check({ cardnumber: '', month: '', year: '', cvv: '1' })).toBe(10) // see "no card at all"
    expect(check({ cardnumber: '', month: 'ab' })).toBe(1)
    expect(check({ cardnumber: '4111111111111112', month: '', year: '' })).toBe(2)
    expect(check({ month: '', year: '', cvv: '1' })).toBe(3)
    expect(check({ month: '123', year: '' })).toBe(4)
    expect(check({ year: '', cvv: '1' })).toBe(5)
    expect(check({ year: '30', month: 'ab' })).toBe(6)
    expect(check({ year: '2025', month: '13', cvv: '1' })).toBe(7)
    expect(check({ year: '2026', month: '01', cvv: '1' })).toBe(8)
    expect(check({ month: '13', cvv: '1' })).toBe(9)
    expect(check({ month: 'ab', year: 'abcd', cvv: '1' })).toBe(10)
    expect(check({ month: 'ab', year: 'abcd' })).toBe(11)
  })
  it('the current month is not expired', () => expect(check({ year: '2026', month: '11' })).toBe(0))
  it('a one-digit month is accepted (padded to two when encrypted)', () =>
    expect(check({ month: '1' })).toBe(0))
  it('year 0000 with month 00 (or 0) is allowed: the card has no expiry', () => {
    expect(check({ year: '0000', month: '00' })).toBe(0)
    expect(check({ year: '0000', month: '0' })).toBe(0)
    expect(check({ year: '0000', month: '05' })).toBe(7)
  })
  it('cvv is optional when empty, for every card', () => {
    expect(check({ cvv: '' })).toBe(0)
    expect(check({ cvv: undefined })).toBe(0)
    expect(check({ cvv: '1234' })).toBe(0)
  })
  it('spaces and dashes in the card number are ignored; month, year and cvv are trimmed', () => {
    expect(check({ cardnumber: '4111 1111-1111 1111' })).toBe(0)
    expect(check({ month: ' 12 ', year: ' 2030', cvv: '123 ' })).toBe(0)
  })
  it('uses the current date when no `now` is given', () => {
    const nextYear = String(new Date().getFullYear() + 1)
    expect(validateCard({ ...ok, year: nextYear })).toBe(0)
    expect(validateCard({ ...ok, year: '2000' })).toBe(7)
  })
})

describe('validateCard: 62 and 81 cards skip the expiry checks and the cvv is optional', () => {
  it.each([unionPay62, unionPay81])('%s: no expiry, no cvv is valid', (cardnumber) => {
    expect(validateCard({ cardnumber, month: '', year: '', cvv: '' }, now)).toBe(0)
    expect(validateCard({ cardnumber }, now)).toBe(0)
  })
  it('expired or out-of-range dates are not checked (codes 3–9 skipped)', () => {
    expect(validateCard({ cardnumber: unionPay62, month: '13', year: '2001' }, now)).toBe(0)
    expect(validateCard({ cardnumber: unionPay81, month: '123', year: '30' }, now)).toBe(0)
  })
  it('a cvv that is given must still be 3 or 4 digits (10)', () => {
    expect(validateCard({ cardnumber: unionPay62, cvv: '12' }, now)).toBe(10)
  })
  it('a month or year that is given must still be numeric (11, 12)', () => {
    expect(validateCard({ cardnumber: unionPay62, month: 'ab' }, now)).toBe(11)
    expect(validateCard({ cardnumber: unionPay81, year: 'abcd' }, now)).toBe(12)
  })
  it('the Luhn check still applies', () =>
    expect(validateCard({ cardnumber: '6200000000000006' }, now)).toBe(2))
})

describe('validateCard: no card number at all (resolution of "only the cvv is checked" vs code 1)', () => {
  it('number, month and year all empty: only the cvv format is checked (0 or 10)', () => {
    expect(validateCard({ cardnumber: '' }, now)).toBe(0)
    expect(validateCard({}, now)).toBe(0)
    expect(validateCard({ cardnumber: '', month: '', year: '', cvv: '123' }, now)).toBe(0)
    expect(validateCard({ cardnumber: '', cvv: '1' }, now)).toBe(10)
  })
  it('number empty but a month or a year given: 1 card number is required', () => {
    expect(validateCard({ cardnumber: '', month: '12' }, now)).toBe(1)
    expect(validateCard({ cardnumber: ' - ', year: '2030' }, now)).toBe(1)
  })
})
