// Card number helpers shared by the form checks, the mask and the sandbox acquirer.

/** People group card numbers with spaces or dashes; neither is part of the number. */
export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '')

/**
 * The Luhn (mod 10) check over a normalized number. Lengths outside 12–19 digits are refused too:
 * "0000" and similar strings pass the bare checksum but are no card number.
 */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** SPEC §5: cards starting 62 or 81 (UnionPay) may carry no expiry date and no cvv. */
export const skipsExpiryChecks = (number: string): boolean => /^(62|81)/.test(number)
