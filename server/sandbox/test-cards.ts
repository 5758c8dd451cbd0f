// The sandbox acquirer's test cards and their documented outcomes. Every number passes Luhn (the form
// refuses the rest with code 2); any other Luhn-valid number is approved, so ad-hoc testing just works.
import type { CardBrand } from '../../src/lib/card/brand.ts'
import { luhnValid, normalizeCardNumber } from '../../src/lib/card/number.ts'

export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'challenge' | 'invalid'

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

export function cardOutcome(number: string): CardOutcome {
  const digits = normalizeCardNumber(number)
  if (!luhnValid(digits)) return 'invalid'
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approved'
}
