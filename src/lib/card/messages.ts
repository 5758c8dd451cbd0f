// SPEC §5 card form check codes and their English texts (SPEC §8: any other code is "unknown error").
// Codes 7 and 8 share a text on purpose: the payer only needs to know the card has expired.

export const CardCheck = {
  VALID: 0,
  NUMBER_REQUIRED: 1,
  NUMBER_INVALID: 2,
  MONTH_REQUIRED: 3,
  MONTH_LENGTH: 4,
  YEAR_REQUIRED: 5,
  YEAR_LENGTH: 6,
  EXPIRED_YEAR: 7,
  EXPIRED_MONTH: 8,
  MONTH_OUT_OF_RANGE: 9,
  CVV_INVALID: 10,
  MONTH_NOT_NUMERIC: 11,
  YEAR_NOT_NUMERIC: 12,
} as const

export type CardCheckCode = (typeof CardCheck)[keyof typeof CardCheck]

// SPEC §5 fixes these texts (and SPEC §8 "unknown error"): the payment form shows them as SPEC words them.
/* eslint-disable lingui/no-unlocalized-strings -- SPEC §5's fixed card check messages */
// A Map, not an object literal: a lookup by an arbitrary code must never reach Object.prototype.
const MESSAGES = new Map<number, string>([
  [CardCheck.NUMBER_REQUIRED, 'card number is required'],
  [CardCheck.NUMBER_INVALID, 'card number is invalid'],
  [CardCheck.MONTH_REQUIRED, 'expiry month is required'],
  [CardCheck.MONTH_LENGTH, 'expiry month must be two characters'],
  [CardCheck.YEAR_REQUIRED, 'expiry year is required'],
  [CardCheck.YEAR_LENGTH, 'expiry year must be four characters'],
  [CardCheck.EXPIRED_YEAR, 'card already expired'],
  [CardCheck.EXPIRED_MONTH, 'card already expired'],
  [CardCheck.MONTH_OUT_OF_RANGE, 'invalid card expiry month'],
  [CardCheck.CVV_INVALID, 'invalid cvv'],
  [CardCheck.MONTH_NOT_NUMERIC, 'invalid month'],
  [CardCheck.YEAR_NOT_NUMERIC, 'invalid year'],
])

export function cardErrorMessage(code: number): string {
  return MESSAGES.get(code) ?? 'unknown error'
}
/* eslint-enable lingui/no-unlocalized-strings */
