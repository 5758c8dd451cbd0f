import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { changeCart, clearCart, readCart } from '../../src/offline/carts.ts'
import { ShopperDb } from '../../src/offline/db.ts'
import {
  classifyAnswer,
  dismissEntry,
  queueCheckout,
  replayOutbox,
  restoreCartFrom,
} from '../../src/offline/outbox.ts'
import { addToCart, type CartProduct } from '../../src/lib/cart.ts'
import type { Checkout } from '../../src/contract/storefront.ts'
import { freshDb, scriptedFetch, SHOPPER } from '../support/shopper-outbox.ts'

const product: CartProduct = {
  id: 'p1',
  title: 'Kuih lapis',
  price: '8.50',
  weight: null,
  min_purchase_quantity: 1,
  max_purchase_quantity: null,
  image_url: null,
}

const checkout: Checkout = { ...SHOPPER, items: [{ product_id: 'p1', variant_id: null, quantity: 2 }] }

const envelope = (response_code: number, data: unknown, description = 'Success') => ({
  response_code,
  token: null,
  data,
  description,
})

const order = { order_no: 'ORD-0001', store_id: 's1' }

describe('carts in IndexedDB', () => {
  it('keeps one cart per store, survives a new connection and clears one store only', async () => {
    const db = freshDb()
    await changeCart('s1', (items) => addToCart(items, product, null, 2), db)
    await changeCart('s2', (items) => addToCart(items, product, null), db)
    const reopened = new ShopperDb(db.name)
    expect((await readCart('s1', reopened))[0]).toMatchObject({ quantity: 2, total_amount: '17.00' })
    reopened.close()
    await clearCart('s1', db)
    expect(await readCart('s1', db)).toEqual([])
    expect(await readCart('s2', db)).toHaveLength(1)
  })

  it('applies concurrent changes one after the other', async () => {
    const db = freshDb()
    await Promise.all([1, 2, 3].map(() => changeCart('s1', (items) => addToCart(items, product, null), db)))
    expect((await readCart('s1', db))[0]!.quantity).toBe(3)
  })
})

describe('outbox replay policy', () => {
  it('classifies answers: 2000 sent; network, 5xx and 429 kept; other 4xxx failed', () => {
    expect(classifyAnswer(200, envelope(2000, order)).kind).toBe('sent')
    expect(classifyAnswer(500, envelope(5000, null, 'Unexpected error')).kind).toBe('keep')
    expect(classifyAnswer(502, undefined).kind).toBe('keep')
    expect(classifyAnswer(429, envelope(4290, { retry_after: 3 }, 'Too many requests')).kind).toBe('keep')
    expect(
      classifyAnswer(400, envelope(4000, { breakdown: { rate_id: 'Choose a delivery option' } }, 'Invalid')),
    ).toEqual({
      kind: 'fail',
      error: 'Invalid: Choose a delivery option',
    })
    expect(classifyAnswer(404, envelope(5011, null, 'Store not found')).kind).toBe('fail')
    expect(
      classifyAnswer(409, envelope(4090, null, 'This Idempotency-Key was used with a different request'))
        .kind,
    ).toBe('fail')
    // Page and service worker sending the same entry at once: the second hears "in progress", not "refused".
    expect(
      classifyAnswer(
        409,
        envelope(4091, { retry_after: 1 }, 'A request with this Idempotency-Key is still in progress'),
      ).kind,
    ).toBe('keep')
  })

  it('keeps an entry through network errors and 5xx with the same key, then records the order', async () => {
    const db = freshDb()
    const entry = await queueCheckout('s1', { body: checkout, cart: [], deliveryPrice: null }, db)
    const { fetchImpl, calls } = scriptedFetch(
      'network-error',
      [500, envelope(5000, null, 'Unexpected')],
      [200, envelope(2000, order)],
    )

    expect(await replayOutbox(fetchImpl, db)).toBe(1)
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Failed to fetch',
    })
    expect(await replayOutbox(fetchImpl, db)).toBe(1)
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      last_error: 'Unexpected',
    })
    expect(await replayOutbox(fetchImpl, db)).toBe(0)

    expect(await db.outbox.count()).toBe(0)
    expect(await db.placedOrders.get(entry.id)).toMatchObject({ order_no: 'ORD-0001', store_id: 's1' })
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set([entry.idempotency_key]))
    expect(calls[0]!.url).toBe('/api/v1/stores/public/store-s1/orders')
    expect(calls[0]!.body).toEqual(checkout)
  })

  it('keeps an entry answered 429 and sends it again later', async () => {
    const db = freshDb()
    const entry = await queueCheckout('s1', { body: checkout, cart: [], deliveryPrice: null }, db)
    const { fetchImpl } = scriptedFetch([429, envelope(4290, { retry_after: 1 }, 'Too many requests')])
    await replayOutbox(fetchImpl, db)
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'queued', last_error: 'Too many requests' })
  })

  it('moves an entry refused with 4000 to failed, stops sending it, and lets the shopper dismiss it', async () => {
    const db = freshDb()
    const entry = await queueCheckout('s1', { body: checkout, cart: [], deliveryPrice: null }, db)
    const { fetchImpl, calls } = scriptedFetch([
      400,
      envelope(4000, { breakdown: { postcode: 'Wrong postcode' } }, 'Check the form'),
    ])
    expect(await replayOutbox(fetchImpl, db)).toBe(0)
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'failed',
      last_error: 'Check the form: Wrong postcode',
    })
    await replayOutbox(fetchImpl, db)
    expect(calls).toHaveLength(1)
    await dismissEntry(entry.id, db)
    expect(await db.outbox.count()).toBe(0)
  })

  it("puts a failed order's items back into the cart", async () => {
    const db = freshDb()
    const cart = addToCart([], product, null, 2)
    const entry = await queueCheckout('s1', { body: checkout, cart: cart, deliveryPrice: null }, db)
    await db.outbox.update(entry.id, { status: 'failed' })
    await restoreCartFrom(entry.id, db)
    expect(await readCart('s1', db)).toEqual(cart)
    expect(await db.outbox.count()).toBe(0)
  })

  it('replays the oldest entry first and each entry with its own key', async () => {
    const db = freshDb()
    // Only the clock is faked (IndexedDB still needs real timers): the second entry is a minute younger.
    vi.useFakeTimers({ toFake: ['Date'] })
    let first: Awaited<ReturnType<typeof queueCheckout>>
    let second: typeof first
    try {
      vi.setSystemTime(new Date('2026-11-22T04:01:00Z'))
      second = await queueCheckout('s2', { body: checkout, cart: [], deliveryPrice: null }, db)
      vi.setSystemTime(new Date('2026-11-22T04:00:00Z'))
      first = await queueCheckout('s1', { body: checkout, cart: [], deliveryPrice: null }, db)
    } finally {
      vi.useRealTimers()
    }
    const { fetchImpl, calls } = scriptedFetch([200, envelope(2000, order)])
    await replayOutbox(fetchImpl, db)
    expect(calls.map((c) => c.key)).toEqual([first.idempotency_key, second.idempotency_key])
    expect(first.idempotency_key).not.toBe(second.idempotency_key)
  })

  it('queues one entry for one checkout draft, however often it is placed at once, and empties the cart', async () => {
    const db = freshDb()
    const cart = addToCart([], product, null, 2)
    await changeCart('s1', () => cart, db)
    await db.checkoutDrafts.put({
      store_id: 's1',
      customer: { name: 'Aminah', email: 'aminah@example.my', phone: '' },
      address: {
        line1: '1 Jalan Ampang',
        line2: '',
        postcode: '50450',
        locality_id: '1',
        state_id: '2609539358',
      },
      rate_id: 'r1',
      quote: null,
    })
    const [first, second] = await Promise.all([
      queueCheckout('s1', { body: checkout, cart: cart, deliveryPrice: null }, db),
      queueCheckout('s1', { body: checkout, cart: cart, deliveryPrice: null }, db),
    ])
    expect(second.idempotency_key).toBe(first.idempotency_key)
    expect(await db.outbox.count()).toBe(1)
    expect(await readCart('s1', db)).toEqual([])
    expect((await db.checkoutDrafts.get('s1'))?.checkout_key).toBe(first.idempotency_key)

    // Once that order is placed, the next checkout from the same draft is a new order with a new key.
    const { fetchImpl } = scriptedFetch([200, envelope(2000, order)])
    await replayOutbox(fetchImpl, db)
    const next = await queueCheckout('s1', { body: checkout, cart: cart, deliveryPrice: null }, db)
    expect(next.idempotency_key).not.toBe(first.idempotency_key)
    expect(await db.outbox.count()).toBe(1)
  })

  it('sends an entry once even when two replays start together in one page', async () => {
    const db = freshDb()
    await queueCheckout('s1', { body: checkout, cart: [], deliveryPrice: null }, db)
    const { fetchImpl, calls } = scriptedFetch([200, envelope(2000, order)])
    await Promise.all([replayOutbox(fetchImpl, db), replayOutbox(fetchImpl, db)])
    expect(calls).toHaveLength(1)
    expect(await db.placedOrders.count()).toBe(1)
  })
})
