// The storefront's catalogue reads come from memory (server/http/public-read-cache.ts) until a write to
// anything they are made of: a database trigger notifies after commit and the cache is dropped, so a
// shopper never sees an answer older than the last change, whichever way the change was written.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, shippingRates, stores } from '../../server/db/schema/index.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, insertProduct, openShop } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let shop: Awaited<ReturnType<typeof openShop>>
let productId: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  productId = (
    await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), {
      title: 'Teh Tarik Pek',
      price_sen: 1290,
    })
  ).id
  shop = await openShop(api, token, [productId], 'Kedai Cache')
})
afterAll(() => api.close())

// PGlite hears the change before the write's own call returns; PostgreSQL delivers the notification on the
// cache's own connection a moment after commit (docs/operations.md, "Several processes"), so a read is
// retried briefly.
const SOON = { timeout: 2000, interval: 20 }

const read = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await api.app.request(`/api/v1${path}`, { headers })
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    body: (await res.json()) as { response_code: number; data: T },
  }
}

/** Reads until an answer is kept: on PostgreSQL the setup's own writes may still be heard after a first read
 *  and empty the cache once more. Answers the last read. */
async function readUntilKept(path: string) {
  let last = await read(path)
  await expect
    .poll(async () => {
      const hits = api.publicReadCache.stats().hits
      last = await read(path)
      return api.publicReadCache.stats().hits > hits
    }, SOON)
    .toBe(true)
  return last
}

describe('the public read cache', () => {
  it('answers a repeated catalogue read from memory, the same bytes and ETag', async () => {
    const path = `/stores/public/product-details-${productId}`
    const first = await readUntilKept(path)
    const hits = api.publicReadCache.stats().hits
    const second = await read(path)
    expect(api.publicReadCache.stats().hits).toBe(hits + 1)
    expect(second).toEqual(first)
    expect(first.body.response_code).toBe(2000)
  })

  it('shows a console change at once: the store renamed through the API', async () => {
    const path = `/storespublic/${shop.store.unique_id}`
    expect((await read<{ name: string }>(path)).body.data.name).toBe('Kedai Cache')
    await read(path)
    const renamed = await api.call('PUT', `/stores/${shop.store.id}`, {
      token,
      body: { name: 'Kedai Cache Baru' },
    })
    expect(renamed.body.response_code).toBe(2000)
    await expect
      .poll(async () => (await read<{ name: string }>(path)).body.data.name, SOON)
      .toBe('Kedai Cache Baru')
  })

  it('never serves a signed-in caller from memory (its answer may carry a renewed token)', async () => {
    const path = `/stores/public/product-${shop.store.id}`
    await readUntilKept(path)
    const before = api.publicReadCache.stats().hits
    await read(path)
    expect(api.publicReadCache.stats().hits).toBe(before + 1)
    await read(path, { authorization: `Bearer ${token}` })
    expect(api.publicReadCache.stats().hits).toBe(before + 1)
  })

  it('shows a change written by any path, straight to the tables: a price, a rate, a store closed', async () => {
    const product = `/stores/public/product-details-${productId}`
    await read(product)
    await api.db.update(products).set({ price_sen: 1490 }).where(eq(products.id, productId))
    await expect
      .poll(async () => (await read<{ price: string }>(product)).body.data.price, SOON)
      .toBe('14.90')

    const rates = `/stores/public/store-${shop.store.id}/delivery-rates`
    await read(rates)
    await api.db
      .update(shippingRates)
      .set({ name: 'Standard (renamed)' })
      .where(eq(shippingRates.id, shop.rates.light.id))
    await expect
      .poll(
        async () =>
          (await read<{ rates: { name: string }[] }>(rates)).body.data.rates.map((rate) => rate.name),
        SOON,
      )
      .toContain('Standard (renamed)')

    const store = `/stores/public/store-${shop.store.id}`
    expect((await read(store)).body.response_code).toBe(2000)
    await api.db.update(stores).set({ record_status_id: 2 }).where(eq(stores.id, shop.store.id))
    await expect.poll(async () => (await read(store)).body.response_code, SOON).toBe(5011)
  })
})
