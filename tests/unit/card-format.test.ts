import { describe, expect, it } from 'vitest'
import { maskCardNumber } from '../../src/lib/card/mask.ts'
import { CardCheck, cardErrorMessage } from '../../src/lib/card/messages.ts'
import { luhnValid, normalizeCardNumber } from '../../src/lib/card/number.ts'
import { randomSessionKey } from '../../src/lib/card/salted-aes.ts'

describe('cardErrorMessage', () => {
  it('gives the exact English text of every SPEC §5 code', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(cardErrorMessage)).toEqual([
      'card number is required',
      'card number is invalid',
      'expiry month is required',
      'expiry month must be two characters',
      'expiry year is required',
      'expiry year must be four characters',
      'card already expired',
      'card already expired',
      'invalid card expiry month',
      'invalid cvv',
      'invalid month',
      'invalid year',
    ])
  })
  it('answers "unknown error" for any other code, including 0', () => {
    for (const code of [0, -1, 13, 99, 1.5, Number.NaN]) expect(cardErrorMessage(code)).toBe('unknown error')
  })
  it('gives each named check its own text, and the valid code none', () => {
    // The names are what the validator returns; each must lead to the text SPEC §5 gives that check.
    expect(
      Object.fromEntries(Object.entries(CardCheck).map(([name, code]) => [name, cardErrorMessage(code)])),
    ).toEqual({
      VALID: 'unknown error',
      NUMBER_REQUIRED: 'card number is required',
      NUMBER_INVALID: 'card number is invalid',
      MONTH_REQUIRED: 'expiry month is required',
      MONTH_LENGTH: 'expiry month must be two characters',
      YEAR_REQUIRED: 'expiry year is required',
      YEAR_LENGTH: 'expiry year must be four characters',
      EXPIRED_YEAR: 'card already expired',
      EXPIRED_MONTH: 'card already expired',
      MONTH_OUT_OF_RANGE: 'invalid card expiry month',
      CVV_INVALID: 'invalid cvv',
      MONTH_NOT_NUMERIC: 'invalid month',
      YEAR_NOT_NUMERIC: 'invalid year',
    })
  })
})

describe('maskCardNumber', () => {
  it('keeps the first 6 and last 4 digits, X between', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111XXXXXX1111')
    expect(maskCardNumber('378282246310005')).toBe('378282XXXXX0005')
    expect(maskCardNumber('4111 1111-1111 1111')).toBe('411111XXXXXX1111')
  })
  it('hides a number of 10 digits or fewer entirely (6 + 4 would show all of it)', () => {
    expect(maskCardNumber('4111111111')).toBe('XXXXXXXXXX')
    expect(maskCardNumber('')).toBe('')
  })
})

describe('card number helpers', () => {
  it('normalizes spaces and dashes only', () => expect(normalizeCardNumber(' 4111-1111 a')).toBe('41111111a'))
  it('luhnValid', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('0000')).toBe(false)
  })
  it('session keys are 8 random alphanumeric characters', () => {
    const keys = Array.from({ length: 200 }, () => randomSessionKey())
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
