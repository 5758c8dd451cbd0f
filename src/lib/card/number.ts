// Card number helpers shared by the form checks, the mask and the sandbox acquirer.
import { isLuhnValid } from '../luhn.ts'

/** People group card numbers with spaces or dashes; neither is part of the number. */
export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '')

/**
 * The Luhn (mod 10) check over a normalized number. Lengths outside 12–19 digits are refused too:
 * "0000" and similar strings pass the bare checksum but are no card number.
 */
export function luhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && isLuhnValid(number)
}

/** SPEC §5: cards starting 62 or 81 (UnionPay) may carry no expiry date and no cvv. */
export const skipsExpiryChecks = (number: string): boolean => /^(62|81)/.test(number)
