// Discount pricing, shared by the server and the storefront's display (rules: src/contract/discounts.ts), so
// the discount a shopper sees is the one the server charges.
import type { DiscountRefusalReason } from './discount-refusal.ts'
import type { DiscountType } from './discount-code.ts'

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
export const fromHundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`

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
