// Shoppers on slow mobile data revalidate store and product reads instead of downloading them again:
// an ETag and `public, no-cache`, a 304 while nothing changed, a fresh answer as soon as the merchant
// changes something. The shopper's own order is never cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../../src/contract/stores.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let shop: Awaited<ReturnType<typeof openShop>>
let productId: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  productId = (await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), { stock: 50 })).id
  shop = await openShop(api, token, [productId], 'Kedai Revalidate')
})
afterAll(() => api.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  api.app.request(`/api/v1${path}`, { headers })

describe('store and product reads', () => {
  const reads = () => [
    `/storespublic/${shop.store.unique_id}`,
    `/stores/public/store-${shop.store.id}`,
    `/stores/public/product-${shop.store.id}`,
    `/stores/public/product-details-${productId}`,
    `/products/product-details/${productId}`,
  ]

  it('carry an ETag and public, no-cache, and answer an unchanged revalidation with an empty 304', async () => {
    for (const path of reads()) {
      const first = await get(path)
      expect(first.status, path).toBe(200)
      expect(first.headers.get('cache-control'), path).toBe('public, no-cache')
      const tag = first.headers.get('etag')
      expect(tag, path).toMatch(/^"[0-9a-f]+"$/)

      const again = await get(path, { 'if-none-match': tag! })
      expect(again.status, path).toBe(304)
      expect(await again.text(), path).toBe('')
      expect(again.headers.get('etag'), path).toBe(tag)
      expect(again.headers.get('cache-control'), path).toBe('public, no-cache')
    }
  })

  it('answer in full with a new ETag once the merchant changes the store', async () => {
    const path = `/stores/public/store-${shop.store.id}`
    const before = (await get(path)).headers.get('etag')!
    const renamed = await api.call<Store>('PUT', `/stores/${shop.store.id}`, {
      token,
      body: { name: 'Kedai Revalidate Baru' },
    })
    expect(renamed.body.response_code).toBe(2000)

    const after = await get(path, { 'if-none-match': before })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
    expect(((await after.json()) as { data: { name: string } }).data.name).toBe('Kedai Revalidate Baru')
  })

  it('answer a stale ETag for an unknown store with 5011, uncached', async () => {
    const res = await get('/stores/public/store-no-such-store', { 'if-none-match': '"abc"' })
    expect(((await res.json()) as { response_code: number }).response_code).toBe(5011)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('etag')).toBeNull()
  })
})

describe("the shopper's order", () => {
  it('is never cached and has no ETag', async () => {
    const placed = await api.call<{ order_no: string }>(
      'POST',
      `/stores/public/store-${shop.store.id}/orders`,
      {
        body: checkoutBody(productId, shop.rates.light.id),
        headers: { 'idempotency-key': 'revalidation-order-1' },
      },
    )
    expect(placed.body.response_code).toBe(2000)
    expect(placed.headers.get('etag')).toBeNull()
    const invoice = await get(`/stores/public/orders/${placed.body.data.order_no}`)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('cache-control')).toBe('no-store')
    expect(invoice.headers.get('etag')).toBeNull()
  })
})
