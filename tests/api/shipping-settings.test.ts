// Shipping profiles, zones and rates: CRUD, the one-zone-per-state rule, weight bands, delivery prices from
// them (public and merchant checks), and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { ShippingProfile, ShippingRate, ShippingZone } from '../../src/contract/shipping.ts'
import type { DeliveryOption } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, insertProduct, openShop, PERLIS, SABAH, SELANGOR } from '../support/catalogue-rows.ts'

let api: Api
let m1: string
let m2: string
let m1Account: string
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  m1Account = await accountIdOf(api, 'merchant@niaga.test')
})
afterAll(() => api.close())

async function profile(token = m1, body: Record<string, unknown> = { name: 'Default' }) {
  return (await api.call<ShippingProfile>('POST', '/shipping-profiles', { token, body })).body.data
}

type Quote = { zone: { id: string; name: string } | null; options: DeliveryOption[] }
const check = async (storeId: string, state_id: string, weight: number, subtotal: string) =>
  (
    await api.call<Quote>('POST', '/courier/merchant/delivery-price-check', {
      body: { store_id: storeId, state_id, weight, subtotal },
    })
  ).body

describe('shipping profiles, zones and rates', () => {
  it('CRUD of a profile with a free-shipping threshold in MYR', async () => {
    const created = await profile(m1, { name: 'Pos Laju', free_shipping_threshold: 150 })
    expect(created).toMatchObject({
      name: 'Pos Laju',
      free_shipping_threshold: '150.00',
      record_status_id: 1,
    })
    const changed = await api.call<ShippingProfile>('PUT', `/shipping-profiles/${created.id}`, {
      token: m1,
      body: { free_shipping_threshold: null },
    })
    expect(changed.body.data.free_shipping_threshold).toBeNull()
    expect(
      (await api.call<ShippingProfile>('GET', `/shipping-profiles/${created.id}`, { token: m1 })).body.data
        .name,
    ).toBe('Pos Laju')
    const list = await api.call<ListData<ShippingProfile>>('GET', '/shipping-profiles?search=pos', {
      token: m1,
    })
    expect(list.body.data.list.data.map((p) => p.id)).toContain(created.id)
    expect(
      (await api.call('DELETE', `/shipping-profiles/${created.id}`, { token: m1 })).body.response_code,
    ).toBe(2000)
    expect(
      (await api.call('GET', `/shipping-profiles/${created.id}`, { token: m1 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
  })

  it('a state may be in only one active zone of a profile', async () => {
    const p = await profile()
    const west = await api.call<ShippingZone>('POST', '/shipping-zones', {
      token: m1,
      body: { name: 'West', profile_id: p.id, state_ids: [SELANGOR, PERLIS] },
    })
    expect(west.body.data.state_ids).toEqual([SELANGOR, PERLIS])
    const overlap = await api.call('POST', '/shipping-zones', {
      token: m1,
      body: { name: 'North', profile_id: p.id, state_ids: [PERLIS] },
    })
    expect(overlap.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { state_ids: 'Perlis is already in the zone “West” of this profile' } },
    })
    // Inactive, it may overlap; made active again, it may not.
    const inactive = await api.call<ShippingZone>('POST', '/shipping-zones', {
      token: m1,
      body: { name: 'North', profile_id: p.id, state_ids: [PERLIS], record_status_id: 2 },
    })
    expect(inactive.body.response_code).toBe(2000)
    const reactivate = await api.call('PUT', `/shipping-zones/${inactive.body.data.id}`, {
      token: m1,
      body: { record_status_id: 1 },
    })
    expect(reactivate.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    // Another profile may cover the same state.
    const other = await profile(m1, { name: 'Other' })
    const elsewhere = await api.call('POST', '/shipping-zones', {
      token: m1,
      body: { name: 'West too', profile_id: other.id, state_ids: [SELANGOR] },
    })
    expect(elsewhere.body.response_code).toBe(2000)
    // A zone may keep its own states when changed.
    const renamed = await api.call<ShippingZone>('PUT', `/shipping-zones/${west.body.data.id}`, {
      token: m1,
      body: { name: 'Peninsular', state_ids: [SELANGOR, PERLIS] },
    })
    expect(renamed.body.data.name).toBe('Peninsular')
    const listed = await api.call<ListData<ShippingZone>>(
      'POST',
      `/shipping-zones/merchant-shipping-zone?skip=0&limit=10&profile_id=${p.id}`,
      { token: m1 },
    )
    expect(listed.body.data.list.total).toBe(2)
  })

  it('validates zones: known state ids, no repeats, at least one, an own profile', async () => {
    const p = await profile()
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: 'X', profile_id: p.id, state_ids: ['123'] },
        { 'state_ids.0': 'Choose Malaysian states by id' },
      ],
      [{ name: 'X', profile_id: p.id, state_ids: [] }, { state_ids: 'Choose at least one state' }],
      [{ name: 'X', profile_id: p.id, state_ids: [SABAH, SABAH] }, { state_ids: 'A state is listed twice' }],
      [
        { name: 'X', profile_id: '00000000-0000-4000-8000-000000000000', state_ids: [SABAH] },
        { profile_id: 'No shipping profile of yours has this id' },
      ],
    ]
    for (const [body, breakdown] of cases) {
      const res = await api.call('POST', '/shipping-zones', { token: m1, body })
      expect(res.body.data, JSON.stringify(body)).toEqual({ breakdown })
    }
  })

  it('rates: flat or a weight band [min, max) kg with a MYR price', async () => {
    const p = await profile()
    const zone = (
      await api.call<ShippingZone>('POST', '/shipping-zones', {
        token: m1,
        body: { name: 'Z', profile_id: p.id, state_ids: [SABAH] },
      })
    ).body.data
    const band = await api.call<ShippingRate>('POST', '/shipping-rates', {
      token: m1,
      body: {
        zone_id: zone.id,
        name: '1-3 kg',
        kind: 'weight',
        min_weight: 1,
        max_weight: 3.5,
        price: '12.5',
      },
    })
    expect(band.body.data).toMatchObject({ kind: 'weight', min_weight: 1, max_weight: 3.5, price: '12.50' })
    const flat = await api.call<ShippingRate>('POST', '/shipping-rates', {
      token: m1,
      body: { zone_id: zone.id, name: 'Flat', kind: 'flat', min_weight: 5, price: 0 },
    })
    expect(flat.body.data).toMatchObject({ kind: 'flat', min_weight: 0, max_weight: null, price: '0.00' })
    const backwards = await api.call('POST', '/shipping-rates', {
      token: m1,
      body: { zone_id: zone.id, name: 'B', kind: 'weight', min_weight: 3, max_weight: 1, price: '1.00' },
    })
    expect(backwards.body.data).toEqual({
      breakdown: { max_weight: 'The maximum weight must be above the minimum' },
    })
    const narrowed = await api.call('PUT', `/shipping-rates/${band.body.data.id}`, {
      token: m1,
      body: { max_weight: 0.5 },
    })
    expect(narrowed.body.data).toEqual({
      breakdown: { max_weight: 'The maximum weight must be above the minimum' },
    })
    const badPrice = await api.call('POST', '/shipping-rates', {
      token: m1,
      body: { zone_id: zone.id, name: 'B', kind: 'flat', price: '1.234' },
    })
    expect(badPrice.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const list = await api.call<ListData<ShippingRate>>(
      'POST',
      `/shipping-rates/merchant-shipping-rate?zone_id=${zone.id}`,
      { token: m1 },
    )
    expect(list.body.data.list.data.map((r) => r.name)).toEqual(['Flat', '1-3 kg'])
    expect(
      (await api.call('DELETE', `/shipping-rates/${flat.body.data.id}`, { token: m1 })).body.response_code,
    ).toBe(2000)
    expect(
      (await api.call<ListData<ShippingRate>>('GET', `/shipping-rates?zone_id=${zone.id}`, { token: m1 }))
        .body.data.list.total,
    ).toBe(1)
  })
})

describe('delivery prices', () => {
  it('price from zone, weight band and free-shipping threshold; cheapest first', async () => {
    const product = await insertProduct(api, m1Account)
    const shop = await openShop(api, m1, [product.id])
    const light = await check(shop.store.id, SELANGOR, 1.999, '20.00')
    expect(light.data.zone?.name).toBe('Semenanjung')
    expect(light.data.options).toEqual([
      {
        rate_id: shop.rates.light.id,
        name: 'Standard up to 2 kg',
        price: '8.00',
        free: false,
        estimated_days: '2-4',
      },
      { rate_id: shop.rates.express.id, name: 'Express', price: '20.00', free: false, estimated_days: '2-4' },
    ])
    const atTwo = await check(shop.store.id, SELANGOR, 2, '20.00')
    expect(atTwo.data.options.map((o) => o.name)).toEqual(['Standard 2 kg and above', 'Express'])
    const free = await check(shop.store.id, SELANGOR, 2, '150.00')
    expect(free.data.options.every((o) => o.free && o.price === '0.00')).toBe(true)
    const justUnder = await check(shop.store.id, SELANGOR, 2, '149.99')
    expect(justUnder.data.options[0]).toMatchObject({ price: '15.00', free: false })
    const east = await check(shop.store.id, SABAH, 10, '1')
    expect(east.data).toMatchObject({
      zone: { name: 'Sabah & Sarawak' },
      options: [{ name: 'East Malaysia', price: '25.00', estimated_days: '4-7' }],
    })
    const nowhere = await check(shop.store.id, PERLIS, 1, '10')
    expect(nowhere).toMatchObject({ response_code: 2000, data: { zone: null, options: [] } })
  })

  it('an unknown or closed store answers 5011; the merchant’s own check works while closed', async () => {
    const product = await insertProduct(api, m1Account)
    const shop = await openShop(api, m1, [product.id], 'Kedai Tutup')
    await api.call('PUT', `/stores/${shop.store.id}`, { token: m1, body: { record_status_id: 2 } })
    const closed = await api.call('POST', '/courier/merchant/delivery-price-check', {
      body: { store_id: shop.store.id, state_id: SELANGOR, weight: 1, subtotal: '10' },
    })
    expect(closed.status).toBe(404)
    expect(closed.body.response_code).toBe(ResponseCode.PUBLIC_NOT_FOUND)
    const own = await api.call<Quote>('POST', '/courier/merchant/auth-delivery-price-check', {
      token: m1,
      body: { store_id: shop.store.id, state_id: SELANGOR, weight: 1, subtotal: '10' },
    })
    expect(own.body.data.options).toHaveLength(2)
    const theirs = await api.call('POST', '/courier/merchant/auth-delivery-price-check', {
      token: m2,
      body: { store_id: shop.store.id, state_id: SELANGOR, weight: 1, subtotal: '10' },
    })
    expect(theirs.body.response_code).toBe(ResponseCode.NOT_FOUND)
    const noLogin = await api.call('POST', '/courier/merchant/auth-delivery-price-check', {
      body: { store_id: shop.store.id, state_id: SELANGOR, weight: 1, subtotal: '10' },
    })
    expect(noLogin.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
  })
})

describe('tenancy of shipping settings', () => {
  it('merchant2 cannot see or change merchant1’s profiles, zones and rates, nor add rates to their zones', async () => {
    const p = await profile(m1, { name: 'M1 only' })
    const zone = (
      await api.call<ShippingZone>('POST', '/shipping-zones', {
        token: m1,
        body: { name: 'M1 zone', profile_id: p.id, state_ids: [SABAH] },
      })
    ).body.data
    const rate = (
      await api.call<ShippingRate>('POST', '/shipping-rates', {
        token: m1,
        body: { zone_id: zone.id, name: 'M1 rate', kind: 'flat', price: '5' },
      })
    ).body.data
    for (const [kind, id, body] of [
      ['shipping-profiles', p.id, { name: 'x' }],
      ['shipping-zones', zone.id, { name: 'x' }],
      ['shipping-rates', rate.id, { name: 'x' }],
    ] as const) {
      expect((await api.call('GET', `/${kind}/${id}`, { token: m2 })).body.response_code, kind).toBe(
        ResponseCode.NOT_FOUND,
      )
      expect((await api.call('PUT', `/${kind}/${id}`, { token: m2, body })).body.response_code, kind).toBe(
        ResponseCode.NOT_FOUND,
      )
      expect((await api.call('DELETE', `/${kind}/${id}`, { token: m2 })).body.response_code, kind).toBe(
        ResponseCode.NOT_FOUND,
      )
    }
    const zones = await api.call<ListData<ShippingZone>>(
      'POST',
      '/shipping-zones/merchant-shipping-zone?limit=500',
      { token: m2 },
    )
    expect(zones.body.data.list.data.map((z) => z.id)).not.toContain(zone.id)
    const rates = await api.call<ListData<ShippingRate>>('GET', '/shipping-rates?limit=500', { token: m2 })
    expect(rates.body.data.list.data.map((r) => r.id)).not.toContain(rate.id)
    const intoTheirZone = await api.call('POST', '/shipping-rates', {
      token: m2,
      body: { zone_id: zone.id, name: 'x', kind: 'flat', price: '1' },
    })
    expect(intoTheirZone.body.data).toEqual({
      breakdown: { zone_id: 'No shipping zone of yours has this id' },
    })
    const underTheirProfile = await api.call('POST', '/shipping-zones', {
      token: m2,
      body: { name: 'x', profile_id: p.id, state_ids: [PERLIS] },
    })
    expect(underTheirProfile.body.data).toEqual({
      breakdown: { profile_id: 'No shipping profile of yours has this id' },
    })
    const store = await api.call<{ id: string }>('POST', '/stores', { token: m2, body: { name: 'Kedai M2' } })
    const borrowed = await api.call('POST', '/store-settings', {
      token: m2,
      body: { store_id: store.body.data.id, settings: { shipping_profile_id: p.id } },
    })
    expect(borrowed.body.data).toEqual({
      breakdown: { 'settings.shipping_profile_id': 'No shipping profile of yours has this id' },
    })
    expect(
      (await api.call<ShippingRate>('GET', `/shipping-rates/${rate.id}`, { token: m1 })).body.data.name,
    ).toBe('M1 rate')
  })
})
