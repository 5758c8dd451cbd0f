// Property-based bad input on every discount endpoint (console CRUD, the storefront's code check, checkout
// with a code): bodies, query strings and path segments of any shape get an envelope, never a 5xx, and a
// refused write leaves no code, order or redemption behind.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { discountRedemptions, discounts, orders } from '../../server/db/schema/index.ts'
import type { Discount } from '../../src/contract/discounts.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  expectEnvelopesForAnyText,
  expectRefusalsChangeNothing,
  itRefusesAnyInput,
} from '../support/bad-input.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'

let api: Api
let token: string
let ids: { discount: string; store: string; product: string; rate: string }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const product = await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), { price_sen: 1000 })
  const shop = await openShop(api, token, [product.id], 'Kedai Fuzz')
  const discount = await api.call<Discount>('POST', '/discounts', {
    token,
    body: { code: 'FUZZ', type: 'percent', value: 10, usage_limit: 1 },
  })
  ids = {
    discount: discount.body.data.id,
    store: shop.store.id,
    product: product.id,
    rate: shop.rates.light.id,
  }
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'code',
  'type',
  'value',
  'min_spend',
  'max_discount',
  'valid_from',
  'valid_until',
  'usage_limit',
  'usage_limit_per_shopper',
  'store_ids',
  'is_active',
  'items',
  'customer',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    'FUZZ',
    'fuzz',
    'ab',
    'x'.repeat(33),
    'A B',
    'percent',
    'fixed',
    '10',
    '100.01',
    '0.001',
    -1,
    0,
    1.5,
    1e308,
    '2026-02-30',
    '2026-12-01',
    '9999-99-99',
    [],
    ['not-a-uuid'],
    [ids.store],
    null,
    true,
    '',
    { email: 'x' },
    [{ product_id: ids.product, quantity: 1 }],
    [{ product_id: 'x', quantity: -1 }],
  )

const counts = async () =>
  `${await api.db.$count(discounts)}/${await api.db.$count(orders)}/${await api.db.$count(discountRedemptions)}`

describe('discount endpoints with arbitrary JSON bodies', () => {
  itRefusesAnyInput(
    [
      ['POST', () => '/discounts', 'discounts'],
      ['PUT', () => `/discounts/${ids.discount}`, 'discounts/{id}'],
      ['POST', () => `/stores/public/store-${ids.store}/discount-check`, 'discount-check'],
    ],
    {
      inputs: () => anyBody(FIELDS, nearValid()),
      send: (body, [method, path]) => api.call(method, path(), { token, body }),
      state: counts,
      runs: RUNS,
      // A created code is removed again, so duplicate codes do not dominate later runs.
      after: async (res, [, , name]) => {
        if (res.body.response_code === 2000 && name === 'discounts')
          await api.call('DELETE', `/discounts/${(res.body.data as Discount).id}`, { token })
      },
    },
  )

  it('POST checkout with any discount_code and discount_amount', async () => {
    let n = 0
    await expectRefusalsChangeNothing({
      inputs: fc.tuple(
        fc.oneof(fc.jsonValue(), nearValid()),
        fc.oneof(fc.jsonValue(), fc.constantFrom<unknown>('1.00', '0', '-1', '99999999', undefined)),
      ),
      send: ([code, amount]) =>
        api.call('POST', `/stores/public/store-${ids.store}/orders`, {
          body: checkoutBody(ids.product, ids.rate, 1, { discount_code: code, discount_amount: amount }),
          headers: { 'idempotency-key': `discount-fuzz-${++n}` },
        }),
      state: counts,
      runs: RUNS,
    })
  })
})

describe('discount reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    const body = { code: 'FUZZ', items: [{ product_id: ids.product, quantity: 1 }] }
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['GET', `/discounts?skip=${q}&limit=${q}&status=${q}&search=${q}&sort=${q}&order=${q}`],
        ['GET', `/discounts/${q}`],
        ['PUT', `/discounts/${q}`, { body }],
        ['DELETE', `/discounts/${q}`, { body }],
        ['POST', `/stores/public/store-${q}/discount-check`, { body }],
      ],
      { token, runs: RUNS },
    )
  })
})
