// Payments recorded by hand (src/contract/manual-payments.ts): POST, PUT and DELETE payment-records and POST
// payment-records/bill-invoice/. The ledger invariants (tests/support/ledger-invariants.ts) are checked after
// every test: a manual payment moves no money, so the balance never changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bill } from '../../src/contract/collections.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { MerchantDashboard } from '../../src/contract/dashboard.ts'
import type { PaymentRecord } from '../../src/contract/payments.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { member } from '../support/company.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'

let api: Api
let owner: string
let other: string
let staff: string
let finance: string

beforeAll(async () => {
  api = await startApi()
  owner = (await api.login('merchant@niaga.test')).access_token
  other = (await api.login('merchant2@niaga.test')).access_token
  staff = await member(api, owner, 'staff', 'manual-staff@example.my')
  finance = await member(api, owner, 'finance', 'manual-finance@example.my')
})
afterAll(() => api.close())

const balance = async () =>
  (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token: owner })).body.data
    .balance

const record = (token: string, body: unknown) =>
  api.call<PaymentRecord>('POST', '/payment-records', { token, body })

describe('a payment recorded by hand', () => {
  it('is listed as a paid manual payment with no fee, and the balance does not move', async () => {
    const before = await balance()
    const res = await record(staff, {
      amount: '85.50',
      payer_name: 'Pak Cik Hassan',
      payer_email: 'hassan@example.my',
      paid_at: '2026-11-20T09:15:00+08:00',
    })
    expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(res.body.data).toMatchObject({
      channel: 'manual',
      status: 'paid',
      amount: '85.50',
      fee: '0.00',
      net: '85.50',
      payer_name: 'Pak Cik Hassan',
      paid_at: '2026-11-20T01:15:00.000Z',
      bill_id: null,
      voidable: false,
      refundable: '0.00',
    })
    expect(res.body.data.invoice_no).toMatch(/^MAN-\d{8}-[A-Z0-9]{8}$/)
    const listed = await api.call<{ list: { data: PaymentRecord[] } }>(
      'GET',
      `/payment-records?channel=manual&search=${res.body.data.invoice_no}`,
      { token: owner },
    )
    expect(listed.body.data.list.data.map((r) => r.id)).toEqual([res.body.data.id])
    expect(await balance()).toEqual(before)
  })

  it('can be corrected and removed by finance, not by staff, and not by another merchant', async () => {
    const created = (await record(owner, { amount: '10.00', payer_name: 'Typo Name' })).body.data
    const put = (token: string, body: unknown) =>
      api.call<PaymentRecord>('PUT', `/payment-records/${created.id}`, { token, body })
    expect((await put(staff, { payer_name: 'Fixed' })).body.response_code).toBe(ResponseCode.FORBIDDEN)
    expect((await put(other, { payer_name: 'Fixed' })).body.response_code).toBe(ResponseCode.NOT_FOUND)
    const fixed = await put(finance, { payer_name: 'Siti Aminah', amount: '12.00' })
    expect(fixed.body.data).toMatchObject({ payer_name: 'Siti Aminah', amount: '12.00', net: '12.00' })

    const del = (token: string) => api.call('DELETE', `/payment-records/${created.id}`, { token })
    expect((await del(staff)).body.response_code).toBe(ResponseCode.FORBIDDEN)
    expect((await del(other)).body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await del(finance)).body.response_code).toBe(ResponseCode.SUCCESS)
    const gone = await api.call('GET', `/payment-records/${created.id}`, { token: owner })
    expect(gone.body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await del(finance)).body.response_code).toBe(ResponseCode.NOT_FOUND)
  })

  it('refuses bad input with the field named, and a time ahead of the clock', async () => {
    const cases: [unknown, string][] = [
      [{ payer_name: 'No Amount' }, 'amount'],
      [{ amount: '0.00', payer_name: 'Zero' }, 'amount'],
      [{ amount: '1.234', payer_name: 'Three decimals' }, 'amount'],
      [{ amount: '5.00' }, 'payer_name'],
      [{ amount: '5.00', payer_name: 'x'.repeat(121) }, 'payer_name'],
      [{ amount: '5.00', payer_name: 'A', payer_email: 'not-an-email' }, 'payer_email'],
      [{ amount: '5.00', payer_name: 'A', paid_at: 'yesterday' }, 'paid_at'],
      [{ amount: '5.00', payer_name: 'A', paid_at: '2999-01-01T00:00:00Z' }, 'paid_at'],
      [{ amount: '5.00', payer_name: 'A', channel: 'fpx' }, 'channel'],
    ]
    for (const [body, field] of cases) {
      const res = await record(owner, body)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
      expect(res.body.response_code, JSON.stringify(body)).toBe(ResponseCode.VALIDATION_FAILED)
      expect(
        Object.keys((res.body.data as unknown as { breakdown: object }).breakdown),
        JSON.stringify(body),
      ).toContain(field)
    }
    const created = (await record(owner, { amount: '1.00', payer_name: 'A' })).body.data
    const empty = await api.call('PUT', `/payment-records/${created.id}`, { token: owner, body: {} })
    expect(empty.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const badId = await api.call('PUT', '/payment-records/not-a-uuid', {
      token: owner,
      body: { amount: '2' },
    })
    expect(badId.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })
})

describe('a bill paid outside Niaga', () => {
  it('bill-invoice marks the bill named by its invoice number paid, once', async () => {
    const before = await balance()
    const { bill } = await makeBill(api, owner, '45.00')
    const res = await api.call<PaymentRecord>('POST', '/payment-records/bill-invoice/', {
      token: staff,
      body: { invoice_no: bill.invoice_no },
    })
    expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(res.body.data).toMatchObject({
      invoice_no: bill.invoice_no,
      bill_id: bill.id,
      channel: 'manual',
      status: 'paid',
      amount: '45.00',
      fee: '0.00',
    })
    const paid = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: owner })
    expect(paid.body.data.status).toBe('paid')
    const again = await api.call('POST', '/payment-records/bill-invoice/', {
      token: owner,
      body: { invoice_no: bill.invoice_no },
    })
    expect(again.body.response_code).toBe(ResponseCode.CONFLICT)
    const foreign = await api.call('POST', '/payment-records/bill-invoice/', {
      token: other,
      body: { invoice_no: bill.invoice_no },
    })
    expect(foreign.body.response_code).toBe(ResponseCode.NOT_FOUND)
    const missing = await api.call('POST', '/payment-records/bill-invoice/', { token: owner, body: {} })
    expect(missing.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(await balance()).toEqual(before)
  })

  it('keeps the bill’s amount, and removing the payment opens the bill again for the payer', async () => {
    const { bill } = await makeBill(api, owner, '60.00')
    const paid = await api.call<PaymentRecord>('POST', '/payment-records/bill-invoice/', {
      token: owner,
      body: { invoice_no: bill.invoice_no, paid_at: '2026-11-01T08:00:00+08:00' },
    })
    const id = paid.body.data.id
    const changeAmount = await api.call('PUT', `/payment-records/${id}`, {
      token: owner,
      body: { amount: '50' },
    })
    expect(changeAmount.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const moved = await api.call<PaymentRecord>('PUT', `/payment-records/${id}`, {
      token: owner,
      body: { paid_at: '2026-11-02T08:00:00+08:00' },
    })
    expect(moved.body.data.paid_at).toBe('2026-11-02T00:00:00.000Z')
    const billAfterMove = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: owner })
    expect(billAfterMove.body.data.paid_at).toBe('2026-11-02T00:00:00.000Z')
    // A correction that leaves the time alone leaves the bill's paid time as it was.
    api.clock.advance(60_000)
    const renamed = await api.call<PaymentRecord>('PUT', `/payment-records/${id}`, {
      token: owner,
      body: { payer_name: 'Siti Aminah' },
    })
    expect(renamed.body.data).toMatchObject({
      payer_name: 'Siti Aminah',
      paid_at: '2026-11-02T00:00:00.000Z',
    })
    const billAfterRename = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: owner })
    expect(billAfterRename.body.data).toMatchObject({ status: 'paid', paid_at: '2026-11-02T00:00:00.000Z' })

    expect((await api.call('DELETE', `/payment-records/${id}`, { token: owner })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    const reopened = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: owner })
    expect(reopened.body.data).toMatchObject({ status: 'pending', paid_at: null })
    // The payer can now pay it through a channel.
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    expect(started.body.response_code).toBe(ResponseCode.SUCCESS)
  })
})

describe('a payment through a channel', () => {
  it('cannot be corrected or removed by hand: money moved behind it', async () => {
    const before = await balance()
    const { bill } = await makeBill(api, owner, '20.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const list = await api.call<{ list: { data: PaymentRecord[] } }>(
      'GET',
      `/payment-records?search=${bill.invoice_no}`,
      { token: owner },
    )
    const paid = list.body.data.list.data[0]!
    expect(paid).toMatchObject({ status: 'paid', channel: 'fpx' })
    const put = await api.call('PUT', `/payment-records/${paid.id}`, {
      token: owner,
      body: { payer_name: 'X' },
    })
    expect(put.body.response_code).toBe(ResponseCode.CONFLICT)
    const del = await api.call('DELETE', `/payment-records/${paid.id}`, { token: owner })
    expect(del.body.response_code).toBe(ResponseCode.CONFLICT)
    const still = await api.call<{ record: PaymentRecord }>('GET', `/payment-records/${paid.id}`, {
      token: owner,
    })
    expect(still.body.data.record).toMatchObject({ status: 'paid', amount: '20.00' })
    // The payment's money is in the balance (pending until it settles), and stays there.
    expect(await balance()).not.toEqual(before)
    const paidBill = await api.call('POST', '/payment-records/bill-invoice/', {
      token: owner,
      body: { invoice_no: bill.invoice_no },
    })
    expect(paidBill.body.response_code).toBe(ResponseCode.CONFLICT)
  })
})
