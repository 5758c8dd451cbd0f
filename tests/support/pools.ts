// Steps the pool and subscription API tests share: a fresh merchant, its pools, a top-up opened and paid
// through a sandbox page, a transfer into a virtual account.
import { expect } from 'vitest'
import type { Bill } from '../../src/contract/collections.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type {
  Pool,
  PoolMovement,
  PoolType,
  Topup,
  VirtualAccount,
  TopupOrSubscriptionInvoice,
} from '../../src/contract/pools.ts'
import type { Api } from './api-harness.ts'
import { choose, serviceId, startPay } from './payments.ts'

let registered = 0

/** A merchant who just signed up: owner of a new account, no plan yet. */
export async function registerMerchant(api: Api, company = `Kedai Ujian ${++registered}`) {
  const email = `owner${registered}.${Date.now()}@example.my`
  const res = await api.call<{ access_token: string; account: { id: string } }>('POST', '/jwt/register', {
    body: {
      full_name: 'Ujian Owner',
      company_name: company,
      email,
      password: 'Kedai#2026',
      password_confirmation: 'Kedai#2026',
    },
  })
  expect(res.body.response_code).toBe(2000)
  return { token: res.body.data.access_token, accountId: res.body.data.account.id, email }
}

export async function poolsOf(api: Api, token: string): Promise<Record<PoolType, Pool>> {
  const res = await api.call<ListData<Pool>>('GET', '/pools', { token })
  expect(res.body.response_code).toBe(2000)
  return Object.fromEntries(res.body.data.list.data.map((p) => [p.pool_type, p])) as Record<PoolType, Pool>
}

export async function poolHistory(api: Api, token: string, poolType?: PoolType): Promise<PoolMovement[]> {
  const res = await api.call<ListData<PoolMovement>>(
    'POST',
    '/master-pool-balance/merchant-recent-master-pool-balances?skip=0&limit=100',
    { token, body: poolType ? { pool_type: poolType } : {} },
  )
  expect(res.body.response_code).toBe(2000)
  return res.body.data.list.data
}

export async function openTopup(
  api: Api,
  body: Record<string, unknown>,
): Promise<TopupOrSubscriptionInvoice> {
  const res = await api.call<TopupOrSubscriptionInvoice>(
    'POST',
    '/payment-services/switch/create-payment-viu',
    { body },
  )
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
  return res.body.data
}

/** Pays an open top-up or subscription invoice through a service's sandbox page with the payer's choice. */
export async function payInvoice(
  api: Api,
  invoice: TopupOrSubscriptionInvoice,
  service: string,
  action: 'approve' | 'reject' | 'pending',
) {
  const started = await startPay(
    api,
    invoice.bill as unknown as Bill,
    await serviceId(api, invoice.bill.uuid, service),
  )
  expect(started.body.response_code, JSON.stringify(started.body)).toBe(2000)
  await choose(api, started.body.data.transaction_invoice_no, action)
  return started.body.data.transaction_invoice_no
}

export async function openedInvoice(api: Api, invoiceNo: string): Promise<TopupOrSubscriptionInvoice> {
  const res = await api.call<TopupOrSubscriptionInvoice>(
    'POST',
    `/payment-services/switch/create-payment-viu?invoice_no=${encodeURIComponent(invoiceNo)}`,
  )
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
  return res.body.data
}

export async function openVirtualAccount(
  api: Api,
  token: string,
  body: Record<string, unknown> = {},
): Promise<VirtualAccount> {
  const res = await api.call<VirtualAccount>('POST', '/virtual-accounts/merchant', {
    token,
    body: { name: 'Tenant unit 3A', ...body },
  })
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
  return res.body.data
}

export function transfer(api: Api, reference: string, body: Record<string, unknown>) {
  return api.call<Topup>(
    'POST',
    `/payment-services/switch/manual-prefund-virtual-account?invoice_no=${encodeURIComponent(reference)}`,
    { body: { payer_name: 'Siti Aminah', ...body } },
  )
}
