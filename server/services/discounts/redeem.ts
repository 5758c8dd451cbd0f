// A discount code at checkout: checked for a cart (the storefront's "check a code"), and redeemed inside the
// order's transaction. Redeeming locks the code's row first (SELECT … FOR UPDATE), then decides with what is
// committed by then: a second order for the last use waits for the first and then finds the code used up.
import { and, eq, or, sql } from 'drizzle-orm'
import {
  discountRefusal,
  priceDiscount,
  shopperEmailKey,
  shopperPhoneKey,
  type DiscountRefusal,
  type DiscountRefusalReason,
} from '../../../src/contract/discounts.ts'
import { ResponseCode } from '../../../src/contract/codes.ts'
import type { ErrorData } from '../../../src/contract/envelope.ts'
import { todayInMalaysia } from '../../../src/lib/dates.ts'
import { formatSen, myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { discountRedemptions, discounts } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { termsOf, type DiscountRow } from './discounts.ts'
import type { Deps } from '../../deps.ts'

export interface Shopper {
  email?: string | null | undefined
  phone?: string | null | undefined
}

async function findCode(
  deps: Deps,
  accountId: string,
  code: string,
  lock: boolean,
): Promise<DiscountRow | undefined> {
  const { db } = deps
  const query = db
    .select()
    .from(discounts)
    .where(and(eq(discounts.account_id, accountId), eq(discounts.code, code.trim().toUpperCase())))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Orders this shopper (by email, or by phone when given) placed with the code. */
async function shopperUses(deps: Deps, discountId: string, shopper: Shopper): Promise<number> {
  const { db } = deps
  const email = shopper.email ? shopperEmailKey(shopper.email) : null
  const phone = shopperPhoneKey(shopper.phone)
  if (!email && !phone) return 0
  return db.$count(
    discountRedemptions,
    and(
      eq(discountRedemptions.discount_id, discountId),
      or(
        email ? eq(discountRedemptions.shopper_key, email) : undefined,
        phone ? eq(discountRedemptions.shopper_phone, phone) : undefined,
      ),
    ),
  )
}

type Decision =
  | { ok: true; row: DiscountRow; amount_sen: number }
  | { ok: false; code: string; reason: DiscountRefusalReason; message: string; row: DiscountRow | undefined }

interface Cart {
  storeId: string
  subtotalSen: number
  /** Subtotal plus delivery: the discount leaves at least 1 sen of it to pay. */
  payableSen?: number
  now: Date
}

async function decide(
  deps: Deps,
  accountId: string,
  code: string,
  cart: Cart,
  shopper: Shopper,
  lock: boolean,
): Promise<Decision> {
  const upper = code.trim().toUpperCase()
  const row = await findCode(deps, accountId, upper, lock)
  if (!row)
    return {
      ok: false,
      code: upper,
      reason: 'unknown',
      message: `${upper} is not a valid code for this store`,
      row,
    }
  const uses = row.usage_limit_per_shopper === null ? 0 : await shopperUses(deps, row.id, shopper)
  const refused = discountRefusal(
    { ...row, terms: termsOf(row) },
    {
      storeId: cart.storeId,
      subtotalSen: cart.subtotalSen,
      today: todayInMalaysia(cart.now),
      shopperUses: uses,
    },
  )
  if (refused) return { ok: false, code: row.code, ...refused, row }
  return { ok: true, row, amount_sen: priceDiscount(termsOf(row), cart.subtotalSen, cart.payableSen) }
}

/** The storefront's question: does the code apply to this cart (no lock, nothing written)? */
export function checkCode(
  deps: Deps,
  accountId: string,
  code: string,
  cart: Cart,
  shopper: Shopper,
): Promise<Decision> {
  return decide(deps, accountId, code, cart, shopper, false)
}

function refusedError(refusal: Omit<DiscountRefusal, 'breakdown'>): AppError {
  const data: ErrorData & DiscountRefusal = { breakdown: { discount_code: refusal.message }, ...refusal }
  const offer = refusal.code_still_applies
    ? `With the discount it still gives (${formatSen(myrToSen(refusal.discount))}) your order comes to ${formatSen(myrToSen(refusal.total))}.`
    : `Without the code your order comes to ${formatSen(myrToSen(refusal.total))}.`
  return new AppError(
    ResponseCode.DISCOUNT_REFUSED,
    `${refusal.message}. The order was not placed. ${offer}`,
    data,
  )
}

export interface Redemption {
  discount_id: string
  code: string
  amount_sen: number
}

/**
 * Inside the order's transaction, before the bill: locks the code, applies every rule again with what is
 * committed, and counts the use. Refused → DISCOUNT_REFUSED and the transaction rolls back (no order, no
 * redemption). `shownSen` is the discount the shopper saw: a smaller one now is refused, never charged.
 */
export async function redeemCode(
  deps: Deps,
  accountId: string,
  code: string,
  cart: Cart & { shippingSen: number; shownSen?: number | undefined },
  shopper: Shopper,
): Promise<Redemption> {
  const { db: tx } = deps
  const payableSen = cart.subtotalSen + cart.shippingSen
  const decision = await decide(deps, accountId, code, { ...cart, payableSen }, shopper, true)
  const totals = (discountSen: number) => ({
    subtotal: senToMyr(cart.subtotalSen),
    shipping: senToMyr(cart.shippingSen),
    discount: senToMyr(discountSen),
    total: senToMyr(payableSen - discountSen),
  })
  if (!decision.ok)
    throw refusedError({
      code: decision.code,
      reason: decision.reason,
      message: decision.message,
      code_still_applies: false,
      ...totals(0),
    })
  const { row, amount_sen } = decision
  if (cart.shownSen !== undefined && amount_sen < cart.shownSen)
    throw refusedError({
      code: row.code,
      reason: 'amount_changed',
      message: `${row.code} now takes ${formatSen(amount_sen)} off, not the ${formatSen(cart.shownSen)} shown when you placed the order`,
      code_still_applies: amount_sen > 0,
      ...totals(amount_sen),
    })
  await tx
    .update(discounts)
    .set({
      times_used: sql`${discounts.times_used} + 1`,
      discounted_sen: sql`${discounts.discounted_sen} + ${amount_sen}`,
    })
    .where(eq(discounts.id, row.id))
  return { discount_id: row.id, code: row.code, amount_sen }
}

/** After the order row exists: the redemption that ties the code's use to the order and the shopper. */
export async function recordRedemption(
  deps: Deps,
  input: Redemption & { account_id: string; order_id: string; store_id: string; shopper: Shopper; now: Date },
) {
  const { db: tx } = deps
  await tx.insert(discountRedemptions).values({
    account_id: input.account_id,
    discount_id: input.discount_id,
    order_id: input.order_id,
    store_id: input.store_id,
    code: input.code,
    shopper_key: shopperEmailKey(input.shopper.email ?? ''),
    shopper_phone: shopperPhoneKey(input.shopper.phone),
    amount_sen: input.amount_sen,
    created_at: input.now,
  })
}
