// A store of the demo merchant set up through the API, and what a shopper types at its checkout.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { MerchantCall } from './merchant-api.ts'

const KUALA_LUMPUR = '2609539358'

/**
 * A new store named `name` (and a random suffix) selling `productIds`, with RM 8.00 standard delivery to
 * Kuala Lumpur and a collection for its orders. `extra` adds to the store (its theme colour).
 */
export async function openStore(
  call: MerchantCall,
  name: string,
  productIds: string[],
  extra: Record<string, unknown> = {},
) {
  const suffix = Math.random().toString(36).slice(2, 8)
  const store = await call<{ id: string; unique_id: string; name: string }>('POST', 'stores', {
    name: `${name} ${suffix}`,
    unique_id: `${name.toLowerCase().replace(/\s+/g, '-')}-${suffix}`,
    ...extra,
  })
  await call('PUT', `stores/${store.id}/products`, { product_ids: productIds })
  await call('POST', 'stores/create/default-store-collection', {
    store_id: store.id,
    title: `Orders ${suffix}`,
  })
  const profile = await call<{ id: string }>('POST', 'shipping-profiles', { name: `Shipping ${suffix}` })
  const zone = await call<{ id: string }>('POST', 'shipping-zones', {
    name: 'Klang Valley',
    profile_id: profile.id,
    state_ids: [KUALA_LUMPUR],
  })
  const standard = await call<{ id: string }>('POST', 'shipping-rates', {
    zone_id: zone.id,
    name: 'Standard',
    kind: 'flat',
    price: '8.00',
  })
  await call('POST', 'store-settings', { store_id: store.id, settings: { shipping_profile_id: profile.id } })
  return { store, standard, suffix }
}

/** The RM 12.50 bag of coffee beans (0.5 kg) most stores here sell. */
export const kopiTarik = (call: MerchantCall) =>
  call<{ id: string }>('POST', 'products', { title: 'Kopi Tarik Beans', price: '12.50', weight: 0.5 })

/** What the storefront sends when a shopper checks out: one of `productId` delivered in Kuala Lumpur. */
export async function placeOrder(
  request: APIRequestContext,
  shop: Awaited<ReturnType<typeof openStore>>,
  productId: string,
) {
  const response = await request.post(`/api/v1/stores/public/store-${shop.store.id}/orders`, {
    headers: { 'idempotency-key': `order-${Math.random()}` },
    data: {
      customer: { name: 'Aminah binti Ali', email: 'aminah@example.my', phone: '+60 12-345 6789' },
      address: { line1: '12 Jalan Ampang', postcode: '50450', locality_id: '1001', state_id: KUALA_LUMPUR },
      rate_id: shop.standard.id,
      items: [{ product_id: productId, quantity: 1 }],
    },
  })
  const body = (await response.json()) as { response_code: number; data: { order_no: string } }
  expect(body.response_code, JSON.stringify(body)).toBe(2000)
  return body.data.order_no
}

/** The store's orders, newest first, as the merchant lists them. */
export const storeOrders = <T = unknown>(call: MerchantCall, storeId: string) =>
  call<{ list: { total: number; data: T[] } }>(
    'POST',
    `shipments/order/merchant-shipments?skip=0&limit=10&store_id=${storeId}`,
  )

/** The shopper's details at checkout, delivering to an address in Kuala Lumpur. */
export async function fillCheckout(page: Page, name = 'Aminah binti Ali', email = 'aminah@example.my') {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Jalan Ampang')
  await page.getByLabel('State').selectOption({ label: 'Kuala Lumpur' })
  await page.getByLabel('Town or area').selectOption({ label: 'Kuala Lumpur' })
  await page.getByLabel('Postcode').fill('50450')
}
