// The only form of a card number that may be shown or stored: first 6 and last 4 digits, X between.
import { digitsOnly } from './validate.ts'

export function maskCardNumber(number: string): string {
  const digits = digitsOnly(number)
  if (digits.length <= 10) return 'X'.repeat(digits.length)
  return `${digits.slice(0, 6)}${'X'.repeat(digits.length - 10)}${digits.slice(-4)}`
}
