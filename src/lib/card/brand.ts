// The card scheme by a number's leading digits (IIN ranges): for display only (the sandbox's test-card
// table, a receipt naming the card it was paid with). A masked number keeps the 6 digits this needs.
import { normalizeCardNumber } from './number.ts'

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'UnionPay' | 'Unknown'

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
