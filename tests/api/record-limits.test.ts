// How many records a parent holds is capped when they are created (server/services/record-limits.ts), so
// the lists answers carry stay within what the document declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CATEGORIES, MAX_PRODUCT_TAGS, MAX_PRODUCT_VARIANTS } from '../../src/contract/catalogue.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { SUCCESS_FIELDS_MAX } from '../../src/contract/payment-settings.ts'
import { MAX_RATES_PER_ZONE } from '../../src/contract/product-limits.ts'
import { PLANS_MAX } from '../../src/contract/subscriptions.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { PERLIS, SELANGOR } from '../support/catalogue-rows.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

const post = <T = { id: string }>(path: string, body: unknown, as = token) =>
  api.call<T>('POST', path, { token: as, body })

/** Creates records until there are `max` (counting those already there), then one more, which is refused. */
type Answer = { body: { response_code: number; description: string } }
async function fillThenRefuse(
  count: () => Promise<number>,
  max: number,
  make: (n: number) => Promise<Answer>,
) {
  for (let n = await count(); n < max; n++)
    expect((await make(n)).body.response_code).toBe(ResponseCode.SUCCESS)
  return make(max)
}

describe('record limits', () => {
  it('an account has at most 200 categories', async () => {
    const count = async () =>
      (await api.call<{ list: { total: number } }>('GET', '/product-categories?limit=1', { token })).body.data
        .list.total
    const last = await fillThenRefuse(count, MAX_CATEGORIES, (n) =>
      post('/product-categories', { title: `C${n}` }),
    )
    expect(last.body.response_code).toBe(ResponseCode.CONFLICT)
    expect(last.body.description).toBe(
      `An account has at most ${MAX_CATEGORIES} categories: change or remove one instead`,
    )
  })

  it('an account has at most 50 success fields', async () => {
    const count = async () =>
      (await api.call<{ list: { total: number } }>('GET', '/success-field?limit=1', { token })).body.data.list
        .total
    const last = await fillThenRefuse(count, SUCCESS_FIELDS_MAX, (n) =>
      post('/success-field', { label: `Field ${n}`, type: 'text' }),
    )
    expect(last.body.response_code).toBe(ResponseCode.CONFLICT)
  })

  it('a product has at most 100 variants, and at most 30 tags by names and ids together', async () => {
    const product = (await post('/products', { title: 'Many kinds', price: '5.00' })).body.data
    const titles = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ title: `V${from + i}` }))
    const full = await post('/product-variants/bulk/create-product-variant', {
      product_id: product.id,
      variants: titles(MAX_PRODUCT_VARIANTS),
    })
    expect(full.body.response_code).toBe(ResponseCode.SUCCESS)
    const more = await post('/product-variants', { product_id: product.id, title: 'One more' })
    expect(more.body).toMatchObject({ response_code: ResponseCode.CONFLICT })
    expect(
      (await api.call<{ variants: unknown[] }>('GET', `/products/${product.id}`, { token })).body.data
        .variants,
    ).toHaveLength(MAX_PRODUCT_VARIANTS)

    const tags = Array.from({ length: MAX_PRODUCT_TAGS }, (_, i) => `tag-${i}`)
    const withTags = await api.call('PUT', `/products/${product.id}`, { token, body: { tags } })
    expect(withTags.body.response_code).toBe(ResponseCode.SUCCESS)
    const existing = (await post('/product-tags', { name: 'one-more' })).body.data.id
    const tooMany = await api.call('PUT', `/products/${product.id}`, {
      token,
      body: { tags, tag_ids: [existing] },
    })
    expect(tooMany.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { tags: expect.any(String) } },
    })
  })

  it('a zone has at most 20 rates, also when a rate moves in from another zone', async () => {
    const profile = (await post('/shipping-profiles', { name: 'Capped' })).body.data
    const zone = (
      await post('/shipping-zones', { name: 'All', profile_id: profile.id, state_ids: [SELANGOR] })
    ).body.data
    const other = (
      await post('/shipping-zones', { name: 'Other', profile_id: profile.id, state_ids: [PERLIS] })
    ).body.data
    const rate = (zoneId: string, n: number) =>
      post('/shipping-rates', { zone_id: zoneId, name: `R${n}`, kind: 'flat', price: '3.00' })
    for (let n = 0; n < MAX_RATES_PER_ZONE; n++) await rate(zone.id, n)
    expect((await rate(zone.id, 99)).body.response_code).toBe(ResponseCode.CONFLICT)
    const outside = (await rate(other.id, 0)).body.data
    const moved = await api.call('PUT', `/shipping-rates/${outside.id}`, {
      token,
      body: { zone_id: zone.id },
    })
    expect(moved.body.response_code).toBe(ResponseCode.CONFLICT)
  })

  it('the platform offers at most 50 plans', async () => {
    const admin = (await api.login('admin@niaga.test')).access_token
    const count = async () =>
      (await api.call<{ list: { total: number } }>('GET', '/subscriptions?limit=1', { token: admin })).body
        .data.list.total
    const last = await fillThenRefuse(count, PLANS_MAX, (n) =>
      post('/subscriptions', { name: `Plan ${n}`, monthly_price: '1.00', yearly_price: '10.00' }, admin),
    )
    expect(last.body.response_code).toBe(ResponseCode.CONFLICT)
  })
})
