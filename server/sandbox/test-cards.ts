// The sandbox acquirer's test cards and their documented outcomes. Every number passes Luhn (the form
// refuses the rest with code 2); any other Luhn-valid number is approved, so ad-hoc testing just works.
import { luhnValid, normalizeCardNumber } from '../../src/lib/card/number.ts'

export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'challenge' | 'invalid'

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'UnionPay' | 'Unknown'

export interface TestCard {
  number: string
  brand: CardBrand
  outcome: CardOutcome
  description: string
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approved', description: 'Approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved', description: 'Approved' },
  {
    number: '2223003122003222',
    brand: 'Mastercard',
    outcome: 'approved',
    description: 'Approved (2-series)',
  },
  {
    number: '378282246310005',
    brand: 'American Express',
    outcome: 'approved',
    description: 'Approved (15 digits, 37)',
  },
  {
    number: '341111111111111',
    brand: 'American Express',
    outcome: 'approved',
    description: 'Approved (15 digits, 34)',
  },
  {
    number: '6200000000000005',
    brand: 'UnionPay',
    outcome: 'approved',
    description: 'Approved (62: expiry and cvv optional)',
  },
  {
    number: '8100000000000002',
    brand: 'UnionPay',
    outcome: 'approved',
    description: 'Approved (81: expiry and cvv optional)',
  },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', description: 'Declined by the issuer' },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'insufficient_funds',
    description: 'Insufficient funds',
  },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: 'challenge',
    description: '3-D Secure challenge (the sandbox page asks for the one-time code)',
  },
]

/** The card scheme by its leading digits (IIN ranges); for display and the test-card table only. */
export function brandOf(number: string): CardBrand {
  const digits = normalizeCardNumber(number)
  if (/^3[47]/.test(digits)) return 'American Express'
  if (/^4/.test(digits)) return 'Visa'
  const firstFour = Number(digits.slice(0, 4))
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && firstFour >= 2221 && firstFour <= 2720))
    return 'Mastercard'
  if (/^(62|81)/.test(digits)) return 'UnionPay'
  return 'Unknown'
}

export function cardOutcome(number: string): CardOutcome {
  const digits = normalizeCardNumber(number)
  if (!luhnValid(digits)) return 'invalid'
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approved'
}
