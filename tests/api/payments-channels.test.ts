// Every sandbox channel beyond FPX and card, each a real round trip: the payer starts the payment, acts
// on the channel's sandbox page, and the bill is paid with the channel's fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill } from '../../src/contract/collections.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { recordOf } from '../support/money-out.ts'
import { choose, makeBill, receipt, serviceId, startPay } from '../support/payments.ts'
import { readQrInPage } from '../support/qr.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

// Service name, channel, what its sandbox page shows, whether it shows a QR code, and the fee on RM 99.90 as
// docs/payments.md ("The ledger") states it, rounded to the nearest sen (half up): e-wallet 1.2 % (119.88
// sen), DuitNow 0.8 % (79.92 sen), BNPL 3 % (299.7 sen), PayPal 3.9 % + RM 1.00 (489.61 sen), crypto 1 %
// (99.9 sen).
const CHANNELS: { service: string; channel: string; shows: string; qr: boolean; fee: string; net: string }[] =
  [
    {
      service: "Touch 'n Go eWallet",
      channel: 'ewallet',
      shows: 'Scan this QR code',
      qr: true,
      fee: '1.20',
      net: '98.70',
    },
    {
      service: 'GrabPay',
      channel: 'ewallet',
      shows: 'Scan this QR code',
      qr: true,
      fee: '1.20',
      net: '98.70',
    },
    {
      service: 'DuitNow QR',
      channel: 'duitnow',
      shows: 'Scan this QR code',
      qr: true,
      fee: '0.80',
      net: '99.10',
    },
    {
      service: 'Atome (3 instalments)',
      channel: 'bnpl',
      shows: 'Instalment 3',
      qr: false,
      fee: '3.00',
      net: '96.90',
    },
    { service: 'PayPal', channel: 'paypal', shows: 'Approve payment', qr: false, fee: '4.90', net: '95.00' },
    {
      service: 'USDT (crypto)',
      channel: 'crypto',
      shows: 'Approve payment',
      qr: false,
      fee: '1.00',
      net: '98.90',
    },
  ]

describe('paying through every other channel', () => {
  for (const { service, channel, shows, qr, fee, net } of CHANNELS) {
    it(`${service} (${channel}): sandbox page, approval, paid with a fee of RM ${fee}`, async () => {
      const { bill } = await makeBill(api, token, '99.90')
      const started = await startPay(api, bill, await serviceId(api, bill.uuid, service))
      expect(started.body.response_code).toBe(ResponseCode.SUCCESS)
      const transactionNo = started.body.data.transaction_invoice_no
      const page = await (await api.app.request(started.body.data.redirect_url)).text()
      expect(page).toContain('RM 99.90')
      expect(page).toContain(shows)
      // The wallet app scans the code and finds this very transaction in it.
      expect(await readQrInPage(page)).toBe(qr ? `niaga-sandbox:${transactionNo}` : null)
      await choose(api, transactionNo, 'approve')
      expect(await receipt(api, transactionNo)).toMatchObject({
        status: 'paid',
        channel,
        payment_service: service,
        amount: '99.90',
      })
      expect(await recordOf(api, token, bill.invoice_no)).toMatchObject({ status: 'paid', channel, fee, net })
      expect((await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token })).body.data.status).toBe(
        'paid',
      )
    })
  }

  it('a payer who cancels on the wallet page leaves the bill payable', async () => {
    const { bill } = await makeBill(api, token, '15.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Boost'))
    await choose(api, started.body.data.transaction_invoice_no, 'reject')
    expect(await receipt(api, started.body.data.transaction_invoice_no)).toMatchObject({
      status: 'failed',
      failure_reason: 'Cancelled by the payer',
    })
    expect((await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token })).body.data.status).toBe(
      'pending',
    )
  })
})

describe('BNPL instalment plans shown before paying', () => {
  type Plan = { total: string; instalments: { due_date: string; amount: string }[] }
  const sum = (plan: Plan) => plan.instalments.reduce((total, part) => total + myrToSen(part.amount), 0)

  it('a bill’s plan: three instalments adding up to the bill', async () => {
    const { bill } = await makeBill(api, token, '100.00')
    const res = await api.call<Plan>('GET', `/customer-bills/${bill.uuid}/bnpl-bills`)
    expect(res.body.data.total).toBe('100.00')
    expect(res.body.data.instalments.map((part) => part.amount)).toEqual(['33.34', '33.33', '33.33'])
    expect(sum(res.body.data)).toBe(10_000)
  })

  it('a payment form’s plan: its fixed amount, or the amount the payer enters', async () => {
    const fixed = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: 'Derma', kind: 'payment_form', fixed_amount: '50.00' },
    })
    const open = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: 'Sumbangan', kind: 'payment_form' },
    })
    expect(fixed.body.response_code).toBe(ResponseCode.SUCCESS)
    const fixedPlan = await api.call<Plan>('GET', `/collections/${fixed.body.data.id}/bnpl-bills`)
    expect(fixedPlan.body.data.total).toBe('50.00')
    expect(sum(fixedPlan.body.data)).toBe(5_000)
    const changed = await api.call('GET', `/collections/${fixed.body.data.id}/bnpl-bills?amount=10.00`)
    expect(changed.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { amount: "This form's amount is fixed at RM 50.00" } },
    })

    const openPlan = await api.call<Plan>('GET', `/collections/${open.body.data.id}/bnpl-bills?amount=20.01`)
    expect(openPlan.body.data.instalments.map((part) => part.amount)).toEqual(['6.67', '6.67', '6.67'])
    const noAmount = await api.call('GET', `/collections/${open.body.data.id}/bnpl-bills`)
    expect(noAmount.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { amount: 'The amount field is required' } },
    })
    const badAmount = await api.call('GET', `/collections/${open.body.data.id}/bnpl-bills?amount=1.234`)
    expect(badAmount.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('an unknown or stopped payment form has no plan', async () => {
    const form = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: 'Ditutup', kind: 'payment_form', fixed_amount: '5.00' },
    })
    await api.call('PUT', `/collections/${form.body.data.id}`, { token, body: { record_status: 2 } })
    expect((await api.call('GET', `/collections/${form.body.data.id}/bnpl-bills`)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('GET', '/collections/0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21/bnpl-bills')).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
  })
})
