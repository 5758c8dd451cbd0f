// Sandbox test cards and what the acquirer answers for each (documented in the README).
import { luhnValid } from '../../src/lib/card/validate.ts'

export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'challenge' | 'invalid'

export const TEST_CARDS: readonly { number: string; brand: string; outcome: CardOutcome; description: string }[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approved', description: 'Approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved', description: 'Approved' },
  { number: '378282246310005', brand: 'American Express', outcome: 'approved', description: 'Approved (15 digits, 37)' },
  { number: '341111111111111', brand: 'American Express', outcome: 'approved', description: 'Approved (15 digits, 34)' },
  { number: '6200000000000005', brand: 'UnionPay', outcome: 'approved', description: 'Approved (62: expiry and cvv optional)' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', description: 'Declined by the issuer' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'insufficient_funds', description: 'Insufficient funds' },
  { number: '4000000000003220', brand: 'Visa', outcome: 'challenge', description: '3-D Secure challenge (code 123456)' },
]

export function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'American Express'
  if (/^4/.test(number)) return 'Visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard'
  if (/^62/.test(number)) return 'UnionPay'
  return 'Card'
}

export function cardOutcome(number: string): CardOutcome {
  if (!luhnValid(number)) return 'invalid'
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'approved'
}
