import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import type { MerchantDashboard } from '../../src/contract/dashboard.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, receipt, serviceId, startPay } from '../support/payments.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

type Started = { transaction_invoice_no: string; redirect_url: string; bill_uuid: string; invoice_no: string }

describe('payments without the bill page', () => {
  it('generate/bill-id hands out fresh invoice numbers', async () => {
    const a = await api.call<{ invoice_no: string }>('POST', '/jwt/generate/bill-id', { token })
    const b = await api.call<{ invoice_no: string }>('POST', '/jwt/generate/bill-id', { token })
    expect(a.body.data.invoice_no).toMatch(/^NGA-\d{8}-[A-Z0-9]{8}$/)
    expect(a.body.data.invoice_no).not.toBe(b.body.data.invoice_no)
  })

  it('create-payment-bill-direct creates the bill and starts its payment, exactly once per key', async () => {
    const { collection } = await makeBill(api, token)
    const body = {
      collection_id: collection.id,
      payer_name: 'Walk-in',
      amount: '15.00',
      payment_service_id: 1013,
    }
    const first = await api.call<Started>('POST', '/customer-bills/switch/create-payment-bill-direct', {
      token,
      body,
      headers: { 'idempotency-key': 'direct-0000001' },
    })
    const retry = await api.call<Started>('POST', '/customer-bills/switch/create-payment-bill-direct', {
      token,
      body,
      headers: { 'idempotency-key': 'direct-0000001' },
    })
    expect(retry.body.data.transaction_invoice_no).toBe(first.body.data.transaction_invoice_no)
    await choose(api, first.body.data.transaction_invoice_no, 'approve')
    expect(await receipt(api, first.body.data.transaction_invoice_no)).toMatchObject({
      status: 'paid',
      amount: '15.00',
    })
    const bills = await api.call<{ list: { total: number } }>('GET', `/collections/${collection.id}/bills`, {
      token,
    })
    expect(bills.body.data.list.total).toBe(2)
  })

  it('create-payment-viu lets a payer fill a payment form and pay in one call', async () => {
    const form = await api.call<Collection>('POST', '/collections', {
      token,
      body: { title: 'Tabung Masjid', kind: 'payment_form' },
    })
    const res = await api.call<Started>('POST', '/payment-services/switch/create-payment-viu', {
      body: {
        collection_uuid: form.body.data.uuid,
        payer_name: 'Hamid',
        payer_email: 'hamid@example.my',
        amount: '30',
        payment_service_id: 4002,
      },
    })
    expect(res.body.response_code).toBe(2000)
    const page = await (await api.app.request(res.body.data.redirect_url)).text()
    expect(page).toContain('<svg')
    await choose(api, res.body.data.transaction_invoice_no, 'approve')
    expect(await receipt(api, res.body.data.transaction_invoice_no)).toMatchObject({
      status: 'paid',
      channel: 'ewallet',
      payment_service: 'GrabPay',
    })
  })

  it('paid-bill-payment after a failed attempt turns that attempt’s record into the paid one', async () => {
    const { bill } = await makeBill(api, token, '33.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank B'))
    await choose(api, started.body.data.transaction_invoice_no, 'reject')
    const res = await api.call(
      'POST',
      `/payment-services/switch/paid-bill-payment?_id=${bill.id}&invoice_no=${bill.invoice_no}`,
      { token },
    )
    expect(res.body.response_code).toBe(2000)
    const list = await api.call<{ list: { total: number; data: { status: string; channel: string }[] } }>(
      'GET',
      `/payment-records?search=${bill.invoice_no}`,
      { token },
    )
    expect(list.body.data.list.total).toBe(1)
    expect(list.body.data.list.data[0]).toMatchObject({ status: 'paid', channel: 'manual' })
  })

  it('paid-bill-payment records a payment made outside Niaga without touching the balance', async () => {
    const before = (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body
      .data.balance
    const { bill } = await makeBill(api, token, '40.00')
    const res = await api.call(
      'POST',
      `/payment-services/switch/paid-bill-payment?_id=${bill.id}&invoice_no=${bill.invoice_no}`,
      { token },
    )
    expect(res.body.response_code).toBe(2000)
    expect((await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token })).body.data.status).toBe(
      'paid',
    )
    const after = (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body
      .data.balance
    expect(after).toEqual(before)
    const manual = await api.call<{ list: { data: { invoice_no: string; channel: string; fee: string }[] } }>(
      'GET',
      `/payment-records?channel=manual&search=${bill.invoice_no}`,
      { token },
    )
    expect(manual.body.data.list.data).toEqual([
      expect.objectContaining({ invoice_no: bill.invoice_no, channel: 'manual', fee: '0.00' }),
    ])
    const again = await api.call(
      'POST',
      `/payment-services/switch/paid-bill-payment?_id=${bill.id}&invoice_no=${bill.invoice_no}`,
      { token },
    )
    expect(again.body.response_code).toBe(ResponseCode.CONFLICT)
    const other = (await api.login('merchant2@niaga.test')).access_token
    const { bill: theirs } = await makeBill(api, token)
    const foreign = await api.call(
      'POST',
      `/payment-services/switch/paid-bill-payment?_id=${theirs.id}&invoice_no=${theirs.invoice_no}`,
      { token: other },
    )
    expect(foreign.body.response_code).toBe(ResponseCode.NOT_FOUND)
  })
})
