// Discount codes (SPEC §3 lists "discounts" with fields not shown; §7 `GET discounts`): what a merchant sets
// up in the console and a shopper types at storefront checkout. Shared by the server, the console form and
// the storefront, so the pricing the shopper sees is the pricing the server charges (priceDiscount below).
//
// Rules Niaga designed (docs/discounts.md):
// - A code is 3 to 32 letters, digits, dashes or underscores, stored upper-case and unique per account
//   whatever the case typed ("welcome10" is WELCOME10). It is valid only in the stores of its own account.
// - percent: 1 to 100 with at most 2 decimals, optionally capped by max_discount (MYR); fixed: a MYR amount.
//   Either way the discount applies to the items' subtotal (never to delivery), is at most that subtotal,
//   and never brings an order below RM 0.01 (the bill's minimum: with free delivery, 1 sen is left to pay).
//   Percent amounts round half up to the sen.
// - min_spend compares with the items' subtotal before the discount. Delivery's free-shipping threshold also
//   reads the subtotal before the discount.
// - valid_from and valid_until are Malaysian days (yyyy-MM-dd, MYT), both included; empty means no bound.
// - usage_limit counts every order that used the code; usage_limit_per_shopper counts orders by the same
//   shopper, who is known by the checkout's email, or its phone (digits, 0… read as 60…) when one is given.
//   Both are checked again inside the order's transaction with the code's row locked, so two orders at the
//   same moment cannot pass a limit of 1.
// - store_ids null: every store of the account; a list: only those stores.
// - Deleting a code nobody used removes it. Deleting a code that orders used keeps it with its history and
//   only deactivates it (is_active false); the answer says which happened (`removed`).
//
// At checkout the server prices the order again from its own prices and applies the code again; the client's
// numbers are never used to price. When a code is refused as the order arrives (a checkout queued offline,
// the code expired or used up meanwhile), nothing is created and the answer is DISCOUNT_REFUSED (codes.ts)
// with the reason, a message for the shopper and the order's total as it would be charged now
// (DiscountRefusalSchema). The storefront keeps the queued order and lets the shopper either place it at
// that total (without the code, or with the smaller discount it still gives) or cancel it.
import * as v from 'valibot'
import { listOf } from './envelope.ts'
import { message } from './messages.ts'
import { MYR_AMOUNT_PATTERN } from './money.ts'
import { DISCOUNT_STATUSES } from './discount-choices.ts'
import { DISCOUNT_TYPES, DiscountCodeSchema } from './discount-code.ts'

/** A discount names at most this many stores (or none: every store). */
export const MAX_DISCOUNT_STORES = 200

export { DISCOUNT_SORTS, DISCOUNT_STATUSES, type DiscountStatus } from './discount-choices.ts'
export {
  DISCOUNT_REFUSAL_REASONS,
  DiscountRefusalSchema,
  type DiscountRefusal,
  type DiscountRefusalReason,
} from './discount-refusal.ts'

export {
  DISCOUNT_TYPES,
  type DiscountType,
  DISCOUNT_CODE_PATTERN,
  CODE_MESSAGE,
  DiscountCodeSchema,
} from './discount-code.ts'
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/
export const LIMIT_MAX = 1_000_000

/** Text or a JSON number, as typed; "10" and 10 both read "10". */
const decimalText = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message('number', { field })),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
  )

const optionalMyr = (field: string, label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        decimalText(field),
        v.transform((text) => (text === '' ? null : text)),
        v.nullable(
          v.pipe(
            v.string(),
            v.regex(MYR_AMOUNT_PATTERN, `${label} must be a MYR amount with at most 2 decimals`),
          ),
        ),
      ),
    ),
  )

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const isRealDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
const optionalDay = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} is a date (yyyy-MM-dd)`),
        v.trim(),
        v.transform((text) => (text === '' ? null : text)),
        v.nullable(
          v.pipe(
            v.string(),
            v.regex(DAY_PATTERN, `${label} is a date (yyyy-MM-dd)`),
            v.check(isRealDay, `${label} is not a real date`),
          ),
        ),
      ),
    ),
  )

const optionalLimit = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.integer(`${label} must be a whole number`),
        v.minValue(1, `${label} must be at least 1 (leave it empty for no limit)`),
        v.maxValue(LIMIT_MAX, `${label} may not exceed 1,000,000`),
      ),
    ),
  )

const STORE_ID = v.pipe(v.string('Choose stores by id'), v.uuid('Choose stores by id'))

/** The fields of a code; the rules between them are in discountRuleErrors. */
export const discountEntries = {
  code: DiscountCodeSchema,
  type: v.picklist(DISCOUNT_TYPES, 'The type is percent or fixed'),
  /** percent: 1–100 with at most 2 decimals; fixed: MYR. */
  value: v.pipe(decimalText('value'), v.nonEmpty(message('required', { field: 'value' }))),
  min_spend: optionalMyr('min_spend', 'The minimum spend'),
  max_discount: optionalMyr('max_discount', 'The maximum discount'),
  valid_from: optionalDay('The start date'),
  valid_until: optionalDay('The end date'),
  usage_limit: optionalLimit('The usage limit'),
  usage_limit_per_shopper: optionalLimit('The limit per shopper'),
  /** null: every store of the account. */
  store_ids: v.optional(
    v.nullable(
      v.pipe(
        v.array(STORE_ID, 'Choose stores by id'),
        v.minLength(1, 'Choose at least one store, or all stores'),
        v.maxLength(MAX_DISCOUNT_STORES, `Choose at most ${MAX_DISCOUNT_STORES} stores`),
        v.check((ids) => new Set(ids).size === ids.length, 'A store is chosen twice'),
      ),
    ),
  ),
  is_active: v.optional(v.boolean('Active is true or false')),
}

type Entries = { [K in keyof typeof discountEntries]: v.InferOutput<(typeof discountEntries)[K]> }
export type DiscountFields = Omit<
  Entries,
  | 'min_spend'
  | 'max_discount'
  | 'valid_from'
  | 'valid_until'
  | 'usage_limit'
  | 'usage_limit_per_shopper'
  | 'store_ids'
  | 'is_active'
> & {
  min_spend?: string | null | undefined
  max_discount?: string | null | undefined
  valid_from?: string | null | undefined
  valid_until?: string | null | undefined
  usage_limit?: number | null | undefined
  usage_limit_per_shopper?: number | null | undefined
  store_ids?: string[] | null | undefined
  is_active?: boolean | undefined
}

/**
 * The rules between fields, one message per field: the create schema, the merged update and the form use it.
 */
export function discountRuleErrors(input: DiscountFields): Record<string, string> {
  const errors: Record<string, string> = {}
  if (input.type === 'percent') {
    const ok = PERCENT_PATTERN.test(input.value) && Number(input.value) >= 1 && Number(input.value) <= 100
    if (!ok) errors.value = 'The percentage must be from 1 to 100, with at most 2 decimals'
  } else if (!MYR_AMOUNT_PATTERN.test(input.value) || Number(input.value) < 0.01) {
    errors.value = 'The amount must be a MYR amount of at least RM 0.01, with at most 2 decimals'
  } else if (Number(input.value) > 1_000_000) {
    errors.value = 'The amount may not exceed RM 1,000,000.00'
  }
  if (input.type === 'fixed' && input.max_discount)
    errors.max_discount = 'A maximum discount applies to percent codes only'
  if (input.max_discount && Number(input.max_discount) < 0.01)
    errors.max_discount = 'The maximum discount must be at least RM 0.01'
  if (input.valid_from && input.valid_until && input.valid_until < input.valid_from)
    errors.valid_until = 'The end date may not be before the start date'
  if (input.usage_limit && input.usage_limit_per_shopper && input.usage_limit_per_shopper > input.usage_limit)
    errors.usage_limit_per_shopper = 'The limit per shopper may not exceed the usage limit'
  return errors
}

const withRules = <
  T extends
    | v.ObjectSchema<typeof discountEntries, undefined>
    | v.StrictObjectSchema<typeof discountEntries, undefined>,
>(
  schema: T,
) =>
  v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      for (const [field, text] of Object.entries(discountRuleErrors(dataset.value as DiscountFields)))
        addIssue({
          message: text,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: field,
              value: (dataset.value as Record<string, unknown>)[field],
            },
          ],
        })
    }),
  )

export const DiscountCreateSchema = withRules(v.strictObject(discountEntries))
/** Any subset of the fields; the server checks the rules on the code as it would be after the change. */
export const DiscountUpdateSchema = v.partial(v.strictObject(discountEntries))
export type DiscountInput = v.InferInput<typeof DiscountCreateSchema>

export const DiscountSchema = v.object({
  id: v.string(),
  code: v.string(),
  type: v.picklist(DISCOUNT_TYPES),
  /** "10.00" (percent) or "5.00" (MYR). */
  value: v.string(),
  min_spend: v.nullable(v.string()),
  max_discount: v.nullable(v.string()),
  valid_from: v.nullable(v.string()),
  valid_until: v.nullable(v.string()),
  usage_limit: v.nullable(v.number()),
  usage_limit_per_shopper: v.nullable(v.number()),
  store_ids: v.nullable(listOf(v.string(), MAX_DISCOUNT_STORES)),
  is_active: v.boolean(),
  status: v.picklist(DISCOUNT_STATUSES),
  /** Orders that used the code, and what they took off in all (MYR). */
  times_used: v.number(),
  total_discounted: v.string(),
  /** "10% off, up to RM 20.00" — how the storefront and the console describe the code. */
  label: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Discount = v.InferOutput<typeof DiscountSchema>

/** DELETE discounts/{id}: removed, or kept inactive because orders used it. */
export const DiscountDeleteSchema = v.object({
  id: v.string(),
  removed: v.boolean(),
  discount: v.nullable(DiscountSchema),
})

// Pricing and the storefront's calls live beside this file; importers keep one name for discounts.
export * from './discount-pricing.ts'
export * from './discount-check.ts'
