import { describe, expect, it } from 'vitest'
import { brandOf } from '../../src/lib/card/brand.ts'
import { cardOutcome, TEST_CARDS } from '../../server/sandbox/test-cards.ts'
import { luhnValid } from '../../src/lib/card/number.ts'
import { validateCard } from '../../src/lib/card/validate.ts'

const now = new Date('2026-11-22T12:00:00')

describe('sandbox test cards', () => {
  it('every documented card passes Luhn and the form checks, and has its brand and outcome', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true)
      expect(validateCard({ cardnumber: card.number, month: '12', year: '2030', cvv: '123' }, now)).toBe(0)
      expect(brandOf(card.number), card.number).toBe(card.brand)
      expect(cardOutcome(card.number), card.number).toBe(card.outcome)
    }
  })
  it('covers the documented outcomes', () => {
    const outcome = (number: string) => TEST_CARDS.find((card) => card.number === number)?.outcome
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '341111111111111',
      '6200000000000005',
    ]) {
      expect(outcome(number), number).toBe('approved')
    }
    expect(outcome('4000000000000002')).toBe('declined')
    expect(outcome('4000000000009995')).toBe('insufficient_funds')
    expect(outcome('4000000000003220')).toBe('challenge')
  })
  it('any other Luhn-valid number is approved; a Luhn-invalid one is invalid', () => {
    expect(cardOutcome('4242424242424242')).toBe('approved')
    expect(cardOutcome('4242 4242-4242 4242')).toBe('approved')
    expect(cardOutcome('4000 0000 0000 0002')).toBe('declined')
    expect(cardOutcome('4242424242424241')).toBe('invalid')
    expect(cardOutcome('')).toBe('invalid')
  })
  it('brandOf by leading digits', () => {
    expect(brandOf('4111111111111111')).toBe('Visa')
    expect(brandOf('5105105105105100')).toBe('Mastercard')
    expect(brandOf('2221000000000009')).toBe('Mastercard')
    expect(brandOf('2720990000000000')).toBe('Mastercard')
    expect(brandOf('2721000000000000')).toBe('Unknown')
    expect(brandOf('371449635398431')).toBe('American Express')
    expect(brandOf('8100000000000002')).toBe('UnionPay')
    expect(brandOf('6011111111111117')).toBe('Unknown')
  })
})
