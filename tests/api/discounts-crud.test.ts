// Discount codes in the console: create, read, list (search, status, paging), change, delete or deactivate;
// the validation messages a merchant sees; who may write (a viewer gets 4030) and tenancy (4040).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Discount } from '../../src/contract/discounts.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { checkoutBody, insertProduct, openShop, accountIdOf } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let other: string
/** Moving the clock ends sessions: log in again. */
async function relogin() {
  token = (await api.login('merchant2@niaga.test')).access_token
  other = (await api.login('merchant@niaga.test')).access_token
}
beforeAll(async () => {
  api = await startApi()
  await relogin()
})
afterAll(() => api.close())

const create = (body: Record<string, unknown>, as = token) =>
  api.call<Discount>('POST', '/discounts', { token: as, body })
const breakdownOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { breakdown: Record<string, string> }).breakdown
const list = (query = '') => api.call<ListData<Discount>>('GET', `/discounts${query}`, { token })

describe('discount codes CRUD', () => {
  it('creates a code upper-cased, reads it, changes it and lists it', async () => {
    const created = await create({
      code: ' summer-25 ',
      type: 'percent',
      value: '12.5',
      max_discount: '30',
      min_spend: 50,
      valid_from: '2026-11-01',
      valid_until: '2026-12-31',
      usage_limit: 100,
      usage_limit_per_shopper: 2,
    })
    expect(created.body.response_code, JSON.stringify(created.body)).toBe(2000)
    expect(created.body.description).toBe('Discount created')
    expect(created.body.data).toMatchObject({
      code: 'SUMMER-25',
      type: 'percent',
      value: '12.50',
      max_discount: '30.00',
      min_spend: '50.00',
      valid_from: '2026-11-01',
      valid_until: '2026-12-31',
      usage_limit: 100,
      usage_limit_per_shopper: 2,
      store_ids: null,
      is_active: true,
      status: 'active',
      times_used: 0,
      total_discounted: '0.00',
      label: '12.5% off, up to RM 30.00 when you spend RM 50.00 or more',
    })
    const id = created.body.data.id
    const read = await api.call<Discount>('GET', `/discounts/${id}`, { token })
    expect(read.body.data).toEqual(created.body.data)
    const changed = await api.call<Discount>('PUT', `/discounts/${id}`, {
      token,
      body: { type: 'fixed', value: '7.50', is_active: false },
    })
    expect(changed.body.response_code, JSON.stringify(changed.body)).toBe(2000)
    // A fixed code keeps no cap.
    expect(changed.body.data).toMatchObject({
      type: 'fixed',
      value: '7.50',
      max_discount: null,
      is_active: false,
      status: 'inactive',
      label: 'RM 7.50 off when you spend RM 50.00 or more',
    })
    const found = await list('?search=summer')
    expect(found.body.data.list.data.map((d) => d.code)).toEqual(['SUMMER-25'])
  })

  it('keeps codes unique per account whatever the case, but another account may use the same code', async () => {
    expect((await create({ code: 'DUPE1', type: 'fixed', value: 5 })).body.response_code).toBe(2000)
    const again = await create({ code: 'dupe1', type: 'percent', value: 10 })
    expect(again.body.response_code).toBe(ResponseCode.CONFLICT)
    expect(breakdownOf(again)).toEqual({ code: 'DUPE1 already exists: edit that code or choose another' })
    expect((await create({ code: 'dupe1', type: 'percent', value: 10 }, other)).body.response_code).toBe(2000)
  })

  it('explains every invalid field', async () => {
    const res = await create({
      code: 'a!',
      type: 'percent',
      value: '100.5',
      valid_from: '2026-02-30',
      usage_limit: 0,
      store_ids: [],
    })
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdownOf(res)).toEqual({
      code: 'Use 3 to 32 letters, digits, dashes or underscores',
      value: 'The percentage must be from 1 to 100, with at most 2 decimals',
      valid_from: 'The start date is not a real date',
      usage_limit: 'The usage limit must be at least 1 (leave it empty for no limit)',
      store_ids: 'Choose at least one store, or all stores',
    })
    const rules = await create({
      code: 'RULES',
      type: 'percent',
      value: '0.5',
      valid_from: '2026-12-10',
      valid_until: '2026-12-01',
      usage_limit: 1,
      usage_limit_per_shopper: 2,
    })
    expect(breakdownOf(rules)).toEqual({
      value: 'The percentage must be from 1 to 100, with at most 2 decimals',
      valid_until: 'The end date may not be before the start date',
      usage_limit_per_shopper: 'The limit per shopper may not exceed the usage limit',
    })
    expect(
      breakdownOf(await create({ code: 'FIXCAP', type: 'fixed', value: '0', max_discount: '5' })),
    ).toEqual({
      value: 'The amount must be a MYR amount of at least RM 0.01, with at most 2 decimals',
      max_discount: 'A maximum discount applies to percent codes only',
    })
    expect(breakdownOf(await create({ type: 'half', value: 1.234 }))).toMatchObject({
      code: 'This field is required',
      type: 'The type is percent or fixed',
    })
    // An update is checked as the code would be after it.
    const ok = await create({ code: 'LATER', type: 'percent', value: 10, valid_from: '2026-12-10' })
    const bad = await api.call('PUT', `/discounts/${ok.body.data.id}`, {
      token,
      body: { valid_until: '2026-12-01' },
    })
    expect(breakdownOf(bad)).toEqual({ valid_until: 'The end date may not be before the start date' })
  })

  it('scopes a code to the account’s own stores only', async () => {
    const m1Account = await accountIdOf(api, 'merchant@niaga.test')
    const product = await insertProduct(api, m1Account)
    const foreign = await openShop(api, other, [product.id], 'Kedai Lain')
    const res = await create({ code: 'MYSTORE', type: 'fixed', value: 5, store_ids: [foreign.store.id] })
    expect(breakdownOf(res)).toEqual({ store_ids: 'Choose stores of your own account' })
  })

  it('filters by status with the sandbox clock (MYT days) and pages the list', async () => {
    // The harness clock: 2026-11-22 12:00 in Malaysia.
    await create({ code: 'ST-EXPIRED', type: 'fixed', value: 1, valid_until: '2026-11-21' })
    await create({ code: 'ST-TODAY', type: 'fixed', value: 1, valid_until: '2026-11-22' })
    await create({ code: 'ST-SOON', type: 'fixed', value: 1, valid_from: '2026-11-23' })
    await create({ code: 'ST-OFF', type: 'fixed', value: 1, is_active: false })
    const codes = async (status: string) =>
      (await list(`?search=ST-&status=${status}&limit=50`)).body.data.list.data.map((d) => d.code).sort()
    expect(await codes('active')).toEqual(['ST-TODAY'])
    expect(await codes('expired')).toEqual(['ST-EXPIRED'])
    expect(await codes('scheduled')).toEqual(['ST-SOON'])
    expect(await codes('inactive')).toEqual(['ST-OFF'])
    const page = await list('?search=ST-&sort=code&order=asc&limit=2&skip=2')
    expect(page.body.data.list).toMatchObject({ total: 4, skip: 2, limit: 2 })
    expect(page.body.data.list.data.map((d) => d.code)).toEqual(['ST-SOON', 'ST-TODAY'])
    // The day turns in Malaysia: ST-TODAY has expired, ST-SOON has started.
    api.clock.advance(12 * 3_600_000)
    await relogin()
    expect(await codes('active')).toEqual(['ST-SOON'])
    expect(await codes('expired')).toEqual(['ST-EXPIRED', 'ST-TODAY'])
    expect((await list('?status=soon')).body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('deletes an unused code, and keeps a used one deactivated with its history', async () => {
    const unused = await create({ code: 'GONE', type: 'fixed', value: 1 })
    const removed = await api.call<{ removed: boolean }>('DELETE', `/discounts/${unused.body.data.id}`, {
      token,
    })
    expect(removed.body).toMatchObject({
      response_code: 2000,
      description: 'Discount deleted',
      data: { removed: true, discount: null },
    })
    expect((await api.call('GET', `/discounts/${unused.body.data.id}`, { token })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )

    const m2Account = await accountIdOf(api, 'merchant2@niaga.test')
    const product = await insertProduct(api, m2Account, { price_sen: 4000 })
    const shop = await openShop(api, token, [product.id], 'Kedai Kod')
    const used = await create({ code: 'KEEPME', type: 'fixed', value: 5 })
    const order = await api.call('POST', `/stores/public/store-${shop.store.id}/orders`, {
      body: checkoutBody(product.id, shop.rates.light.id, 1, { discount_code: 'keepme' }),
      headers: { 'idempotency-key': 'discount-crud-keep-1' },
    })
    expect(order.body.response_code, JSON.stringify(order.body)).toBe(2000)
    const kept = await api.call<{ removed: boolean; discount: Discount }>(
      'DELETE',
      `/discounts/${used.body.data.id}`,
      { token },
    )
    expect(kept.body.description).toBe('Discount deactivated: orders used it, so it is kept with its history')
    expect(kept.body.data).toMatchObject({
      removed: false,
      discount: {
        code: 'KEEPME',
        is_active: false,
        status: 'inactive',
        times_used: 1,
        total_discounted: '5.00',
      },
    })
    expect(
      (await api.call<Discount>('GET', `/discounts/${used.body.data.id}`, { token })).body.data.times_used,
    ).toBe(1)
  })
})

describe('roles and tenancy', () => {
  let viewer: string
  let staff: string
  let id: string
  beforeAll(async () => {
    for (const role of ['viewer', 'staff']) {
      const res = await api.call('POST', '/users', {
        token,
        body: {
          full_name: `Discount ${role}`,
          email: `discount-${role}@example.my`,
          role_code: role,
          password: 'Sandbox#2026',
        },
      })
      expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
    }
    viewer = (await api.login('discount-viewer@example.my')).access_token
    staff = (await api.login('discount-staff@example.my')).access_token
    id = (await create({ code: 'ROLES', type: 'percent', value: 5 })).body.data.id
  })

  it('lets a viewer read but not write (4030)', async () => {
    expect((await api.call('GET', '/discounts', { token: viewer })).body.response_code).toBe(2000)
    expect((await api.call('GET', `/discounts/${id}`, { token: viewer })).body.response_code).toBe(2000)
    for (const [method, path, body] of [
      ['POST', '/discounts', { code: 'NOPE', type: 'fixed', value: 1 }],
      ['PUT', `/discounts/${id}`, { value: 50 }],
      ['DELETE', `/discounts/${id}`, undefined],
    ] as const) {
      const res = await api.call(method, path, { token: viewer, ...(body ? { body } : {}) })
      expect(res.body.response_code, `${method} ${path}`).toBe(ResponseCode.FORBIDDEN)
    }
    expect((await api.call<Discount>('GET', `/discounts/${id}`, { token })).body.data.value).toBe('5.00')
  })

  it('lets staff write codes', async () => {
    const res = await api.call<Discount>('PUT', `/discounts/${id}`, { token: staff, body: { value: 6 } })
    expect(res.body.data.value).toBe('6.00')
  })

  it('hides one merchant’s codes from another (4040) and leaves them unchanged', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { value: 99 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/discounts/${id}`, { token: other, ...(body ? { body } : {}) })
      expect(res.body.response_code, method).toBe(ResponseCode.NOT_FOUND)
    }
    const theirs = await api.call<ListData<Discount>>('GET', '/discounts?search=ROLES', { token: other })
    expect(theirs.body.data.list.total).toBe(0)
    expect((await api.call<Discount>('GET', `/discounts/${id}`, { token })).body.data.value).toBe('6.00')
  })
})
