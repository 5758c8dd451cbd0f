// Property-based bad input on every pool, virtual-account, top-up and subscription endpoint: bodies,
// query strings and path segments of any shape get an envelope, never a 5xx; a pool's balance changes only
// on a 2000 answer, and no plan changes unless one was asked for and accepted (the ledger invariants are
// checked after each test too).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import type { SubscriptionPlan } from '../../src/contract/subscriptions.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { anyBody, expectEnvelopesForAnyText, itRefusesAnyInput } from '../support/bad-input.ts'
import { openTopup, openVirtualAccount, poolsOf, registerMerchant } from '../support/pools.ts'

let api: Api
let token: string
let admin: string
let ids: { pool: string; va: string; vaNo: string; plan: string; topup: string; history: string }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  admin = (await api.login('admin@niaga.test')).access_token
  const pools = await poolsOf(api, token)
  const va = await openVirtualAccount(api, token, { name: 'Fuzz target' })
  const plans = await api.call<ListData<SubscriptionPlan>>('GET', '/subscriptions', { token })
  const topup = await openTopup(api, { pool_id: pools.prefund.id, amount: '10.00', payer_name: 'Fuzz' })
  const fresh = await registerMerchant(api)
  const pending = await api.call<{ id: string }>(
    'POST',
    `/subscription-histories/upgrade-plan?plan_id=${plans.body.data.list.data[1]!.id}&time_period=monthly`,
    { token: fresh.token },
  )
  ids = {
    pool: pools.prefund.id,
    va: va.id,
    vaNo: va.account_no,
    plan: plans.body.data.list.data[0]!.id,
    topup: topup.bill.invoice_no,
    history: pending.body.data.id,
  }
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'pool_id',
  'pool_type',
  'virtual_account_no',
  'amount',
  'payer_name',
  'payer_email',
  'payer_reference',
  'channel',
  'name',
  'customer_id',
  'description',
  'callback_url',
  'collection_uuid',
  'payment_service_id',
  'monthly_price',
  'yearly_price',
  'fee_discount_percent',
  'fpx_enable',
  'advanced_setting',
  'record_status_id',
  'id',
  'note',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    '10.00',
    '30000.01',
    '0.01',
    -1,
    'prefund',
    'payout',
    'duitnow',
    ids.pool,
    ids.vaNo,
    ids.plan,
    true,
    null,
    '',
    { a: 1 },
  )

const poolTotal = async () =>
  (await api.call<{ total: string }>('POST', '/master-pool-balance/latest-balance', { token, body: {} })).body
    .data.total

describe('pool and subscription endpoints with arbitrary JSON bodies', () => {
  const targets: (readonly [string, () => string, string, 'merchant' | 'admin' | 'public'])[] = [
    ['POST', () => '/payment-services/switch/create-payment-viu', 'create-payment-viu', 'public'],
    [
      'POST',
      () => `/payment-services/switch/create-payment-viu?invoice_no=${ids.topup}`,
      'create-payment-viu?invoice_no',
      'public',
    ],
    [
      'POST',
      () => `/payment-services/switch/manual-prefund-virtual-account?invoice_no=BNK-FUZZ`,
      'manual-prefund-virtual-account',
      'public',
    ],
    ['POST', () => '/virtual-accounts/merchant', 'virtual-accounts/merchant', 'merchant'],
    ['POST', () => '/master-pool-balance/latest-balance', 'latest-balance', 'merchant'],
    [
      'POST',
      () => '/master-pool-balance/merchant-recent-master-pool-balances',
      'merchant-recent-master-pool-balances',
      'merchant',
    ],
    ['POST', () => '/subscriptions', 'subscriptions', 'admin'],
    ['PUT', () => '/subscriptions', 'subscriptions (id in body)', 'admin'],
    ['PUT', () => `/subscriptions/${ids.plan}`, 'subscriptions/{id}', 'admin'],
    ['PUT', () => `/subscription-histories/${ids.history}`, 'subscription-histories/{id}', 'admin'],
    [
      'POST',
      () => '/subscription-payment/pending-subscription-payment',
      'pending-subscription-payment',
      'merchant',
    ],
  ]
  const callers = () => ({ admin, merchant: token, public: undefined })
  itRefusesAnyInput(targets, {
    inputs: () => anyBody(FIELDS, nearValid()),
    send: (body, [method, path, , who]) => api.call(method, path(), { body, token: callers()[who] }),
    state: poolTotal,
    runs: RUNS,
  })
})

describe('pool and subscription reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['GET', `/pools?skip=${q}&limit=${q}`],
        ['POST', `/master-pool-balance/merchant-recent-master-pool-balances?skip=${q}&limit=${q}`],
        ['GET', `/virtual-accounts?status=${q}&search=${q}&limit=${q}`],
        ['GET', `/virtual-accounts/${q || 'x'}`],
        ['POST', `/virtual-accounts/${q || 'x'}/close`],
        ['GET', `/pools/public/target?pool_id=${q}`],
        ['GET', `/pools/public/target?virtual_account_no=${q}`],
        ['POST', `/payment-services/switch/add-fund-transaction-pool?invoice_no=${q}&pool_type=${q}`],
        ['POST', `/payment-services/switch/prefund-virtual-pool/${q || 'x'}`],
        ['POST', `/payment-services/switch/create-payment-viu?invoice_no=${q}`],
        ['GET', `/subscriptions?skip=${q}`],
        ['GET', `/subscriptions/${q || 'x'}`],
        ['GET', `/subscription-histories/upgrade-quote?plan_id=${q}&time_period=${q}`],
        ['POST', `/subscription-histories/upgrade-plan?plan_id=${q}&time_period=${q}`],
        ['GET', `/subscription-histories/${q || 'x'}`],
        ['DELETE', `/subscription-histories/${q || 'x'}`],
        ['DELETE', `/subscriptions/${q || 'x'}`],
        ['POST', `/subscription-histories/merchant-subscription-history?limit=${q}`],
      ],
      { token, runs: RUNS },
    )
  })

  it('the merchant’s plan is untouched by all of it', async () => {
    const res = await api.call<{ plan: { name: string }; status: string }>(
      'GET',
      '/subscriptions/details/me',
      { token },
    )
    expect(res.body.data).toMatchObject({ status: 'active', plan: { name: 'Niaga Pro' } })
  })
})
