// Delivery priced on the shopper's phone: the store's zones and rates are public (so an offline checkout can
// show a price), and an order sent later with the price the shopper saw is refused, never charged, when the
// store's price has changed in between.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { DeliveryTable, PublicOrder } from '../../src/contract/storefront.ts'
import { deliveryOptionsFromTable } from '../../src/lib/delivery-price.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop, SELANGOR } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let account: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  account = await accountIdOf(api, 'merchant@niaga.test')
})
afterAll(() => api.close())

const checkout = (storeId: string, body: unknown) =>
  api.call<PublicOrder>('POST', `/stores/public/store-${storeId}/orders`, {
    body,
    headers: { 'idempotency-key': `delivery-${Date.now()}-${Math.random()}` },
  })

describe('the public delivery table', () => {
  it('lists the active zones and rates, and prices a cart as the server does', async () => {
    const kopi = await insertProduct(api, account, { title: 'Kopi', price_sen: 1200, weight_grams: 500 })
    const shop = await openShop(api, token, [kopi.id])
    await api.call('PUT', `/shipping-rates/${shop.rates.express.id}`, {
      token,
      body: { record_status_id: 2 },
    })

    const table = await api.call<DeliveryTable>(
      'GET',
      `/stores/public/store-${shop.store.unique_id}/delivery-rates`,
    )
    expect(table.body.response_code).toBe(2000)
    expect(table.headers.get('etag')).toBeTruthy()
    expect(table.body.data.free_shipping_threshold).toBe('150.00')
    expect(table.body.data.zones.map((z) => z.name).sort()).toEqual(['Sabah & Sarawak', 'Semenanjung'])
    // The disabled Express rate is left out.
    expect(table.body.data.rates.map((r) => [r.name, r.min_weight, r.max_weight, r.price]).sort()).toEqual([
      ['East Malaysia', 0, null, '25.00'],
      ['Standard 2 kg and above', 2, null, '15.00'],
      ['Standard up to 2 kg', 0, 2, '8.00'],
    ])

    // The same options, on the device and on the server, for a 3 kg cart to Selangor.
    const onDevice = deliveryOptionsFromTable(table.body.data, SELANGOR, 3, 3600)
    const onServer = await api.call<{ options: { rate_id: string; price: string }[] }>(
      'POST',
      '/courier/merchant/delivery-price-check',
      {
        body: { store_id: shop.store.id, state_id: SELANGOR, weight: 3, subtotal: '36.00' },
      },
    )
    expect(onDevice.options.map((o) => [o.rate_id, (o.price_sen / 100).toFixed(2)])).toEqual(
      onServer.body.data.options.map((o) => [o.rate_id, o.price]),
    )
    expect(onDevice.options.map((o) => o.rate_id)).toEqual([shop.rates.heavy.id])
  })

  it('answers 5011 for an unknown store', async () => {
    const res = await api.call('GET', '/stores/public/store-no-such-store/delivery-rates')
    expect(res.body.response_code).toBe(ResponseCode.PUBLIC_NOT_FOUND)
  })
})

describe('an order sent with the delivery price the shopper saw', () => {
  it('is placed when the price still holds, and refused with the new price when it changed', async () => {
    const kopi = await insertProduct(api, account, { title: 'Kopi', price_sen: 1200, weight_grams: 500 })
    const shop = await openShop(api, token, [kopi.id])

    const placed = await checkout(
      shop.store.id,
      checkoutBody(kopi.id, shop.rates.light.id, 1, { delivery_price: '8.00' }),
    )
    expect(placed.body.response_code).toBe(2000)
    expect(placed.body.data).toMatchObject({ shipping: '8.00', total: '20.00' })

    await api.call('PUT', `/shipping-rates/${shop.rates.light.id}`, { token, body: { price: '9.50' } })
    const refused = await checkout(
      shop.store.id,
      checkoutBody(kopi.id, shop.rates.light.id, 1, { delivery_price: '8.00' }),
    )
    expect(refused.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(
      (refused.body.data as unknown as { breakdown: Record<string, string> }).breakdown.delivery_price,
    ).toBe(
      'Delivery now costs RM 9.50, not the RM 8.00 shown when you placed the order. Put the items back in the cart to order at the new price.',
    )
    const orders = await api.call<{ list: { total: number } }>(
      'POST',
      `/shipments/order/merchant-shipments?skip=0&limit=10&store_id=${shop.store.id}`,
      { token },
    )
    expect(orders.body.data.list.total).toBe(1)
  })
})
