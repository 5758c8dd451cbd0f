// Property-based bad input on every store, shipping, order and courier endpoint: bodies, query strings and
// path segments of any shape get an envelope, never a 5xx.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicStore } from '../../src/contract/storefront.ts'
import type { Store } from '../../src/contract/stores.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  breakdownOf,
  expectEnvelope,
  expectEnvelopesForAnyText,
  pathName,
} from '../support/bad-input.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let ids: {
  store: string
  uniqueId: string
  product: string
  profile: string
  zone: string
  rate: string
  shipment: string
  order: string
  setting: string
}
/** The store as the last accepted fuzzed PUT left it; undefined while no fuzzed body was a valid edit. */
let storeAfterEdits: Store | undefined
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const product = await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), { stock: 1000 })
  const shop = await openShop(api, token, [product.id])
  const placed = await api.call<{ order_no: string }>(
    'POST',
    `/stores/public/store-${shop.store.id}/orders`,
    {
      body: checkoutBody(product.id, shop.rates.light.id),
      headers: { 'idempotency-key': 'bad-input-first-order' },
    },
  )
  const orders = await api.call<{ list: { data: { id: string; shipment: { id: string } }[] } }>(
    'GET',
    `/orders?search=${placed.body.data.order_no}`,
    { token },
  )
  const order = orders.body.data.list.data[0]!
  const settings = await api.call<{ list: { data: { id: string }[] } }>(
    'GET',
    `/store-settings?store_id=${shop.store.id}`,
    { token },
  )
  ids = {
    store: shop.store.id,
    uniqueId: shop.store.unique_id,
    product: product.id,
    profile: shop.profile.id,
    zone: shop.zones.west.id,
    rate: shop.rates.light.id,
    shipment: order.shipment.id,
    order: order.id,
    setting: settings.body.data.list.data[0]!.id,
  }
})
afterAll(() => api.close())

const RUNS = 25

const FIELDS = [
  'name',
  'unique_id',
  'description',
  'theme_color',
  'logo_image_id',
  'record_status_id',
  'store_id',
  'settings',
  'days',
  'collection_id',
  'title',
  'product_ids',
  'free_shipping_threshold',
  'profile_id',
  'state_ids',
  'zone_id',
  'kind',
  'min_weight',
  'max_weight',
  'price',
  'status',
  'shipment_id',
  'state_id',
  'weight',
  'subtotal',
  'customer',
  'address',
  'rate_id',
  'items',
] as const

describe('store, shipping, order and courier endpoints with arbitrary JSON bodies', () => {
  const targets: [string, () => string, boolean][] = [
    ['POST', () => '/stores', true],
    ['PUT', () => `/stores/${ids.store}`, true],
    ['PUT', () => `/stores/${ids.store}/products`, true],
    ['POST', () => '/stores/create/default-store-collection', true],
    ['POST', () => '/stores/create/opening-day-hours', true],
    ['PUT', () => '/stores/edit/opening-day-hours', true],
    ['POST', () => '/store-settings', true],
    ['PUT', () => `/store-settings/${ids.setting}`, true],
    ['POST', () => '/shipping-profiles', true],
    ['PUT', () => `/shipping-profiles/${ids.profile}`, true],
    ['POST', () => '/shipping-zones', true],
    ['PUT', () => `/shipping-zones/${ids.zone}`, true],
    ['POST', () => '/shipping-rates', true],
    ['PUT', () => `/shipping-rates/${ids.rate}`, true],
    ['PUT', () => `/shipments/${ids.shipment}`, true],
    ['POST', () => '/courier/consignment-note', true],
    ['POST', () => '/courier/merchant/auth-delivery-price-check', true],
    ['POST', () => '/courier/merchant/delivery-price-check', false],
    ['POST', () => `/stores/public/store-${ids.store}/orders`, false],
  ]
  for (const [method, path, auth] of targets) {
    const name = pathName(path)
    it(`${method} ${name}`, async () => {
      let n = 0
      await fc.assert(
        fc.asyncProperty(anyBody(FIELDS), async (body) => {
          const res = await api.call<Store>(method, path(), {
            body,
            token: auth ? token : undefined,
            headers: { 'idempotency-key': `fuzz-key-${name.length}-${++n}` },
          })
          expectEnvelope(res, JSON.stringify(body))
          // A body that happens to be a valid edit (a new name, record_status_id 2) is accepted: remember it.
          if (method === 'PUT' && path() === `/stores/${ids.store}` && res.body.response_code === 2000)
            storeAfterEdits = res.body.data
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('malformed JSON is a 4000 everywhere', async () => {
    for (const [method, path, auth] of targets) {
      const res = await api.call(method, path(), {
        rawBody: '{"name":',
        token: auth ? token : undefined,
        headers: { 'idempotency-key': 'malformed-json-1' },
      })
      expect(breakdownOf(res, path()), path()).toEqual({ body: 'Malformed JSON body' })
    }
  })
})

describe('store, shipping, order and courier endpoints with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    const publicly = { token: undefined }
    await expectEnvelopesForAnyText(
      api,
      (q) => {
        const seg = q || 'x'
        return [
          ['GET', `/stores?skip=${q}&limit=${q}&sort=${q}&order=${q}&search=${q}`],
          ['POST', `/stores/merchant-stores?skip=${q}&limit=${q}`],
          ['GET', `/stores/${seg}`],
          ['GET', `/stores/${seg}/products`],
          ['POST', `/opening-days/store-based/${seg}`],
          ['GET', `/store-settings/current?store_id=${q}`],
          ['POST', `/store-settings/merchant-store-settings?skip=${q}&store_id=${q}`],
          ['GET', `/shipping-profiles?limit=${q}&search=${q}`],
          ['GET', `/shipping-profiles/${seg}`],
          ['DELETE', `/shipping-zones/${seg}`],
          ['POST', `/shipping-zones/merchant-shipping-zone?skip=${q}&limit=${q}&profile_id=${q}`],
          ['POST', `/shipping-rates/merchant-shipping-rate?zone_id=${q}&search=${q}`],
          ['GET', `/shipping-rates/${seg}`],
          ['GET', `/orders?status=${q}&sort=${q}&search=${q}&store_id=${q}`],
          ['POST', `/shipments/order/merchant-shipments?skip=${q}&limit=${q}&status=${q}`],
          ['GET', `/orders/${seg}`],
          ['POST', `/courier/merchant/check-out-shipping-payment/${seg}`],
          ['GET', `/storespublic/${seg}`, publicly],
          ['GET', `/stores/public/store-${seg}`, publicly],
          ['GET', `/stores/public/product-${seg}`, publicly],
          ['GET', `/stores/public/product-details-${seg}`, publicly],
          ['GET', `/products/product-details/${seg}`, publicly],
          ['GET', `/stores/public/orders/${seg}`, publicly],
        ]
      },
      { token, runs: RUNS },
    )
  })

  it('the fuzzed store answers its storefront exactly as its last accepted edit left it, and its order list', async () => {
    const mine = await api.call<Store>('GET', `/stores/${ids.store}`, { token })
    expect(mine.body.response_code).toBe(2000)
    const expected = storeAfterEdits ?? { unique_id: ids.uniqueId, name: 'Kedai Ujian', record_status_id: 1 }
    expect(mine.body.data).toMatchObject({
      unique_id: expected.unique_id,
      name: expected.name,
      record_status_id: expected.record_status_id,
    })
    const shown = await api.call<PublicStore>('GET', `/storespublic/${expected.unique_id}`)
    if (expected.record_status_id === 1) {
      expect(shown.body.response_code).toBe(2000)
      expect(shown.body.data).toMatchObject({ id: ids.store, name: expected.name })
    } else {
      expect(shown.body).toMatchObject({ response_code: 5011, description: 'Store not found' })
    }
    if (expected.unique_id !== ids.uniqueId)
      expect((await api.call('GET', `/storespublic/${ids.uniqueId}`)).body.response_code).toBe(5011)

    // Put back as it was: an active store under its first unique id is on its storefront again.
    const restored = await api.call<Store>('PUT', `/stores/${ids.store}`, {
      token,
      body: { unique_id: ids.uniqueId, name: 'Kedai Ujian', record_status_id: 1 },
    })
    expect(restored.body.response_code).toBe(2000)
    const again = await api.call<PublicStore>('GET', `/storespublic/${ids.uniqueId}`)
    expect(again.body.response_code).toBe(2000)
    expect(again.body.data).toMatchObject({ id: ids.store, unique_id: ids.uniqueId, name: 'Kedai Ujian' })

    const order = await api.call<{ id: string }>('GET', `/orders/${ids.order}`, { token })
    expect(order.body.response_code).toBe(2000)
    expect(order.body.data.id).toBe(ids.order)
  })
})
