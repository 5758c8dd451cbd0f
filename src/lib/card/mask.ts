// The only form of a card number that may be shown, stored or logged: first 6 and last 4 digits,
// X between (SPEC §7).
import { normalizeCardNumber } from './number.ts'

export function maskCardNumber(number: string): string {
  const digits = normalizeCardNumber(number)
  // Ten digits or fewer would be shown whole by "6 + 4", so nothing is kept.
  if (digits.length <= 10) return 'X'.repeat(digits.length)
  return `${digits.slice(0, 6)}${'X'.repeat(digits.length - 10)}${digits.slice(-4)}`
}
