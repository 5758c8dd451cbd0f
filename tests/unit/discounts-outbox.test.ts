// A queued order whose discount code the store refuses on arrival (DISCOUNT_REFUSED): the outbox keeps it,
// sends it no more, and the shopper either places it at the store's total (same idempotency key, no code) or
// cancels it and has the items back in the cart.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { DiscountRefusal } from '../../src/contract/discounts.ts'
import type { Checkout } from '../../src/contract/storefront.ts'
import { addToCart, type CartProduct } from '../../src/lib/cart.ts'
import { classifyAnswer, queueCheckout, replayOutbox } from '../../src/offline/outbox.ts'
import { acceptRefusal, cancelRefused } from '../../src/offline/outbox-discount.ts'
import { freshDb, scriptedFetch, SHOPPER } from '../support/shopper-outbox.ts'

const product: CartProduct = {
  id: 'p1',
  title: 'Kopi',
  price: '20.00',
  weight: 0.4,
  min_purchase_quantity: 1,
  max_purchase_quantity: null,
  image_url: null,
}
const cart = addToCart([], product, null, 1)
const body: Checkout = {
  ...SHOPPER,
  delivery_price: '8.00',
  items: [{ product_id: 'p1', variant_id: null, quantity: 1 }],
  discount_code: 'WELCOME10',
  discount_amount: '2.00',
}
const refusal: DiscountRefusal = {
  breakdown: { discount_code: 'WELCOME10 expired on 24 Nov 2026' },
  code: 'WELCOME10',
  reason: 'expired',
  message: 'WELCOME10 expired on 24 Nov 2026',
  subtotal: '20.00',
  shipping: '8.00',
  discount: '0.00',
  total: '28.00',
  code_still_applies: false,
}
const refused = {
  response_code: ResponseCode.DISCOUNT_REFUSED,
  token: null,
  data: refusal,
  description: 'WELCOME10 expired on 24 Nov 2026. The order was not placed.',
}

describe('a refused discount code on a queued order', () => {
  it('is its own outcome with the store’s new total', () => {
    expect(classifyAnswer(409, refused)).toEqual({ kind: 'refused', error: refused.description, refusal })
  })

  it('keeps the order, sends it no more, then places it without the code under the same key', async () => {
    const db = freshDb()
    const entry = await queueCheckout(
      's1',
      { body, cart, deliveryPrice: '8.00', discount: { code: 'WELCOME10', amount: '2.00' } },
      db,
    )
    const store = scriptedFetch(
      [409, refused],
      [
        200,
        {
          response_code: 2000,
          token: null,
          data: { order_no: 'ORD-1', store_id: 's1' },
          description: 'Order placed',
        },
      ],
    )
    expect(await replayOutbox(store.fetchImpl, db)).toBe(0)
    const waiting = await db.outbox.get(entry.id)
    expect(waiting).toMatchObject({ status: 'discount_refused', refusal, attempts: 1 })
    // Not sent again until the shopper decides.
    await replayOutbox(store.fetchImpl, db)
    expect(store.calls).toHaveLength(1)

    expect(await acceptRefusal(entry.id, db)).toBe(true)
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'queued', discount: null, refusal: null })
    await replayOutbox(store.fetchImpl, db)
    expect(store.calls).toHaveLength(2)
    expect(store.calls[1]!.key).toBe(entry.idempotency_key)
    expect(store.calls[1]!.body).not.toHaveProperty('discount_code')
    expect(store.calls[1]!.body).not.toHaveProperty('discount_amount')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.placedOrders.get(entry.id)).toMatchObject({ order_no: 'ORD-1' })
  })

  it('keeps the code with the smaller discount it still gives, when the store says so', async () => {
    const db = freshDb()
    const entry = await queueCheckout(
      's1',
      { body, cart, deliveryPrice: '8.00', discount: { code: 'WELCOME10', amount: '2.00' } },
      db,
    )
    const smaller = {
      ...refused,
      data: {
        ...refusal,
        reason: 'amount_changed',
        discount: '1.00',
        total: '27.00',
        code_still_applies: true,
      },
    }
    await replayOutbox(scriptedFetch([409, smaller]).fetchImpl, db)
    await acceptRefusal(entry.id, db)
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'queued',
      discount: { code: 'WELCOME10', amount: '1.00' },
      body: { discount_code: 'WELCOME10', discount_amount: '1.00' },
    })
  })

  it('cancelled, puts the items back in the cart', async () => {
    const db = freshDb()
    const entry = await queueCheckout('s1', { body, cart, deliveryPrice: '8.00' }, db)
    await replayOutbox(scriptedFetch([409, refused]).fetchImpl, db)
    await cancelRefused(entry.id, db)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.carts.get('s1'))?.items).toEqual(cart)
  })
})
