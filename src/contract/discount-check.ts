// The storefront's discount calls (rules: src/contract/discounts.ts): checking a code against a cart, and the
// terms the API carries in MYR beside the sen and basis points pricing reads.
import * as v from 'valibot'
import { optionalEmail, optionalPhone } from './fields.ts'
import { message } from './messages.ts'
import { DISCOUNT_REFUSAL_REASONS } from './discount-refusal.ts'
import { DISCOUNT_TYPES, DiscountCodeSchema } from './discount-code.ts'
import { fromHundredths, hundredths, type DiscountTerms } from './discount-pricing.ts'

const CheckItem = v.strictObject({
  product_id: v.pipe(
    v.string(message('id_required')),
    v.trim(),
    v.nonEmpty(message('id_required')),
    v.maxLength(64),
  ),
  variant_id: v.optional(
    v.nullable(
      v.pipe(v.string(message('id_required')), v.trim(), v.nonEmpty(message('id_required')), v.maxLength(64)),
    ),
  ),
  quantity: v.pipe(
    v.number(message('number', { field: 'quantity' })),
    v.integer(message('whole_number', { field: 'quantity' })),
    v.minValue(1),
    v.maxValue(10_000),
  ),
})

/** POST stores/public/store-{id}/discount-check: does this code apply to this cart, and what is it worth? */
export const DiscountCheckSchema = v.strictObject({
  code: DiscountCodeSchema,
  items: v.pipe(
    v.array(CheckItem, message('cart_empty')),
    v.minLength(1, message('cart_empty')),
    v.maxLength(100, 'At most 100 lines per order'),
  ),
  /** For the per-shopper limit; without them that limit is checked when the order is placed. */
  customer: v.optional(
    v.strictObject({ email: v.optional(v.nullable(optionalEmail())), phone: optionalPhone() }),
  ),
})
export type DiscountCheck = v.InferOutput<typeof DiscountCheckSchema>

/** The code's terms in the API's units, so the storefront can price a changed cart (even offline). */
export const DiscountTermsSchema = v.object({
  type: v.picklist(DISCOUNT_TYPES),
  value: v.string(),
  min_spend: v.nullable(v.string()),
  max_discount: v.nullable(v.string()),
})
export type DiscountTermsApi = v.InferOutput<typeof DiscountTermsSchema>

export const DiscountCheckResultSchema = v.object({
  code: v.string(),
  valid: v.boolean(),
  reason: v.nullable(v.picklist(DISCOUNT_REFUSAL_REASONS)),
  /** "10% off" when valid; the refusal when not. */
  message: v.string(),
  terms: v.nullable(DiscountTermsSchema),
  label: v.nullable(v.string()),
  /**
   * MYR: the items, the discount ("0.00" when refused) and the items less the discount (delivery not
   * included).
   */
  subtotal: v.string(),
  discount: v.string(),
  total: v.string(),
})
export type DiscountCheckResult = v.InferOutput<typeof DiscountCheckResultSchema>

export const termsFromApi = (terms: DiscountTermsApi): DiscountTerms => ({
  type: terms.type,
  value: hundredths(terms.value),
  min_spend_sen: terms.min_spend === null ? null : hundredths(terms.min_spend),
  max_discount_sen: terms.max_discount === null ? null : hundredths(terms.max_discount),
})

export const termsToApi = (terms: DiscountTerms): DiscountTermsApi => ({
  type: terms.type,
  value: fromHundredths(terms.value),
  min_spend: terms.min_spend_sen === null ? null : fromHundredths(terms.min_spend_sen),
  max_discount: terms.max_discount_sen === null ? null : fromHundredths(terms.max_discount_sen),
})

/**
 * A code the shopper applied at checkout, as the storefront keeps it in the checkout draft
 * (src/offline/db.ts): its terms let the page price a changed cart, even offline; the server applies it again
 * on arrival.
 */
export interface AppliedDiscount {
  code: string
  label: string
  terms: DiscountTermsApi
}
