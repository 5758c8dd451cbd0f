// The consoles' live event stream (src/contract/live.ts): a storefront order and a paid bill reach the
// merchant's open stream as they commit, only the caller's account's events are on it, a reconnect with
// Last-Event-ID gets what it missed, and bad input answers in the envelope.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { LiveEvent } from '../../src/contract/live.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'
import { readLiveStream, type LiveStreamReader } from '../support/live-stream.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'

let api: Api
let m1: string
let m2: string
let shop: Awaited<ReturnType<typeof openShop>>
let productId: string
const streams: LiveStreamReader[] = []

beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  const product = await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), {
    title: 'Kopi',
    price_sen: 1200,
    stock: 50,
  })
  productId = product.id
  shop = await openShop(api, m1, [product.id])
})
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await api.close()
})

async function open(token: string, lastEventId?: string) {
  const response = await api.app.request('/api/v1/live/events', {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const stream = readLiveStream(response)
  streams.push(stream)
  return stream
}

const placeOrder = async () => {
  const res = await api.call<PublicOrder>('POST', `/stores/public/store-${shop.store.id}/orders`, {
    body: checkoutBody(productId, shop.rates.light.id),
    headers: { 'idempotency-key': `live-${Math.random()}` },
  })
  expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
  return res.body.data
}
const typed = (type: string) => (message: { event?: string | undefined }) => message.event === type
const eventOf = (data: string) => JSON.parse(data) as LiveEvent

describe('live events', () => {
  it('sends an order placed in the store and a bill paid to the merchant’s open console', async () => {
    const stream = await open(m1)
    const ready = await stream.next(typed('ready'))
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0)

    const order = await placeOrder()
    const placed = eventOf((await stream.next(typed('order.placed'))).data)
    expect(placed).toMatchObject({ type: 'order.placed', data: { order_no: order.order_no } })
    expect(placed.id).toBeGreaterThan(Number(ready.id))

    const { bill } = await makeBill(api, m1, '45.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const paid = eventOf((await stream.next(typed('payment.paid'))).data)
    expect(paid.data).toMatchObject({ amount: '45.00', invoice_no: bill.invoice_no })
  })

  it('carries only the caller’s account’s events: a second merchant hears none of the first’s', async () => {
    const first = await open(m1)
    const second = await open(m2)
    await first.next(typed('ready'))
    await second.next(typed('ready'))
    const order = await placeOrder()
    await first.next((message) => message.event === 'order.placed' && message.data.includes(order.order_no))
    // The second merchant's own bill, paid after the first's order: once it is heard, anything of the
    // first's would have been heard before it.
    const { bill } = await makeBill(api, m2, '12.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    await second.next(typed('payment.paid'))
    expect(second.messages.map((message) => message.event)).toEqual(['ready', 'payment.paid'])
    expect(second.messages.some((message) => message.data.includes(order.order_no))).toBe(false)
  })

  it('resumes after a drop: what happened meanwhile comes first after Last-Event-ID', async () => {
    const stream = await open(m1)
    const ready = await stream.next(typed('ready'))
    await stream.close()
    const missed = await placeOrder()
    const again = await open(m1, ready.id)
    const resumed = await again.next(typed('ready'))
    expect(resumed.id).toBe(ready.id)
    const heard = eventOf((await again.next(typed('order.placed'))).data)
    expect(heard.data).toMatchObject({ order_no: missed.order_no })
  })

  it('says reset when the gap is longer than the replay window, and resumes from the latest event', async () => {
    const stream = await open(m1)
    const ready = await stream.next(typed('ready'))
    await stream.close()
    const missed = await placeOrder()
    // The missed order, as if it had happened 20 minutes ago (the window is real time, not the test clock).
    await api.db.execute(
      sql`update live_events set created_at = now() - interval '20 minutes' where id > ${Number(ready.id)}`,
    )
    const again = await open(m1, ready.id)
    const reset = await again.next((message) => message.event === 'reset' || message.event === 'ready')
    expect(reset.event).toBe('reset')
    expect(Number(reset.id)).toBeGreaterThan(Number(ready.id))
    expect(again.messages.some((message) => message.data.includes(missed.order_no))).toBe(false)
  })

  it('renews a token past half its life on the stream, so an open console stays signed in', async () => {
    const { access_token: token } = await api.login('merchant@niaga.test')
    const fresh = await open(token)
    await fresh.next(typed('ready'))
    expect(fresh.messages.some((message) => message.event === 'session')).toBe(false)
    api.clock.advance(10 * 60 * 1000)
    const later = await open(token)
    const renewed = JSON.parse((await later.next(typed('session'))).data) as { token: string }
    expect(renewed.token).not.toBe(token)
    const me = await api.call('GET', '/accounts/me', { token: renewed.token })
    expect(me.body.response_code).toBe(ResponseCode.SUCCESS)
  })

  it('refuses a stream without a session and a Last-Event-ID that is not an id', async () => {
    const anonymous = await api.call('GET', '/live/events')
    expect(anonymous.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    const bad = await api.call('GET', '/live/events', { token: m1, headers: { 'last-event-id': 'abc' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { 'Last-Event-ID': expect.stringContaining('whole number') } },
    })
  })
})
