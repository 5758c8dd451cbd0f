// SPEC §5 card payment form checks, in order; the first failure's code is the answer (0 = valid).
// Ambiguity resolved: "if no card number is given, only the cvv format is checked" applies when the
// whole card is absent (no number, month or year); a form with a month or year but no number gets 1.

export interface CardInput {
  cardnumber?: string
  month?: string
  year?: string
  cvv?: string
}

export const CARD_MESSAGES: Readonly<Record<number, string>> = {
  1: 'card number is required',
  2: 'card number is invalid',
  3: 'expiry month is required',
  4: 'expiry month must be two characters',
  5: 'expiry year is required',
  6: 'expiry year must be four characters',
  7: 'card already expired',
  8: 'card already expired',
  9: 'invalid card expiry month',
  10: 'invalid cvv',
  11: 'invalid month',
  12: 'invalid year',
}

export function cardErrorMessage(code: number): string {
  return CARD_MESSAGES[code] ?? 'unknown error'
}

export const digitsOnly = (number: string) => number.replace(/[\s-]/g, '')

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

const cvvOk = (cvv: string) => cvv === '' || /^\d{3,4}$/.test(cvv)

export function validateCard(card: CardInput, now: Date = new Date()): number {
  const number = digitsOnly(card.cardnumber ?? '')
  const month = (card.month ?? '').trim()
  const year = (card.year ?? '').trim()
  const cvv = (card.cvv ?? '').trim()

  if (number === '' && month === '' && year === '') return cvvOk(cvv) ? 0 : 10
  if (number === '') return 1
  if (!luhnValid(number)) return 2
  // UnionPay-style 62 and 81 cards may have no expiry and no cvv.
  const noExpiry = number.startsWith('62') || number.startsWith('81')
  if (!noExpiry) {
    if (month === '') return 3
    if (month.length > 2) return 4
    if (year === '') return 5
    if (year.length !== 4) return 6
    const isOpenEnded = year === '0000' && /^0{1,2}$/.test(month)
    if (!isOpenEnded && /^\d+$/.test(year) && /^\d+$/.test(month)) {
      const y = Number(year)
      const m = Number(month)
      const currentYear = now.getFullYear()
      if (y < currentYear) return 7
      if (y === currentYear && m >= 1 && m < now.getMonth() + 1) return 8
      if (m < 1 || m > 12) return 9
    }
  }
  if (!cvvOk(cvv)) return 10
  if (month !== '' && !/^\d+$/.test(month)) return 11
  if (year !== '' && !/^\d+$/.test(year)) return 12
  return 0
}
