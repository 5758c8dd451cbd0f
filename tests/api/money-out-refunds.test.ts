// Voids and refunds: a payment that has not settled is voided (the payer is not charged, the fee is
// waived); a settled one is refunded from the available balance, in parts that never exceed what was paid.
// The bill shows it, and the merchant's callback receives a signed payment.voided or payment.refunded event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { callbackSecretFor } from '../../server/services/webhooks/signing.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { VoidSaleRecord } from '../../src/contract/void-sales.ts'
import { startApiAs, type Api } from '../support/api-harness.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { advanceTo, balanceSen, paidPayment, recordOf } from '../support/money-out.ts'
import { makeBill, startReceiver } from '../support/payments.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => ({ api, token, accountId } = await startApiAs('merchant@niaga.test')))
afterAll(() => api.close())

const voidIt = (body: Record<string, unknown>, as = token) =>
  api.call<VoidSaleRecord>('POST', '/void-sale-records/merchant/void-record', { token: as, body })
const refund = (body: Record<string, unknown>, key?: string) =>
  api.call<VoidSaleRecord>('POST', '/payment-services/switch/create-void-sale-payout-refund', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  })
const billStatus = async (id: string) =>
  (await api.call<Bill>('GET', `/customer-bills/${id}`, { token })).body.data.status

describe('voiding a payment before it settles', () => {
  it('reverses it: the pending balance falls by its net, the fee is waived, the bill shows voided, the callback is signed', async () => {
    const receiver = await startReceiver()
    try {
      const { bill, record } = await paidPayment(api, token, '64.00', 'Maybank2u', {
        callback_url: receiver.url,
      })
      await runDueJobs(api.deps, JOB_HANDLERS) // the payment.paid callback
      const before = await balanceSen(api, token)
      const res = await voidIt({ invoice_no: record.invoice_no, reason: 'Customer cancelled' })
      expect(res.body).toMatchObject({
        response_code: 2000,
        data: {
          kind: 'void',
          amount: '64.00',
          invoice_no: record.invoice_no,
          reason: 'Customer cancelled',
          record_no: expect.stringMatching(/^VD-/),
        },
      })
      expect((await balanceSen(api, token)).pending).toBe(before.pending - (6400 - 100))
      expect(await recordOf(api, token, record.invoice_no)).toMatchObject({
        status: 'voided',
        voidable: false,
        refundable: '0.00',
        net: '0.00',
      })
      expect(await billStatus(bill.id)).toBe('voided')

      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      const delivery = receiver.received.at(-1)!
      const secret = await callbackSecretFor(api.deps, accountId)
      expect(verifiesWith(secret, delivery.headers, delivery.body)).toBe(true)
      expect(JSON.parse(delivery.body)).toMatchObject({
        event: 'payment.voided',
        invoice_no: record.invoice_no,
        status: 'voided',
        void: { kind: 'void', amount: '64.00', reason: 'Customer cancelled' },
      })

      expect((await voidIt({ invoice_no: record.invoice_no })).body).toMatchObject({
        response_code: ResponseCode.CONFLICT,
        description: 'This payment is already voided',
      })
      expect((await refund({ invoice_no: record.invoice_no, amount: '1.00' })).body.response_code).toBe(
        ResponseCode.CONFLICT,
      )
    } finally {
      await receiver.close()
    }
  })

  it('voids by bill id too; a settled payment must be refunded instead, an unsettled one cannot be refunded', async () => {
    const { bill, record } = await paidPayment(api, token, '20.00')
    expect((await refund({ invoice_no: record.invoice_no, amount: '5.00' })).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: expect.stringContaining('void it instead'),
    })
    const res = await api.call<VoidSaleRecord>(
      'POST',
      '/void-sale-records/merchant/void-record-based-bill-id',
      { token, body: { bill_id: bill.id } },
    )
    expect(res.body.data).toMatchObject({ kind: 'void', bill_id: bill.id })

    const settled = await paidPayment(api, token, '20.00')
    token = await advanceTo(api, token, '2026-11-23T02:01:00.000Z') // Monday 10:00: FPX settles
    expect((await recordOf(api, token, settled.record.invoice_no)).settled_at).not.toBeNull()
    expect((await voidIt({ invoice_no: settled.record.invoice_no })).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This payment has settled: refund it instead',
    })
  })
})

describe('refunding a settled payment', () => {
  it('in parts, from the available balance, never more than was paid; the bill shows partly then fully refunded', async () => {
    const receiver = await startReceiver()
    try {
      const { bill, record } = await paidPayment(api, token, '150.00', 'Maybank2u', {
        callback_url: receiver.url,
      })
      token = await advanceTo(api, token, '2026-11-24T02:01:00.000Z') // Tuesday 10:00
      expect((await recordOf(api, token, record.invoice_no)).refundable).toBe('150.00')
      const before = await balanceSen(api, token)

      const first = await refund(
        { invoice_no: record.invoice_no, amount: '100.00', reason: 'Damaged item' },
        'refund-key-0001',
      )
      expect(first.body.data).toMatchObject({
        kind: 'refund',
        amount: '100.00',
        refunded_total: '100.00',
        payment_amount: '150.00',
        record_no: expect.stringMatching(/^RF-/),
      })
      expect(
        (
          await refund(
            { invoice_no: record.invoice_no, amount: '100.00', reason: 'Damaged item' },
            'refund-key-0001',
          )
        ).body.data.id,
      ).toBe(first.body.data.id)
      expect((await balanceSen(api, token)).available).toBe(before.available - 10000)
      expect(await recordOf(api, token, record.invoice_no)).toMatchObject({
        status: 'partially_refunded',
        refunded: '100.00',
        refundable: '50.00',
      })
      expect(await billStatus(bill.id)).toBe('partially_refunded')

      const over = await refund({ invoice_no: record.invoice_no, amount: '50.01' })
      expect(over.body).toMatchObject({
        response_code: ResponseCode.VALIDATION_FAILED,
        data: { breakdown: { amount: 'The refund may not exceed RM 50.00, the part not refunded yet' } },
      })
      expect(
        (await refund({ invoice_no: record.invoice_no, amount: '50.00' })).body.data.refunded_total,
      ).toBe('150.00')
      expect(await recordOf(api, token, record.invoice_no)).toMatchObject({
        status: 'refunded',
        refundable: '0.00',
      })
      expect(await billStatus(bill.id)).toBe('refunded')
      expect((await refund({ invoice_no: record.invoice_no, amount: '0.01' })).body).toMatchObject({
        response_code: ResponseCode.CONFLICT,
        description: 'This payment is already refunded in full',
      })
      // The payment fee is not returned: the merchant paid back RM 150.00 of money that brought in RM 149.00.
      expect((await balanceSen(api, token)).available).toBe(before.available - 15000)

      await runDueJobs(api.deps, JOB_HANDLERS)
      const events = receiver.received.map(
        (d) => JSON.parse(d.body) as { event: string; refunded: string; refund?: { amount: string } },
      )
      expect(events.map((e) => e.event)).toEqual(['payment.paid', 'payment.refunded', 'payment.refunded'])
      expect(
        events
          .slice(1)
          .map((e) => [e.refunded, e.refund?.amount])
          .sort(),
      ).toEqual([
        ['100.00', '100.00'],
        ['150.00', '50.00'],
      ])
    } finally {
      await receiver.close()
    }
  })

  it('is refused when the available balance cannot cover it', async () => {
    const { record } = await paidPayment(api, token, '500.00')
    token = await advanceTo(api, token, '2026-11-25T02:01:00.000Z')
    const { available } = await balanceSen(api, token)
    // Spend the available balance down to RM 100.00 with a payout, then ask for RM 500.00 back.
    const bank = await api.call<{ id: string }>('POST', '/banks', {
      token,
      body: { bank_code: 'MBBEMYKL', account_number: '1111222233', holder_name: 'Niaga Demo Sdn Bhd' },
    })
    await api.call('POST', '/payment-services/switch/verify-bank-account', {
      token,
      body: { bank_account_id: bank.body.data.id },
    })
    const spend = available - 10000 - 100
    const paidOut = await api.call('POST', '/payment-services/switch/create-payout-invoice', {
      token,
      body: { bank_account_id: bank.body.data.id, amount: (spend / 100).toFixed(2) },
      headers: { 'idempotency-key': 'spend-down-0001' },
    })
    expect(paidOut.body.response_code).toBe(2000)
    const res = await refund({ invoice_no: record.invoice_no, amount: '500.00' })
    expect(res.body).toMatchObject({
      response_code: ResponseCode.INSUFFICIENT_BALANCE,
      description: 'The available balance is RM 100.00; this needs RM 500.00',
    })
    expect((await recordOf(api, token, record.invoice_no)).refunded).toBe('0.00')
  })
})

describe('the void and refund list', () => {
  it('shows the caller’s voids and refunds only, filtered by kind and searchable by invoice', async () => {
    const all = await api.call<ListData<VoidSaleRecord>>('GET', '/void-sale-records', { token })
    expect(all.body.data.list.total).toBe(4)
    const refunds = await api.call<ListData<VoidSaleRecord>>('POST', '/void-sale-records?kind=refund', {
      token,
    })
    expect(refunds.body.data.list.data.map((r) => r.amount).sort()).toEqual(['100.00', '50.00'])
    const byAmount = await api.call<ListData<VoidSaleRecord>>(
      'GET',
      '/void-sale-records?sort=amount&order=asc',
      { token },
    )
    expect(byAmount.body.data.list.data.map((r) => r.amount)).toEqual(['20.00', '50.00', '64.00', '100.00'])
    const one = all.body.data.list.data[0]!
    const found = await api.call<ListData<VoidSaleRecord>>(
      'GET',
      `/void-sale-records?search=${one.invoice_no}`,
      { token },
    )
    expect(found.body.data.list.data.every((r) => r.invoice_no === one.invoice_no)).toBe(true)
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect(
      (await api.call<ListData<VoidSaleRecord>>('GET', '/void-sale-records', { token: other })).body.data.list
        .total,
    ).toBe(0)
    expect((await voidIt({ invoice_no: one.invoice_no }, other)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (
        await api.call('POST', '/payment-services/switch/create-void-sale-payout-refund', {
          token: other,
          body: { invoice_no: one.invoice_no, amount: '1.00' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
  })

  it('a payment recorded by hand (paid outside Niaga) cannot be voided or refunded', async () => {
    const { bill } = await makeBill(api, token, '35.00')
    const manual = await api.call(
      'POST',
      `/payment-services/switch/paid-bill-payment?_id=${bill.id}&invoice_no=${bill.invoice_no}`,
      { token },
    )
    expect(manual.body.response_code).toBe(2000)
    expect(await recordOf(api, token, bill.invoice_no)).toMatchObject({
      status: 'paid',
      channel: 'manual',
      voidable: false,
      refundable: '0.00',
    })
    const refused = 'This payment was made outside Niaga: no money moved here to void or refund'
    expect((await voidIt({ invoice_no: bill.invoice_no })).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: refused,
    })
    expect((await refund({ invoice_no: bill.invoice_no, amount: '35.00' })).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: refused,
    })
  })
})
