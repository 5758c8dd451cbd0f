// A discount code and its kinds (rules: src/contract/discounts.ts), apart so that the storefront's calls and
// pricing can use them without importing the whole contract back.
import * as v from 'valibot'
import { message } from './messages.ts'

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/
export const CODE_MESSAGE = 'Use 3 to 32 letters, digits, dashes or underscores'

/** A code as typed: trimmed and upper-cased before it is checked. */
export const DiscountCodeSchema = v.pipe(
  v.string(message('text', { field: 'code' })),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(message('required', { field: 'code' })),
  v.regex(DISCOUNT_CODE_PATTERN, CODE_MESSAGE),
)
