// Discount codes at storefront checkout: the public "check a code", the rules (minimum spend, dates on the
// sandbox clock, usage limits in all and per shopper, store scope, caps and clamps), the server pricing the
// order again on arrival, and a queued order whose code is refused on arrival (DISCOUNT_REFUSED: no order,
// no redemption, and the total it would cost now).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountRedemptions, discounts, orders, products } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Discount, DiscountCheckResult, DiscountRefusal } from '../../src/contract/discounts.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'

let api: Api
let m1: string
let m2: string
let shop: Awaited<ReturnType<typeof openShop>>
let otherShop: Awaited<ReturnType<typeof openShop>>
let m2Shop: Awaited<ReturnType<typeof openShop>>
let kopi: { id: string }
let m2Product: { id: string }

beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  const m1Account = await accountIdOf(api, 'merchant@niaga.test')
  // RM 20.00 a bag, 0.4 kg: the light band (RM 8.00 delivery) until 5 bags; free delivery from RM 150.
  kopi = await insertProduct(api, m1Account, { title: 'Kopi', price_sen: 2000, weight_grams: 400 })
  shop = await openShop(api, m1, [kopi.id], 'Kedai Diskaun')
  otherShop = await openShop(api, m1, [kopi.id], 'Kedai Kedua')
  m2Product = await insertProduct(api, await accountIdOf(api, 'merchant2@niaga.test'), { price_sen: 2000 })
  m2Shop = await openShop(api, m2, [m2Product.id], 'Kedai Tan')
})
afterAll(() => api.close())

let codeCounter = 0
async function newCode(body: Record<string, unknown>, token = m1): Promise<Discount> {
  const res = await api.call<Discount>('POST', '/discounts', {
    token,
    body: { code: `T${++codeCounter}-${body.type === 'percent' ? 'P' : 'F'}`, ...body },
  })
  if (res.body.response_code !== 2000) throw new Error(JSON.stringify(res.body))
  return res.body.data
}

const check = (storeId: string, code: string, quantity = 1, extra: Record<string, unknown> = {}) =>
  api.call<DiscountCheckResult>('POST', `/stores/public/store-${storeId}/discount-check`, {
    body: {
      code,
      items: [{ product_id: storeId === m2Shop.store.id ? m2Product.id : kopi.id, quantity }],
      ...extra,
    },
  })

let keyCounter = 0
const order = (
  extra: Record<string, unknown>,
  quantity = 1,
  key = `discount-order-${++keyCounter}`,
  store = shop,
) =>
  api.call<PublicOrder>('POST', `/stores/public/store-${store.store.id}/orders`, {
    body: checkoutBody(kopi.id, store.rates.light.id, quantity, extra),
    headers: { 'idempotency-key': key },
  })
const withEmail = (
  email: string,
  phone: string | null = null,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  customer: { name: 'Pembeli', email, ...(phone ? { phone } : {}) },
  ...extra,
})

const orderCount = async () =>
  (await api.db.select().from(orders).where(eq(orders.store_id, shop.store.id))).length
const timesUsed = async (id: string) =>
  (await api.db.select().from(discounts).where(eq(discounts.id, id)))[0]!.times_used
const redemptionsOf = (id: string) =>
  api.db.select().from(discountRedemptions).where(eq(discountRedemptions.discount_id, id))

describe('checking a code for a cart', () => {
  it('answers the discount and the items’ new total, case-insensitively', async () => {
    const percent = await newCode({ type: 'percent', value: 10 })
    const res = await check(shop.store.id, percent.code.toLowerCase(), 3)
    expect(res.body).toMatchObject({
      response_code: 2000,
      data: {
        code: percent.code,
        valid: true,
        reason: null,
        subtotal: '60.00',
        discount: '6.00',
        total: '54.00',
        label: '10% off',
        terms: { type: 'percent', value: '10.00', min_spend: null, max_discount: null },
      },
    })
  })

  it('caps a percent discount and clamps a fixed one to the subtotal', async () => {
    const capped = await newCode({ type: 'percent', value: 50, max_discount: '15' })
    expect((await check(shop.store.id, capped.code, 2)).body.data).toMatchObject({
      subtotal: '40.00',
      discount: '15.00',
      total: '25.00',
    })
    const big = await newCode({ type: 'fixed', value: '100' })
    expect((await check(shop.store.id, big.code, 1)).body.data).toMatchObject({
      subtotal: '20.00',
      discount: '20.00',
      total: '0.00',
    })
    // Placed, the delivery is still paid: RM 0.00 for the items plus RM 8.00.
    const placed = await order({ discount_code: big.code })
    expect(placed.body.data).toMatchObject({
      subtotal: '20.00',
      shipping: '8.00',
      discount: { code: big.code, amount: '20.00' },
      total: '8.00',
    })
    // With free delivery (RM 160.00 of items), 1 sen is left to pay: a bill is at least RM 0.01.
    const bigger = await newCode({ type: 'fixed', value: '500' })
    const free = await order({ discount_code: bigger.code, rate_id: shop.rates.heavy.id }, 8)
    expect(free.body.data).toMatchObject({
      subtotal: '160.00',
      shipping: '0.00',
      discount: { amount: '159.99' },
      total: '0.01',
    })
  })

  it('refuses below the minimum spend, and tells the shopper how much more', async () => {
    const min = await newCode({ type: 'fixed', value: 5, min_spend: '50' })
    expect((await check(shop.store.id, min.code, 2)).body.data).toMatchObject({
      valid: false,
      reason: 'min_spend',
      message: `Spend at least RM 50.00 on items to use ${min.code} (your items come to RM 40.00)`,
      discount: '0.00',
      total: '40.00',
    })
    expect((await check(shop.store.id, min.code, 3)).body.data).toMatchObject({
      valid: true,
      discount: '5.00',
      total: '55.00',
    })
    const refused = await order({ discount_code: min.code }, 2)
    expect(refused.body.response_code).toBe(ResponseCode.DISCOUNT_REFUSED)
  })

  it('knows only the store’s own account’s codes, and a code’s chosen stores', async () => {
    const mine = await newCode({ type: 'fixed', value: 5 })
    const unknown = await check(m2Shop.store.id, mine.code)
    expect(unknown.body.data).toMatchObject({
      valid: false,
      reason: 'unknown',
      message: `${mine.code} is not a valid code for this store`,
      terms: null,
    })
    const placed = await api.call('POST', `/stores/public/store-${m2Shop.store.id}/orders`, {
      body: checkoutBody(m2Product.id, m2Shop.rates.light.id, 1, { discount_code: mine.code }),
      headers: { 'idempotency-key': 'discount-cross-account-1' },
    })
    expect(placed.body.response_code).toBe(ResponseCode.DISCOUNT_REFUSED)
    expect((placed.body.data as DiscountRefusal).reason).toBe('unknown')

    const scoped = await newCode({ type: 'fixed', value: 5, store_ids: [otherShop.store.id] })
    expect((await check(shop.store.id, scoped.code)).body.data).toMatchObject({
      valid: false,
      reason: 'other_store',
      message: `${scoped.code} cannot be used in this store`,
    })
    expect((await check(otherShop.store.id, scoped.code)).body.data).toMatchObject({
      valid: true,
      discount: '5.00',
    })
  })

  it('follows the validity dates in Malaysian days on the sandbox clock', async () => {
    // The harness clock is 2026-11-22 12:00 in Malaysia.
    const later = await newCode({
      type: 'fixed',
      value: 5,
      valid_from: '2026-11-23',
      valid_until: '2026-11-23',
    })
    expect((await check(shop.store.id, later.code)).body.data).toMatchObject({
      valid: false,
      reason: 'not_started',
      message: `${later.code} can be used from 23 Nov 2026`,
    })
    api.clock.advance(12 * 3_600_000) // 2026-11-23 00:00 MYT
    expect((await check(shop.store.id, later.code)).body.data).toMatchObject({ valid: true })
    api.clock.advance(24 * 3_600_000) // 2026-11-24 00:00 MYT
    expect((await check(shop.store.id, later.code)).body.data).toMatchObject({
      valid: false,
      reason: 'expired',
      message: `${later.code} expired on 23 Nov 2026`,
    })
    m1 = (await api.login('merchant@niaga.test')).access_token
    m2 = (await api.login('merchant2@niaga.test')).access_token
  })

  it('refuses an inactive code', async () => {
    const off = await newCode({ type: 'fixed', value: 5, is_active: false })
    expect((await check(shop.store.id, off.code)).body.data).toMatchObject({
      valid: false,
      reason: 'inactive',
      message: `${off.code} is no longer available`,
    })
  })
})

describe('redeeming at checkout', () => {
  it('prices the order on the server, records the redemption with the order, and shows it to merchant and shopper', async () => {
    const code = await newCode({ type: 'percent', value: 10 })
    const placed = await order({ discount_code: code.code.toLowerCase() }, 2)
    expect(placed.body.response_code, JSON.stringify(placed.body)).toBe(2000)
    expect(placed.body.data).toMatchObject({
      subtotal: '40.00',
      shipping: '8.00',
      discount: { code: code.code, amount: '4.00' },
      total: '44.00',
    })
    const bill = await api.call<{ amount: string }>('GET', `/customer-bills/${placed.body.data.bill!.uuid}`, {
      token: m1,
    })
    expect(bill.body.data.amount).toBe('44.00')
    const [redemption] = await redemptionsOf(code.id)
    expect(redemption).toMatchObject({
      code: code.code,
      shopper_key: 'siti@example.my',
      shopper_phone: '60123456789',
      amount_sen: 400,
      store_id: shop.store.id,
    })
    const read = await api.call<Discount>('GET', `/discounts/${code.id}`, { token: m1 })
    expect(read.body.data).toMatchObject({ times_used: 1, total_discounted: '4.00' })
    const again = await api.call<PublicOrder>('GET', `/stores/public/orders/${placed.body.data.order_no}`)
    expect(again.body.data.discount).toEqual({ code: code.code, amount: '4.00' })
    // Without a code an order has no discount.
    expect((await order({})).body.data.discount).toBeNull()
  })

  it('never lets a usage limit of 1 pass twice, even for two orders at the same moment', async () => {
    const once = await newCode({ type: 'fixed', value: 3, usage_limit: 1 })
    const before = await orderCount()
    const results = await Promise.all([
      order(withEmail('a@example.my', null, { discount_code: once.code })),
      order(withEmail('b@example.my', null, { discount_code: once.code })),
    ])
    const codes = results.map((res) => res.body.response_code).sort()
    expect(codes).toEqual([2000, ResponseCode.DISCOUNT_REFUSED])
    const refused = results.find((res) => res.body.response_code !== 2000)!
    expect(refused.status).toBe(409)
    expect(refused.body.data).toMatchObject({
      reason: 'used_up',
      message: `${once.code} has been fully redeemed`,
      total: '28.00',
      discount: '0.00',
      code_still_applies: false,
    })
    expect(await orderCount()).toBe(before + 1)
    expect(await timesUsed(once.id)).toBe(1)
    expect(await redemptionsOf(once.id)).toHaveLength(1)
  })

  it('limits uses per shopper by email, or by the same phone under another email', async () => {
    const perShopper = await newCode({ type: 'fixed', value: 2, usage_limit_per_shopper: 1 })
    expect(
      (await order(withEmail('ali@example.my', '012-345 0000', { discount_code: perShopper.code }))).body
        .response_code,
    ).toBe(2000)
    const sameEmail = await order(withEmail('ALI@example.my', null, { discount_code: perShopper.code }))
    expect(sameEmail.body).toMatchObject({
      response_code: ResponseCode.DISCOUNT_REFUSED,
      data: { reason: 'shopper_used_up', message: `You have already used ${perShopper.code}` },
    })
    const samePhone = await order(
      withEmail('ali.other@example.my', '+60 12-345 0000', { discount_code: perShopper.code }),
    )
    expect((samePhone.body.data as unknown as DiscountRefusal).reason).toBe('shopper_used_up')
    // The check answers the same when it is given the shopper.
    expect(
      (await check(shop.store.id, perShopper.code, 1, { customer: { email: 'ali@example.my' } })).body.data,
    ).toMatchObject({ valid: false, reason: 'shopper_used_up' })
    expect(
      (await order(withEmail('someone@example.my', null, { discount_code: perShopper.code }))).body
        .response_code,
    ).toBe(2000)
    // Two at the same moment by one new shopper: one passes.
    const twin = await Promise.all(
      [1, 2].map(() => order(withEmail('twin@example.my', null, { discount_code: perShopper.code }))),
    )
    expect(twin.map((res) => res.body.response_code).sort()).toEqual([2000, ResponseCode.DISCOUNT_REFUSED])
    expect(await timesUsed(perShopper.id)).toBe(3)
  })

  it('ignores what the client says the discount is, and never charges more than the shopper saw', async () => {
    const code = await newCode({ type: 'fixed', value: 5 })
    // A lower shown discount is not used to price: the shopper pays less, as the code says.
    const lower = await order({ discount_code: code.code, discount_amount: '1.00' })
    expect(lower.body.data).toMatchObject({ discount: { amount: '5.00' }, total: '23.00' })
    // A total from the client is not part of the checkout at all.
    const total = await order({ discount_code: code.code, total: '0.01' })
    expect(total.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { total: 'Unknown field' } },
    })
    // The product's price rose after the check: the order is priced at today's price, the code applied to it.
    const priced = await check(shop.store.id, code.code)
    expect(priced.body.data.total).toBe('15.00')
    await api.db.update(products).set({ price_sen: 2400 }).where(eq(products.id, kopi.id))
    try {
      const arrived = await order({ discount_code: code.code, discount_amount: '5.00' })
      expect(arrived.body.data).toMatchObject({
        subtotal: '24.00',
        discount: { amount: '5.00' },
        total: '27.00',
      })
    } finally {
      await api.db.update(products).set({ price_sen: 2000 }).where(eq(products.id, kopi.id))
    }
    // The code now gives less than the shopper saw: refused with the smaller discount offered.
    const shrunk = await order({ discount_code: code.code, discount_amount: '6.00' })
    expect(shrunk.body).toMatchObject({
      response_code: ResponseCode.DISCOUNT_REFUSED,
      data: { reason: 'amount_changed', discount: '5.00', total: '23.00', code_still_applies: true },
    })
  })

  it('answers a queued order whose code expired meanwhile with DISCOUNT_REFUSED, creating nothing; placed again without it, it costs the total shown', async () => {
    const code = await newCode({ type: 'percent', value: 20, valid_until: '2026-11-24' })
    const key = 'discount-queued-offline-1'
    const body = withEmail('queued@example.my', null, { discount_code: code.code, discount_amount: '4.00' })
    // The shopper checked the code (RM 4.00 off) and queued the order offline; it arrives two days later.
    expect((await check(shop.store.id, code.code)).body.data.discount).toBe('4.00')
    api.clock.advance(2 * 24 * 3_600_000)
    const before = await orderCount()
    const arrived = await order(body, 1, key)
    expect(arrived.status).toBe(409)
    expect(arrived.body.response_code).toBe(ResponseCode.DISCOUNT_REFUSED)
    expect(arrived.body.description).toBe(
      `${code.code} expired on 24 Nov 2026. The order was not placed. Without the code your order comes to RM 28.00.`,
    )
    expect(arrived.body.data).toEqual({
      breakdown: { discount_code: `${code.code} expired on 24 Nov 2026` },
      code: code.code,
      reason: 'expired',
      message: `${code.code} expired on 24 Nov 2026`,
      subtotal: '20.00',
      shipping: '8.00',
      discount: '0.00',
      total: '28.00',
      code_still_applies: false,
    })
    expect(await orderCount()).toBe(before)
    expect(await redemptionsOf(code.id)).toHaveLength(0)
    expect(await timesUsed(code.id)).toBe(0)
    // Sent again with the same key: still refused, never placed at the higher price.
    expect((await order(body, 1, key)).body.response_code).toBe(ResponseCode.DISCOUNT_REFUSED)
    // The shopper chose to place it without the code: the same key, at the total shown.
    const { discount_code: _code, discount_amount: _amount, ...without } = body
    const placed = await order(without, 1, key)
    expect(placed.body.response_code, JSON.stringify(placed.body)).toBe(2000)
    expect(placed.body.data).toMatchObject({ discount: null, total: '28.00' })
    expect(await orderCount()).toBe(before + 1)
  })
})

describe('guessing codes at the public check', () => {
  it('an address that tries 20 unknown codes is told to wait; known codes do not count, and the window passes', async () => {
    const ip = '10.77.0.1'
    const guess = (code: string) =>
      api.call<DiscountCheckResult>('POST', `/stores/public/store-${shop.store.id}/discount-check`, {
        ip,
        body: { code, items: [{ product_id: kopi.id, quantity: 1 }] },
      })
    for (let i = 0; i < 20; i++) expect((await guess(`GUESS${i}`)).body.data.valid).toBe(false)
    const refused = await guess('GUESS20')
    expect(refused.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
    expect(refused.body.data).toMatchObject({ retry_after: expect.any(Number) as number })
    // Another address is not held back.
    const other = await check(shop.store.id, 'GUESS21')
    expect(other.body.data.valid).toBe(false)
    api.clock.advance(15 * 60 * 1000)
    expect((await guess('GUESS22')).body.response_code).toBe(2000)
  })
})
