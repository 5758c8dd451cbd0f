// Money: integer sen on the server, MYR strings with 2 decimals in the API, "RM 1,234.50" in the UI, and
// what a merchant types into an amount field.
import { MYR_AMOUNT_PATTERN } from '../contract/money.ts'

const MYR_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/

/** 123450 → "1234.50" (the API's MYR amount). */
export function senToMyr(sen: number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, never shown
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Amount in sen must be a whole number: ${sen}`)
  const sign = sen < 0 ? '-' : ''
  const abs = Math.abs(sen)
  const ringgit = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${ringgit}.${cents}`
}

/** "1234.5" or 1234.5 → 123450. Parses the decimal text, never float arithmetic, so no sen is lost. */
export function myrToSen(amount: string | number): number {
  const text = typeof amount === 'number' ? amountNumberToText(amount) : amount.trim()
  if (!MYR_PATTERN.test(text))
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, never shown
    throw new RangeError(`Not a MYR amount with at most 2 decimals: ${String(amount)}`)
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return negative ? -sen : sen
}

/** True when the text is a MYR amount with at most 2 decimals. */
export function isMyrAmount(text: string): boolean {
  return MYR_PATTERN.test(text.trim())
}

function amountNumberToText(amount: number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, never shown
  if (!Number.isFinite(amount)) throw new RangeError(`Not a MYR amount: ${amount}`)
  // toFixed(2) rounds binary noise (0.1 + 0.2) but would hide a third decimal: reject those first.
  const fixed = amount.toFixed(2)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, never shown
  if (Math.abs(Number(fixed) - amount) > 1e-9) throw new RangeError(`More than 2 decimals: ${amount}`)
  return fixed
}

const grouping = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 123450 → "RM 1,234.50"; negative amounts as "-RM 12.00". */
export function formatSen(sen: number): string {
  const text = grouping.format(Math.abs(sen) / 100)
  return `${sen < 0 ? '-' : ''}RM ${text}`
}

/** The API's "1234.50" → "RM 1,234.50". */
export function formatMyr(amount: string | number): string {
  return formatSen(myrToSen(amount))
}

/** What a merchant types ("RM 1,234.5") without the currency and grouping: "1234.5". */
export function cleanAmount(text: string): string {
  return text
    .trim()
    .replace(/^rm\s*/i, '')
    .replace(/[,\s]/g, '')
}

/** A typed amount as the API carries it ("12.5" → "12.50"); null when it is not an amount. */
export function toApiAmount(text: string): string | null {
  const cleaned = cleanAmount(text)
  if (!MYR_AMOUNT_PATTERN.test(cleaned)) return null
  const [whole = '0', fraction = ''] = cleaned.split('.')
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`
}
