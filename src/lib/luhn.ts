// The Luhn check digit (ISO/IEC 7812), used by sandbox virtual account numbers so a mistyped digit is
// caught before any lookup.

export function luhnCheckDigit(digits: string): number {
  let total = 0
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the payload (the check digit will sit to its right).
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    total += d
  }
  return (10 - (total % 10)) % 10
}

export const isLuhnValid = (number: string) =>
  /^\d+$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1))
