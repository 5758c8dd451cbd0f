// SPEC §5 card payment form checks, in order; the first failure's code is the answer (0 = valid).
//
// Ambiguities, resolved here and named in tests/unit/card-validate.test.ts:
// - "If no card number is given, only the cvv format is checked" vs code 1 "card number is required":
//   when the number, month and year are all empty (nothing but maybe a cvv), only the cvv is checked
//   (0 or 10); when the number is empty but a month or year is given, the answer is 1.
// - Codes 7–9 compare numbers, so they only run on numeric values; a non-numeric month or year is
//   reported by 11 or 12, which come after the cvv check (10) as the spec orders them.
// - 0000 with 00 (or 0, the same month once padded to two digits) means "no expiry" and passes 7–9.
// - 62/81 cards skip codes 3–9; a month or year they do give must still be numeric (11, 12), and a
//   cvv they do give must still be 3 or 4 digits (10): "optional" means it may be empty.
// - Month, year and cvv are trimmed; the card number ignores spaces and dashes.
// - "Current" month and year are the local calendar of `now`: the payer's own clock in the browser.
import { CardCheck, type CardCheckCode } from './messages.ts'
import { luhnValid, normalizeCardNumber, skipsExpiryChecks } from './number.ts'

// server/services/payments/card.ts imports the message lookup from here; it lives in messages.ts.
export { cardErrorMessage } from './messages.ts'

export interface CardInput {
  cardnumber?: string
  month?: string
  year?: string
  cvv?: string
}

const NUMERIC = /^\d+$/
const cvvValid = (cvv: string) => cvv === '' || /^\d{3,4}$/.test(cvv)

/** Codes 3 to 9, for cards that carry an expiry date. */
function expiryCode(month: string, year: string, now: Date): CardCheckCode {
  if (month === '') return CardCheck.MONTH_REQUIRED
  if (month.length > 2) return CardCheck.MONTH_LENGTH
  if (year === '') return CardCheck.YEAR_REQUIRED
  if (year.length !== 4) return CardCheck.YEAR_LENGTH
  if (!NUMERIC.test(month) || !NUMERIC.test(year)) return CardCheck.VALID
  const m = Number(month)
  const y = Number(year)
  if (y === 0 && m === 0) return CardCheck.VALID
  const currentYear = now.getFullYear()
  if (y < currentYear) return CardCheck.EXPIRED_YEAR
  // Month 0 of this year is not "expired" but out of range: it falls through to code 9.
  if (y === currentYear && m >= 1 && m < now.getMonth() + 1) return CardCheck.EXPIRED_MONTH
  if (m < 1 || m > 12) return CardCheck.MONTH_OUT_OF_RANGE
  return CardCheck.VALID
}

export function validateCard(card: CardInput, now: Date = new Date()): CardCheckCode {
  const number = normalizeCardNumber(card.cardnumber ?? '')
  const month = (card.month ?? '').trim()
  const year = (card.year ?? '').trim()
  const cvv = (card.cvv ?? '').trim()

  if (number === '' && month === '' && year === '')
    return cvvValid(cvv) ? CardCheck.VALID : CardCheck.CVV_INVALID
  if (number === '') return CardCheck.NUMBER_REQUIRED
  if (!luhnValid(number)) return CardCheck.NUMBER_INVALID
  if (!skipsExpiryChecks(number)) {
    const code = expiryCode(month, year, now)
    if (code !== CardCheck.VALID) return code
  }
  if (!cvvValid(cvv)) return CardCheck.CVV_INVALID
  if (month !== '' && !NUMERIC.test(month)) return CardCheck.MONTH_NOT_NUMERIC
  if (year !== '' && !NUMERIC.test(year)) return CardCheck.YEAR_NOT_NUMERIC
  return CardCheck.VALID
}
