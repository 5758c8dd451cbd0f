import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { MerchantDashboard } from '../../src/contract/dashboard.ts'
import type { PaymentRecord } from '../../src/contract/payments.ts'
import type { Pool, PoolMovement, VirtualAccount } from '../../src/contract/pools.ts'
import type { SubscriptionHistory } from '../../src/contract/subscriptions.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'

let api: Api
let m1: string
let m2: string
let m1Customer: Customer
let paid: Awaited<ReturnType<typeof makeBill>>
let open: Awaited<ReturnType<typeof makeBill>>
let paidRecord: PaymentRecord
let m1DashboardBefore: MerchantDashboard
let m2DashboardBefore: MerchantDashboard
let m1Before: { collection: unknown; paidBill: unknown; openBill: unknown; record: unknown }
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  const created = await api.call<Customer>('POST', '/customers', {
    token: m1,
    body: { name: 'Only Merchant One', email: 'one@example.my' },
  })
  m1Customer = created.body.data
  m1DashboardBefore = (
    await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token: m1 })
  ).body.data
  m2DashboardBefore = (
    await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token: m2 })
  ).body.data
  // merchant1 bills two payers in one collection; one pays RM 45.00 by FPX, the other's RM 12.00 stays open.
  paid = await makeBill(api, m1, '45.00', { title: 'Yuran Tadika Merchant One' })
  const started = await startPay(api, paid.bill, await serviceId(api, paid.bill.uuid, 'SBI Bank A'))
  await choose(api, started.body.data.transaction_invoice_no, 'approve')
  const bill = await api.call<Bill>('POST', '/collections/bill-method', {
    token: m1,
    body: {
      collection_id: paid.collection.id,
      payer_name: 'Nurul Huda',
      payer_email: 'nurul@example.my',
      amount: '12.00',
    },
  })
  open = { collection: paid.collection, bill: bill.body.data }
  const records = await api.call<ListData<PaymentRecord>>(
    'GET',
    `/payment-records?search=${paid.bill.invoice_no}`,
    { token: m1 },
  )
  paidRecord = records.body.data.list.data[0]!
  m1Before = {
    collection: (await api.call('GET', `/collections/${paid.collection.id}`, { token: m1 })).body.data,
    paidBill: (await api.call('GET', `/customer-bills/${paid.bill.id}`, { token: m1 })).body.data,
    openBill: (await api.call('GET', `/customer-bills/${open.bill.id}`, { token: m1 })).body.data,
    record: (await api.call('GET', `/payment-records/${paidRecord.id}`, { token: m1 })).body.data,
  }
  expect(m1Before.paidBill).toMatchObject({ status: 'paid', amount: '45.00' })
})
afterAll(() => api.close())

describe('customers are scoped to the caller’s account', () => {
  it('merchant2 does not see merchant1’s customers in its list or search', async () => {
    const list = await api.call<ListData<Customer>>('GET', '/customers?limit=500', { token: m2 })
    expect(list.body.data.list.total).toBe(5)
    expect(list.body.data.list.data.map((c) => c.id)).not.toContain(m1Customer.id)
    const search = await api.call<ListData<Customer>>('GET', '/customers?search=Only%20Merchant', {
      token: m2,
    })
    expect(search.body.data.list.total).toBe(0)
  })

  it('merchant2 cannot read, change or delete merchant1’s customer: it is simply not found', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/customers/${m1Customer.id}`, { token: m2, body })
      expect(res.status, method).toBe(404)
      expect(res.body).toMatchObject({
        response_code: ResponseCode.NOT_FOUND,
        data: null,
        description: 'Customer not found',
      })
    }
    const still = await api.call<Customer>('GET', `/customers/${m1Customer.id}`, { token: m1 })
    expect(still.body.data.name).toBe('Only Merchant One')
  })

  it('an account_id in the body cannot move a record into another account', async () => {
    const res = await api.call('POST', '/customers', {
      token: m2,
      body: { name: 'Sneaky', account_id: 'whatever' },
    })
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(res.body.data).toEqual({ breakdown: { account_id: 'Unknown field' } })
  })

  it('introducer and admin accounts cannot use merchant resources', async () => {
    const introducer = (await api.login('introducer@niaga.test')).access_token
    const res = await api.call('GET', '/customers', { token: introducer })
    expect(res.status).toBe(403)
    expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('accounts are visible to their members only', () => {
  it('merchant2 cannot read, change, list users of, or switch into merchant1’s account', async () => {
    const me1 = await api.call<{ id: string }>('GET', '/accounts/me', { token: m1 })
    const id = me1.body.data.id
    expect((await api.call('GET', `/accounts/${id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/accounts/${id}`, { token: m2, body: { name: 'Mine now' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('GET', `/accounts/${id}/users`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('GET', `/accounts/merchant/${id}/switch`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    const admin = (await api.login('admin@niaga.test')).access_token
    expect(
      (await api.call<{ name: string }>('GET', `/accounts/${id}`, { token: admin })).body.data.name,
    ).toBe('Niaga Demo Sdn Bhd')
  })

  it('the dashboard figures of one merchant never include another’s payments', async () => {
    const a = await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token: m1 })
    const b = await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token: m2 })
    expect(a.body.data.customers).toBe(25) // 24 seeded and “Only Merchant One”
    expect(b.body.data.customers).toBe(5)
    // merchant1's RM 45.00 FPX payment (beforeAll) counts today for merchant1 only.
    expect(b.body.data).toEqual(m2DashboardBefore)
    expect(a.body.data.today.count).toBe(m1DashboardBefore.today.count + 1)
    expect(myrToSen(a.body.data.today.amount) - myrToSen(m1DashboardBefore.today.amount)).toBe(4500)
  })
})

describe('collections, bills and payment records are scoped to the caller’s account', () => {
  const notFound = (
    res: { status: number; body: { response_code: number; data: unknown } },
    what: string,
  ) => {
    expect(res.status, what).toBe(404)
    expect(res.body, what).toMatchObject({ response_code: ResponseCode.NOT_FOUND, data: null })
  }

  it('merchant2 cannot find merchant1’s records in its lists or searches', async () => {
    const collections = await api.call<ListData<{ id: string }>>(
      'GET',
      `/collections?limit=100&search=${encodeURIComponent(paid.collection.title)}`,
      { token: m2 },
    )
    expect(collections.body.data.list.total).toBe(0)
    const allCollections = await api.call<ListData<{ id: string }>>('GET', '/collections?limit=100', {
      token: m2,
    })
    expect(allCollections.body.data.list.data.map((c) => c.id)).not.toContain(paid.collection.id)
    for (const invoice of [paid.bill.invoice_no, open.bill.invoice_no]) {
      expect(
        (await api.call<ListData<Bill>>('GET', `/customer-bills?search=${invoice}`, { token: m2 })).body.data
          .list.total,
        invoice,
      ).toBe(0)
      expect(
        (await api.call<ListData<PaymentRecord>>('GET', `/payment-records?search=${invoice}`, { token: m2 }))
          .body.data.list.total,
        invoice,
      ).toBe(0)
    }
    notFound(
      await api.call('GET', `/collections/${paid.collection.id}/bills`, { token: m2 }),
      'bills of the collection',
    )
  })

  it('merchant2 cannot read merchant1’s collection, bill or payment record by id: 4040', async () => {
    notFound(await api.call('GET', `/collections/${paid.collection.id}`, { token: m2 }), 'collection')
    notFound(await api.call('GET', `/customer-bills/${paid.bill.id}`, { token: m2 }), 'bill')
    notFound(await api.call('GET', `/payment-records/${paidRecord.id}`, { token: m2 }), 'payment record')
  })

  it('merchant2 cannot change merchant1’s collection, bills or payments: 4040, and nothing changes', async () => {
    notFound(
      await api.call('PUT', `/collections/${paid.collection.id}`, {
        token: m2,
        body: { title: 'Hijacked', record_status: 2 },
      }),
      'stop or rename the collection',
    )
    notFound(
      await api.call('PUT', `/customer-bills/${open.bill.id}`, {
        token: m2,
        body: { payer_name: 'Hijacked', amount: '1.00' },
      }),
      'edit a bill',
    )
    notFound(
      await api.call('PUT', `/customer-bills/${open.bill.id}`, { token: m2, body: { status: 'cancelled' } }),
      'cancel a bill',
    )
    // A collection named in a body is checked like any other field: the same answer as for an id that exists
    // nowhere.
    const addBill = await api.call('POST', '/collections/bill-method', {
      token: m2,
      body: {
        collection_id: paid.collection.id,
        payer_name: 'Intruder',
        payer_email: 'intruder@example.my',
        amount: '5.00',
      },
    })
    expect(addBill.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { collection_id: 'No collection of yours has this id' } },
    })
    notFound(
      await api.call(
        'POST',
        `/payment-services/switch/paid-bill-payment?_id=${open.bill.id}&invoice_no=${open.bill.invoice_no}`,
        { token: m2 },
      ),
      'mark a bill paid',
    )
    notFound(
      await api.call('POST', '/payment-services/merchant-callback-data/send-data-based-invoice-id', {
        token: m2,
        body: { invoice_no: paid.bill.invoice_no },
      }),
      'resend a payment’s callback',
    )
    await expectMerchantOneUnchanged()
  })

  it('no caller can delete a collection or bill, nor a payment record through a channel', async () => {
    for (const path of [`/collections/${paid.collection.id}`, `/customer-bills/${open.bill.id}`]) {
      for (const token of [m2, m1]) {
        const res = await api.call('DELETE', path, { token })
        expect(res.body.response_code, path).toBe(ResponseCode.ENDPOINT_NOT_FOUND)
      }
    }
    const record = `/payment-records/${paidRecord.id}`
    notFound(await api.call('DELETE', record, { token: m2 }), 'delete a payment record')
    notFound(
      await api.call('PUT', record, { token: m2, body: { payer_name: 'Taken' } }),
      'correct a payment record',
    )
    notFound(
      await api.call('POST', '/payment-records/bill-invoice/', {
        token: m2,
        body: { invoice_no: open.bill.invoice_no },
      }),
      'mark a bill paid by its invoice number',
    )
    // Its own owner cannot either: money moved through a channel is undone by a void or a refund.
    expect((await api.call('DELETE', record, { token: m1 })).body.response_code).toBe(ResponseCode.CONFLICT)
    await expectMerchantOneUnchanged()
  })
})

/** merchant1's collection, bills and payment record read back exactly as they were before merchant2 tried. */
async function expectMerchantOneUnchanged() {
  expect((await api.call('GET', `/collections/${paid.collection.id}`, { token: m1 })).body.data).toEqual(
    m1Before.collection,
  )
  expect((await api.call('GET', `/customer-bills/${paid.bill.id}`, { token: m1 })).body.data).toEqual(
    m1Before.paidBill,
  )
  expect((await api.call('GET', `/customer-bills/${open.bill.id}`, { token: m1 })).body.data).toEqual(
    m1Before.openBill,
  )
  expect((await api.call('GET', `/payment-records/${paidRecord.id}`, { token: m1 })).body.data).toEqual(
    m1Before.record,
  )
  expect(m1Before.openBill).toMatchObject({ status: 'pending', amount: '12.00', payer_name: 'Nurul Huda' })
  expect(m1Before.record).toMatchObject({ record: { status: 'paid', amount: '45.00', channel: 'fpx' } })
}

describe('money out belongs to one merchant', () => {
  it('another merchant gets 4040 for the first one’s settlements, payouts, voids and refunds, and sees none in lists', async () => {
    const settlements = await api.call<ListData<{ id: string }>>('GET', '/settlement-records?limit=1', {
      token: m1,
    })
    const settlementId = settlements.body.data.list.data[0]!.id
    expect(
      (await api.call('GET', `/settlement-records/${settlementId}`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const m2Settlements = await api.call<ListData<{ id: string }>>('POST', '/settlement-records?limit=500', {
      token: m2,
    })
    expect(m2Settlements.body.data.list.data.map((s) => s.id)).not.toContain(settlementId)
    // The second merchant tries to void, refund and look up the first one's paid payment by its numbers.
    const byNumber = { invoice_no: paid.bill.invoice_no }
    for (const [path, body] of [
      ['/void-sale-records/merchant/void-record', byNumber],
      ['/void-sale-records/merchant/void-record-based-bill-id', { bill_id: paid.bill.id }],
      ['/payment-services/switch/create-void-sale-payout-refund', { ...byNumber, amount: '1.00' }],
      ['/crm-reporting/merchant/payout-status', byNumber],
    ] as const)
      expect((await api.call('POST', path, { token: m2, body })).body.response_code, path).toBe(
        ResponseCode.NOT_FOUND,
      )
    expect(
      (await api.call<PaymentRecord>('GET', `/payment-records/${paidRecord.id}`, { token: m1 })).body.data,
    ).toEqual(m1Before.record)
  })
})

describe('pools, virtual accounts and subscriptions belong to one merchant', () => {
  it('another merchant gets 4040 for the first one’s virtual accounts and history entries, and sees only its own pools and lists', async () => {
    const va = await api.call<VirtualAccount>('POST', '/virtual-accounts/merchant', {
      token: m1,
      body: { name: 'Only merchant one' },
    })
    const transferred = await api.call(
      'POST',
      `/payment-services/switch/manual-prefund-virtual-account?invoice_no=BNK-TENANCY-1`,
      { body: { virtual_account_no: va.body.data.account_no, amount: '15.00', payer_name: 'Ali' } },
    )
    expect(transferred.body.response_code).toBe(2000)
    const m1Pools = await api.call<ListData<Pool>>('GET', '/pools', { token: m1 })
    const m2Pools = await api.call<ListData<Pool>>('GET', '/pools', { token: m2 })
    expect(m2Pools.body.data.list.data.map((p) => p.id)).not.toEqual(
      expect.arrayContaining([m1Pools.body.data.list.data[0]!.id]),
    )
    expect(m2Pools.body.data.list.data.every((p) => p.balance === '0.00')).toBe(true)
    const m2History = await api.call<ListData<PoolMovement>>(
      'POST',
      '/master-pool-balance/merchant-recent-master-pool-balances?limit=500',
      { token: m2, body: {} },
    )
    expect(m2History.body.data.list.data.map((m) => m.reference)).not.toContain('BNK-TENANCY-1')

    expect(
      (await api.call('GET', `/virtual-accounts/${va.body.data.id}`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('POST', `/virtual-accounts/${va.body.data.id}/close`, { token: m2 })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const m2Accounts = await api.call<ListData<VirtualAccount>>('GET', '/virtual-accounts?limit=500', {
      token: m2,
    })
    expect(m2Accounts.body.data.list.data.map((a) => a.id)).not.toContain(va.body.data.id)
    expect(
      (await api.call<VirtualAccount>('GET', `/virtual-accounts/${va.body.data.id}`, { token: m1 })).body.data
        .status,
    ).toBe('active')

    const m1History = await api.call<ListData<SubscriptionHistory>>(
      'POST',
      '/subscription-histories/merchant-subscription-history',
      { token: m1 },
    )
    const entry = m1History.body.data.list.data[0]!
    expect(
      (await api.call('GET', `/subscription-histories/${entry.id}`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('DELETE', `/subscription-histories/${entry.id}`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const m2List = await api.call<ListData<SubscriptionHistory>>('GET', '/subscription-histories?limit=500', {
      token: m2,
    })
    expect(m2List.body.data.list.data.every((h) => h.account_name === 'Kedai Runcit Tan Enterprise')).toBe(
      true,
    )
  })
})
