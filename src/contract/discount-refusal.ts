// The answer to a storefront order whose discount code the store refused (DISCOUNT_REFUSED, codes.ts): its
// own module because the storefront's outbox (src/offline/outbox.ts) keeps it with the refused order on
// every page, and the rest of src/contract/discounts.ts (which re-exports it) loads only with checkout.
import * as v from 'valibot'

/** Why a code was refused; the storefront shows `message`. */
export const DISCOUNT_REFUSAL_REASONS = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'other_store',
  'used_up',
  'shopper_used_up',
  'min_spend',
  'amount_changed',
] as const
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSAL_REASONS)[number]

/** data of a DISCOUNT_REFUSED answer to checkout: nothing was created. */
export const DiscountRefusalSchema = v.object({
  breakdown: v.record(v.string(), v.string()),
  code: v.string(),
  reason: v.picklist(DISCOUNT_REFUSAL_REASONS),
  message: v.string(),
  /** What the order comes to now (MYR): `discount` is what the code still gives ("0.00" when refused). */
  subtotal: v.string(),
  shipping: v.string(),
  discount: v.string(),
  total: v.string(),
  /** True when the code still applies with a smaller discount (reason amount_changed). */
  code_still_applies: v.boolean(),
})
export type DiscountRefusal = v.InferOutput<typeof DiscountRefusalSchema>
