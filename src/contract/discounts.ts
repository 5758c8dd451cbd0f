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
import { optionalEmail, optionalPhone } from './fields.ts'
import { message } from './messages.ts'
import { MYR_AMOUNT_PATTERN } from './money.ts'
import { DISCOUNT_STATUSES, type DiscountStatus } from './discount-choices.ts'
import { DISCOUNT_REFUSAL_REASONS, type DiscountRefusalReason } from './discount-refusal.ts'

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export { DISCOUNT_SORTS, DISCOUNT_STATUSES, type DiscountStatus } from './discount-choices.ts'
export {
  DISCOUNT_REFUSAL_REASONS,
  DiscountRefusalSchema,
  type DiscountRefusal,
  type DiscountRefusalReason,
} from './discount-refusal.ts'
export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Inactive',
}

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/
export const CODE_MESSAGE = 'Use 3 to 32 letters, digits, dashes or underscores'
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/
export const LIMIT_MAX = 1_000_000

/** A code as typed: trimmed and upper-cased before it is checked. */
export const DiscountCodeSchema = v.pipe(
  v.string(message('text', { field: 'code' })),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(message('required', { field: 'code' })),
  v.regex(DISCOUNT_CODE_PATTERN, CODE_MESSAGE),
)

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
        v.maxLength(200, 'Choose at most 200 stores'),
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
  store_ids: v.nullable(v.array(v.string())),
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

// ----- pricing, shared by the server and the storefront's display -----

/** What pricing needs of a code, in sen and basis points (1% = 100). */
export interface DiscountTerms {
  type: DiscountType
  /** percent: basis points (10.5% = 1050); fixed: sen. */
  value: number
  min_spend_sen: number | null
  max_discount_sen: number | null
}

/** "10.5" → 1050 basis points, "5.00" → 500 sen: both are hundredths. */
export const hundredths = (text: string): number => {
  const [whole = '0', fraction = ''] = text.trim().split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}
const fromHundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`

/**
 * The discount on an items subtotal (sen): percent rounds half up and stops at the cap, fixed is its amount;
 * never more than the subtotal, nor than `payableSen - 1` when given (an order keeps at least 1 sen to pay).
 * 0 when the subtotal is below the minimum spend: check that first (discountRefusal) to tell the shopper why.
 */
export function priceDiscount(terms: DiscountTerms, subtotalSen: number, payableSen?: number): number {
  if (subtotalSen <= 0 || (terms.min_spend_sen !== null && subtotalSen < terms.min_spend_sen)) return 0
  let amount =
    terms.type === 'percent' ? Math.floor((subtotalSen * terms.value + 5_000) / 10_000) : terms.value
  if (terms.type === 'percent' && terms.max_discount_sen !== null)
    amount = Math.min(amount, terms.max_discount_sen)
  amount = Math.min(amount, subtotalSen)
  if (payableSen !== undefined) amount = Math.min(amount, payableSen - 1)
  return Math.max(0, amount)
}

/** "10% off", "RM 5.00 off", with the cap and the minimum spend when set. */
export function discountLabel(terms: DiscountTerms): string {
  const rm = (sen: number) => `RM ${fromHundredths(sen).replace(/\B(?=(\d{3})+(?!\d))/, ',')}`
  const percent = fromHundredths(terms.value)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1')
  const main = terms.type === 'percent' ? `${percent}% off` : `${rm(terms.value)} off`
  const cap =
    terms.type === 'percent' && terms.max_discount_sen !== null ? `, up to ${rm(terms.max_discount_sen)}` : ''
  const min =
    terms.min_spend_sen !== null && terms.min_spend_sen > 0
      ? ` when you spend ${rm(terms.min_spend_sen)} or more`
      : ''
  return `${main}${cap}${min}`
}

/** The rules a code must pass for one cart, in the order a shopper would want to hear them. */
export interface DiscountUse {
  code: string
  is_active: boolean
  valid_from: string | null
  valid_until: string | null
  store_ids: string[] | null
  usage_limit: number | null
  usage_limit_per_shopper: number | null
  times_used: number
  terms: DiscountTerms
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "2026-12-01" → "1 Dec 2026". */
export const dayLabel = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${d} ${MONTHS[m - 1] ?? ''} ${y}`
}

/** null when the code applies; else the reason and the shopper's message. `today` is the MYT day. */
export function discountRefusal(
  use: DiscountUse,
  cart: { storeId: string; subtotalSen: number; today: string; shopperUses?: number },
): { reason: DiscountRefusalReason; message: string } | null {
  const { code } = use
  if (!use.is_active) return { reason: 'inactive', message: `${code} is no longer available` }
  if (use.valid_from && cart.today < use.valid_from)
    return { reason: 'not_started', message: `${code} can be used from ${dayLabel(use.valid_from)}` }
  if (use.valid_until && cart.today > use.valid_until)
    return { reason: 'expired', message: `${code} expired on ${dayLabel(use.valid_until)}` }
  if (use.store_ids && !use.store_ids.includes(cart.storeId))
    return { reason: 'other_store', message: `${code} cannot be used in this store` }
  if (use.usage_limit !== null && use.times_used >= use.usage_limit)
    return { reason: 'used_up', message: `${code} has been fully redeemed` }
  if (use.usage_limit_per_shopper !== null && (cart.shopperUses ?? 0) >= use.usage_limit_per_shopper)
    return {
      reason: 'shopper_used_up',
      message:
        use.usage_limit_per_shopper === 1
          ? `You have already used ${code}`
          : `You have used ${code} ${use.usage_limit_per_shopper} times, the most allowed`,
    }
  const min = use.terms.min_spend_sen
  if (min !== null && cart.subtotalSen < min)
    return {
      reason: 'min_spend',
      message: `Spend at least RM ${fromHundredths(min)} on items to use ${code} (your items come to RM ${fromHundredths(cart.subtotalSen)})`,
    }
  return null
}

/** The shopper's key for per-shopper limits: the email as stored (trimmed, lower-case). */
export const shopperEmailKey = (email: string) => email.trim().toLowerCase()
/** Phone digits, a local 0… read as 60…: "+60 12-345 6789" and "012-345 6789" are one shopper. */
export const shopperPhoneKey = (phone: string | null | undefined): string | null => {
  if (!phone) return null
  const digits = phone.replace(/\D/g, '')
  if (digits === '') return null
  return digits.startsWith('0') ? `6${digits}` : digits
}

// ----- the storefront's calls -----

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
