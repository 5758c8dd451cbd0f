// Stores as a merchant manages them: create, list, change, settings, opening hours, default collection and
// the products a store sells; another merchant sees none of it.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { OpeningDay, Store, StoreProducts, StoreSetting } from '../../src/contract/stores.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, insertProduct } from '../support/catalogue-rows.ts'

let api: Api
let m1: string
let m2: string
let m1Account: string
let m2Account: string
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  m1Account = await accountIdOf(api, 'merchant@niaga.test')
  m2Account = await accountIdOf(api, 'merchant2@niaga.test')
})
afterAll(() => api.close())

const week = (
  open: { opens_at: string; closes_at: string } | null = { opens_at: '09:00', closes_at: '18:00' },
) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 0 || !open ? { day_of_week: day, is_open: false } : { day_of_week: day, is_open: true, ...open },
  )

async function createStore(token: string, body: Record<string, unknown> = { name: 'Kedai Kopi Ali' }) {
  const res = await api.call<Store>('POST', '/stores', { token, body })
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
  return res.body.data
}

describe('stores', () => {
  it('creates a store with a readable unique id and lists it in both list calls', async () => {
    const store = await createStore(m1, { name: 'Kedai Kopi Ali', description: 'Kopi dari Johor' })
    expect(store).toMatchObject({
      name: 'Kedai Kopi Ali',
      record_status_id: 1,
      store_collection: null,
      public_path: `/storefront/mobile/${store.id}`,
    })
    expect(store.unique_id).toMatch(/^kedai-kopi-ali-[0-9a-f]{6}$/)
    const viaGet = await api.call<ListData<Store>>('GET', '/stores?search=kopi%20ali', { token: m1 })
    expect(viaGet.body.data.list.data.map((s) => s.id)).toContain(store.id)
    const viaPost = await api.call<ListData<Store>>('POST', '/stores/merchant-stores?skip=0&limit=10', {
      token: m1,
    })
    expect(viaPost.body.data.list.data.map((s) => s.id)).toContain(store.id)
    expect(viaPost.body.data.list.limit).toBe(10)
  })

  it('changes a store and refuses a unique id that another store uses', async () => {
    const a = await createStore(m1, { name: 'Kedai A', unique_id: 'kedai-a-unik' })
    const b = await createStore(m1, { name: 'Kedai B' })
    const renamed = await api.call<Store>('PUT', `/stores/${b.id}`, {
      token: m1,
      body: { name: 'Kedai B Baru', theme_color: '#123abc' },
    })
    expect(renamed.body.data).toMatchObject({ name: 'Kedai B Baru', theme_color: '#123abc' })
    const taken = await api.call('PUT', `/stores/${b.id}`, { token: m1, body: { unique_id: a.unique_id } })
    expect(taken.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { unique_id: 'This unique id is taken: choose another' } },
    })
    const bad = await api.call('POST', '/stores', { token: m1, body: { name: '', theme_color: 'red' } })
    expect(bad.body.data).toEqual({
      breakdown: { name: 'The name field is required', theme_color: 'The theme colour is #RRGGBB' },
    })
  })

  it('settings: the first active record is current', async () => {
    const store = await createStore(m1)
    const none = await api.call('GET', `/store-settings/current?store_id=${store.id}`, { token: m1 })
    expect(none.body).toMatchObject({ response_code: 2000, data: null })
    const first = await api.call<StoreSetting>('POST', '/store-settings', {
      token: m1,
      body: { store_id: store.id, settings: { contact_phone: '+60 3-1111 2222' } },
    })
    api.clock.advance(1000)
    await api.call('POST', '/store-settings', {
      token: m1,
      body: { store_id: store.id, settings: { contact_phone: '+60 3-9999 0000' } },
    })
    const current = await api.call<StoreSetting>('GET', `/store-settings/current?store_id=${store.id}`, {
      token: m1,
    })
    expect(current.body.data.id).toBe(first.body.data.id)
    await api.call('PUT', `/store-settings/${first.body.data.id}`, {
      token: m1,
      body: { record_status_id: 2 },
    })
    const next = await api.call<StoreSetting>('GET', `/store-settings/current?store_id=${store.id}`, {
      token: m1,
    })
    expect(next.body.data.settings).toEqual({ contact_phone: '+60 3-9999 0000' })
    const list = await api.call<ListData<StoreSetting>>(
      'POST',
      `/store-settings/merchant-store-settings?store_id=${store.id}`,
      { token: m1 },
    )
    expect(list.body.data.list.total).toBe(2)
  })

  it('opening hours: 2111 with [] before any are set, then all 7 days', async () => {
    const store = await createStore(m1)
    const empty = await api.call<OpeningDay[]>('POST', `/opening-days/store-based/${store.id}`, { token: m1 })
    expect(empty.status).toBe(200)
    expect(empty.body).toMatchObject({
      response_code: ResponseCode.NO_OPENING_HOURS,
      data: [],
      description: 'No opening hours set yet',
    })
    const created = await api.call<OpeningDay[]>('POST', '/stores/create/opening-day-hours', {
      token: m1,
      body: { store_id: store.id, days: week() },
    })
    expect(created.body.data).toHaveLength(7)
    expect(created.body.data[1]).toEqual({
      day_of_week: 1,
      is_open: true,
      opens_at: '09:00',
      closes_at: '18:00',
    })
    expect(created.body.data[0]).toEqual({ day_of_week: 0, is_open: false, opens_at: null, closes_at: null })
    const again = await api.call('POST', '/stores/create/opening-day-hours', {
      token: m1,
      body: { store_id: store.id, days: week() },
    })
    expect(again.body.response_code).toBe(ResponseCode.CONFLICT)
    const edited = await api.call<OpeningDay[]>('PUT', '/stores/edit/opening-day-hours', {
      token: m1,
      body: { store_id: store.id, days: week({ opens_at: '10:00', closes_at: '22:30' }) },
    })
    expect(edited.body.data[3]).toMatchObject({ opens_at: '10:00', closes_at: '22:30' })
    const read = await api.call<OpeningDay[]>('POST', `/opening-days/store-based/${store.id}`, { token: m1 })
    expect(read.body).toMatchObject({ response_code: 2000 })
    expect(read.body.data[6]).toMatchObject({ opens_at: '10:00' })
  })

  it('opening hours need 7 distinct days, HH:MM times and a close after the open', async () => {
    const store = await createStore(m1)
    const twice = week().map((d) => ({ ...d, day_of_week: d.day_of_week === 6 ? 5 : d.day_of_week }))
    // Each day's own mistakes are named by the day: the first of them is enough here.
    for (const [days, breakdown] of [
      [week().slice(1), { days: 'Give all 7 days of the week' }],
      [
        week({ opens_at: '18:00', closes_at: '09:00' }),
        expect.objectContaining({ 'days.1.closes_at': 'The store must close after it opens' }),
      ],
      [
        week({ opens_at: '9am', closes_at: '24:00' }),
        expect.objectContaining({ 'days.1.opens_at': 'The time is HH:MM (00:00 to 23:59)' }),
      ],
      [twice, { days: 'Each day of the week appears once' }],
    ] as const) {
      const res = await api.call('PUT', '/stores/edit/opening-day-hours', {
        token: m1,
        body: { store_id: store.id, days },
      })
      expect(res.body.data).toEqual({ breakdown })
    }
  })

  it('default collection: creates a bill collection, or links an existing active one', async () => {
    const store = await createStore(m1, { name: 'Kedai Roti' })
    const created = await api.call<Store>('POST', '/stores/create/default-store-collection', {
      token: m1,
      body: { store_id: store.id },
    })
    expect(created.body.data.store_collection).toMatchObject({ title: 'Kedai Roti orders', record_status: 1 })
    const other = await api.call<{ id: string }>('POST', '/collections', {
      token: m1,
      body: { title: 'Roti orders 2027', kind: 'bill' },
    })
    const linked = await api.call<Store>('POST', '/stores/create/default-store-collection', {
      token: m1,
      body: { store_id: store.id, collection_id: other.body.data.id },
    })
    expect(linked.body.data.store_collection).toMatchObject({
      id: other.body.data.id,
      title: 'Roti orders 2027',
    })
    const form = await api.call<{ id: string }>('POST', '/collections', {
      token: m1,
      body: { title: 'Donations', kind: 'payment_form' },
    })
    const wrongKind = await api.call('POST', '/stores/create/default-store-collection', {
      token: m1,
      body: { store_id: store.id, collection_id: form.body.data.id },
    })
    expect(wrongKind.body.data).toEqual({
      breakdown: { collection_id: 'Choose a bill collection: orders become its bills' },
    })
  })

  it('store products: an ordered list of the caller’s own products', async () => {
    const store = await createStore(m1)
    const kopi = await insertProduct(api, m1Account, { title: 'Kopi', price_sen: 1200 })
    const teh = await insertProduct(api, m1Account, { title: 'Teh Tarik', price_sen: 350 })
    const saved = await api.call<StoreProducts>('PUT', `/stores/${store.id}/products`, {
      token: m1,
      body: { product_ids: [teh.id, kopi.id] },
    })
    expect(saved.body.data.products).toEqual([
      { id: teh.id, title: 'Teh Tarik', price: '3.50', is_active: true },
      { id: kopi.id, title: 'Kopi', price: '12.00', is_active: true },
    ])
    await api.call('PUT', `/stores/${store.id}/products`, { token: m1, body: { product_ids: [kopi.id] } })
    const read = await api.call<StoreProducts>('GET', `/stores/${store.id}/products`, { token: m1 })
    expect(read.body.data.products.map((p) => p.id)).toEqual([kopi.id])
    const twice = await api.call('PUT', `/stores/${store.id}/products`, {
      token: m1,
      body: { product_ids: [kopi.id, kopi.id] },
    })
    expect(twice.body.data).toEqual({ breakdown: { product_ids: 'A product is listed twice' } })
  })
})

describe('tenancy of stores', () => {
  it('merchant2 cannot see, change or configure merchant1’s store', async () => {
    const store = await createStore(m1, { name: 'Only Merchant One Store' })
    const list = await api.call<ListData<Store>>('POST', '/stores/merchant-stores?limit=500', { token: m2 })
    expect(list.body.data.list.data.map((s) => s.id)).not.toContain(store.id)
    const attempts: [string, string, unknown][] = [
      ['GET', `/stores/${store.id}`, undefined],
      ['PUT', `/stores/${store.id}`, { name: 'Hijacked' }],
      ['GET', `/stores/${store.id}/products`, undefined],
      ['PUT', `/stores/${store.id}/products`, { product_ids: [] }],
      ['POST', `/opening-days/store-based/${store.id}`, undefined],
      ['POST', '/stores/create/opening-day-hours', { store_id: store.id, days: week() }],
      ['POST', '/stores/create/default-store-collection', { store_id: store.id }],
      ['POST', '/store-settings', { store_id: store.id, settings: {} }],
      ['GET', `/store-settings/current?store_id=${store.id}`, undefined],
    ]
    for (const [method, path, body] of attempts) {
      const res = await api.call(method, path, { token: m2, body })
      expect(res.body.response_code, `${method} ${path}`).toBe(ResponseCode.NOT_FOUND)
    }
    const setting = await api.call<StoreSetting>('POST', '/store-settings', {
      token: m1,
      body: { store_id: store.id, settings: {} },
    })
    expect(
      (
        await api.call('PUT', `/store-settings/${setting.body.data.id}`, {
          token: m2,
          body: { record_status_id: 2 },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call<Store>('GET', `/stores/${store.id}`, { token: m1 })).body.data.name).toBe(
      'Only Merchant One Store',
    )
  })

  it('merchant2 cannot sell merchant1’s products, nor link merchant1’s collection', async () => {
    const theirs = await insertProduct(api, m1Account, { title: 'Merchant One Kopi' })
    const mine = await insertProduct(api, m2Account, { title: 'Merchant Two Teh' })
    const store = await createStore(m2, { name: 'Kedai Tan' })
    const res = await api.call('PUT', `/stores/${store.id}/products`, {
      token: m2,
      body: { product_ids: [mine.id, theirs.id] },
    })
    expect(res.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { 'product_ids.1': 'No product of yours has this id' } },
    })
    const read = await api.call<StoreProducts>('GET', `/stores/${store.id}/products`, { token: m2 })
    expect(read.body.data.products).toEqual([])
    const collection = await api.call<{ id: string }>('POST', '/collections', {
      token: m1,
      body: { title: 'M1 bills', kind: 'bill' },
    })
    const link = await api.call('POST', '/stores/create/default-store-collection', {
      token: m2,
      body: { store_id: store.id, collection_id: collection.body.data.id },
    })
    expect(link.body.data).toEqual({ breakdown: { collection_id: 'No collection of yours has this id' } })
  })

  it('a logo is one of the merchant’s own images: not merchant1’s, not an unknown id', async () => {
    const upload = async (token: string) => {
      const form = new FormData()
      form.append(
        'file',
        new File(
          [
            new Uint8Array(
              await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
                .png()
                .toBuffer(),
            ),
          ],
          'logo.png',
        ),
      )
      const res = await api.app.request('/api/v1/merchant-cloud-image', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await res.json()) as { data: { id: string } }).data.id
    }
    const theirs = await upload(m1)
    const mine = await upload(m2)
    const refused = {
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { logo_image_id: 'The selected image does not exist' } },
    }
    expect(
      (await api.call('POST', '/stores', { token: m2, body: { name: 'Kedai Logo', logo_image_id: theirs } }))
        .body,
    ).toMatchObject(refused)
    const store = await createStore(m2, { name: 'Kedai Logo Sendiri', logo_image_id: mine })
    expect(store.logo_image_id).toBe(mine)
    for (const logo of [theirs, '00000000-0000-4000-8000-000000000000'])
      expect(
        (await api.call('PUT', `/stores/${store.id}`, { token: m2, body: { logo_image_id: logo } })).body,
      ).toMatchObject(refused)
    expect((await api.call<Store>('GET', `/stores/${store.id}`, { token: m2 })).body.data.logo_image_id).toBe(
      mine,
    )
    const cleared = await api.call<Store>('PUT', `/stores/${store.id}`, {
      token: m2,
      body: { logo_image_id: null },
    })
    expect(cleared.body.data.logo_image_id).toBeNull()
  })
})

describe('the demo store seed', () => {
  it('seeds Kedai Niaga Demo selling the demo catalogue: public, open Mon–Sat, free shipping from RM 150, both zones by weight', async () => {
    // The sandbox seed (server/db/seed.ts) has run in the harness: the store is there without any setup.
    const store = await api.call<{
      id: string
      name: string
      accepts_orders: boolean
      opening_days: OpeningDay[]
    }>('GET', '/storespublic/niaga-demo')
    expect(store.body.data).toMatchObject({ name: 'Kedai Niaga Demo', accepts_orders: true })
    expect(store.body.data.opening_days.filter((d) => d.is_open)).toHaveLength(6)
    const products = await api.call<{ list: { data: { title: string }[]; total: number } }>(
      'GET',
      `/stores/public/product-${store.body.data.id}`,
    )
    expect(products.body.data.list.total).toBe(6)
    expect(products.body.data.list.data.map((p) => p.title)).toContain('Kopi Tenom 250g')
    const quote = async (state_id: string, weight: number, subtotal: string) =>
      (
        await api.call<{ zone: { name: string }; options: { name: string; price: string }[] }>(
          'POST',
          '/courier/merchant/delivery-price-check',
          { body: { store_id: store.body.data.id, state_id, weight, subtotal } },
        )
      ).body.data
    expect(await quote('2609539361', 0.5, '10')).toMatchObject({
      zone: { name: 'Sabah & Sarawak' },
      options: [{ price: '12.00' }],
    })
    expect(await quote('2609539358', 5, '10')).toMatchObject({
      zone: { name: 'Semenanjung' },
      options: [{ name: 'Standard (5 kg and above)', price: '18.00' }],
    })
    expect((await quote('2609539358', 5, '150')).options[0]!.price).toBe('0.00')
  })
})
