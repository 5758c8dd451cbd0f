// Products and variants written straight into the catalogue tables, so the store, shipping and order tests
// do not depend on the catalogue API; plus the steps those tests share (a store that sells, ships and bills).
import { eq } from 'drizzle-orm'
import { accounts, products, productVariants } from '../../server/db/schema/index.ts'
import type { Store } from '../../src/contract/stores.ts'
import type { Api } from './api-harness.ts'

export async function accountIdOf(api: Api, email: string): Promise<string> {
  const [row] = await api.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email))
  if (!row) throw new Error(`no account ${email}`)
  return row.id
}

export interface ProductRowInput {
  title?: string
  price_sen?: number
  weight_grams?: number | null
  stock?: number | null
  min_purchase_quantity?: number
  max_purchase_quantity?: number | null
  product_variant_enable?: boolean
  is_active?: boolean
}

export async function insertProduct(api: Api, accountId: string, input: ProductRowInput = {}) {
  const [row] = await api.db
    .insert(products)
    .values({
      title: 'Kopi Kampung 250g',
      price_sen: 1590,
      weight_grams: 250,
      stock: null,
      ...input,
      account_id: accountId,
    })
    .returning()
  return row!
}

export async function insertVariant(
  api: Api,
  accountId: string,
  productId: string,
  input: {
    title: string
    custom_pricing_enable?: boolean
    custom_pricing_price_sen?: number | null
    weight_grams?: number | null
    stock?: number | null
  },
) {
  const [row] = await api.db
    .insert(productVariants)
    .values({ ...input, account_id: accountId, product_id: productId })
    .returning()
  return row!
}

export async function stockOf(api: Api, productId: string): Promise<number | null> {
  const [row] = await api.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row?.stock ?? null
}

const ok = <T>(res: { body: { response_code: number; data: T } }, what: string): T => {
  if (res.body.response_code !== 2000) throw new Error(`${what}: ${JSON.stringify(res.body)}`)
  return res.body.data
}

/** A store selling the given products, with a default collection, a profile (free from RM 150) and zones. */
export async function openShop(api: Api, token: string, productIds: string[], name = 'Kedai Ujian') {
  const store = ok<Store>(await api.call('POST', '/stores', { token, body: { name } }), 'store')
  // The store's own bill collection: its orders become bills of it.
  const collection = ok<Store>(
    await api.call('POST', '/stores/create/default-store-collection', {
      token,
      body: { store_id: store.id },
    }),
    'collection',
  ).store_collection!
  ok(
    await api.call('PUT', `/stores/${store.id}/products`, { token, body: { product_ids: productIds } }),
    'products',
  )
  const profile = ok<{ id: string }>(
    await api.call('POST', '/shipping-profiles', {
      token,
      body: { name: `${name} shipping`, free_shipping_threshold: '150.00' },
    }),
    'profile',
  )
  ok(
    await api.call('POST', '/store-settings', {
      token,
      body: { store_id: store.id, settings: { shipping_profile_id: profile.id } },
    }),
    'settings',
  )
  const west = ok<{ id: string }>(
    await api.call('POST', '/shipping-zones', {
      token,
      body: {
        name: 'Semenanjung',
        profile_id: profile.id,
        state_ids: ['2609539372', '2609539358', '2609539356'],
      },
    }),
    'zone',
  )
  const east = ok<{ id: string }>(
    await api.call('POST', '/shipping-zones', {
      token,
      body: { name: 'Sabah & Sarawak', profile_id: profile.id, state_ids: ['1775640129', '2609539371'] },
    }),
    'zone',
  )
  const light = ok<{ id: string }>(
    await api.call('POST', '/shipping-rates', {
      token,
      body: {
        zone_id: west.id,
        name: 'Standard up to 2 kg',
        kind: 'weight',
        min_weight: 0,
        max_weight: 2,
        price: '8.00',
      },
    }),
    'rate',
  )
  const heavy = ok<{ id: string }>(
    await api.call('POST', '/shipping-rates', {
      token,
      body: {
        zone_id: west.id,
        name: 'Standard 2 kg and above',
        kind: 'weight',
        min_weight: 2,
        max_weight: null,
        price: '15.00',
      },
    }),
    'rate',
  )
  const express = ok<{ id: string }>(
    await api.call('POST', '/shipping-rates', {
      token,
      body: { zone_id: west.id, name: 'Express', kind: 'flat', price: '20.00' },
    }),
    'rate',
  )
  const eastFlat = ok<{ id: string }>(
    await api.call('POST', '/shipping-rates', {
      token,
      body: { zone_id: east.id, name: 'East Malaysia', kind: 'flat', price: '25.00' },
    }),
    'rate',
  )
  return { store, collection, profile, zones: { west, east }, rates: { light, heavy, express, eastFlat } }
}

export const SELANGOR = '2609539372'
export const SABAH = '1775640129'
export const PERLIS = '2609539368'

export const checkoutBody = (
  productId: string,
  rateId: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
) => ({
  customer: { name: 'Siti Aminah', email: 'siti@example.my', phone: '+60 12-345 6789' },
  address: { line1: '12 Jalan Melati', postcode: '40150', locality_id: '1001', state_id: SELANGOR },
  rate_id: rateId,
  items: [{ product_id: productId, quantity }],
  ...extra,
})
