import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentRecords } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { MerchantDashboard } from '../../src/contract/dashboard.ts'
import type { PublicBill } from '../../src/contract/payments.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { recordOf } from '../support/money-out.ts'
import { bankProof, choose, makeBill, receipt, serviceId, startPay } from '../support/payments.ts'
import { decide } from '../../server/services/payments/settle.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const pendingBalance = async () =>
  myrToSen(
    (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body.data.balance
      .pending,
  )

const billStatus = async (id: string) =>
  (await api.call<Bill>('GET', `/customer-bills/${id}`, { token })).body.data.status

describe('paying a bill by FPX', () => {
  it('the payer sees the bill with every channel of the merchant’s plan', async () => {
    const { bill } = await makeBill(api, token)
    const res = await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)
    expect(res.body.data).toMatchObject({
      amount: '120.50',
      merchant_name: 'Niaga Demo Sdn Bhd',
      status: 'pending',
      payer_name: 'Nurul Huda',
    })
    expect(res.body.data.channels.sort()).toEqual([
      'bnpl',
      'credit_card',
      'crypto',
      'duitnow',
      'ewallet',
      'fpx',
      'paypal',
    ])
  })

  it('approved at the bank: the bill is paid once, recorded, and the balance grows by amount minus fee', async () => {
    const before = (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body
      .data
    const { bill } = await makeBill(api, token, '120.50')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
    expect(started.body.response_code).toBe(2000)
    expect(started.body.data.redirect_url).toBe(`/sandbox/pay/${started.body.data.transaction_invoice_no}`)
    const page = await (await api.app.request(started.body.data.redirect_url)).text()
    expect(page).toContain('RM 120.50')
    expect(page).toContain('Maybank2u')
    const done = await choose(api, started.body.data.transaction_invoice_no, 'approve')
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/pay/thankyou?transaction_invoice_no=${started.body.data.transaction_invoice_no}`,
    )
    const r = await receipt(api, started.body.data.transaction_invoice_no)
    expect(r).toMatchObject({
      status: 'paid',
      amount: '120.50',
      channel: 'fpx',
      payment_service: 'Maybank2u',
      invoice_no: bill.invoice_no,
    })
    expect(await billStatus(bill.id)).toBe('paid')
    const after = (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body
      .data
    // FPX costs RM 1.00 flat in the sandbox schedule.
    expect(myrToSen(after.balance.pending) - myrToSen(before.balance.pending)).toBe(12050 - 100)
    const again = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
    expect(again.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This bill has already been paid',
    })
  })

  it('rejected at the bank, then paid on a second try', async () => {
    const { bill } = await makeBill(api, token, '45.00')
    const bank = await serviceId(api, bill.uuid, 'CIMB Clicks')
    const first = await startPay(api, bill, bank)
    const proof = await bankProof(api, first.body.data.transaction_invoice_no)
    await choose(api, first.body.data.transaction_invoice_no, 'reject')
    expect(await receipt(api, first.body.data.transaction_invoice_no)).toMatchObject({
      status: 'failed',
      failure_reason: 'Rejected by the bank (sandbox)',
    })
    expect(await billStatus(bill.id)).toBe('pending')
    const reason = await api.call(
      'PUT',
      `/customer-bills/fpx-failed-reason/${first.body.data.transaction_invoice_no}`,
      { body: { reason: 'Insufficient balance in account', bank_proof: proof } },
    )
    expect(reason.body.response_code).toBe(2000)
    expect((await receipt(api, first.body.data.transaction_invoice_no)).failure_reason).toBe(
      'Insufficient balance in account',
    )
    // The merchant sees the failed attempt: no fee, no money in.
    expect(await recordOf(api, token, bill.invoice_no)).toMatchObject({
      status: 'failed',
      amount: '45.00',
      fee: '0.00',
      net: '0.00',
      transaction_invoice_no: first.body.data.transaction_invoice_no,
    })
    const balanceBefore = await pendingBalance()
    const second = await startPay(api, bill, bank)
    await choose(api, second.body.data.transaction_invoice_no, 'approve')
    expect((await receipt(api, second.body.data.transaction_invoice_no)).status).toBe('paid')
    // The same record, now paid by the second attempt.
    expect(await recordOf(api, token, bill.invoice_no)).toMatchObject({
      status: 'paid',
      fee: '1.00',
      net: '44.00',
      transaction_invoice_no: second.body.data.transaction_invoice_no,
    })
    expect(await pendingBalance()).toBe(balanceBefore + myrToSen('44.00'))
    // A late rejection of the first attempt cannot undo the payment.
    await decide(api.deps, first.body.data.transaction_invoice_no, { outcome: 'reject', reason: 'late' })
    expect((await recordOf(api, token, bill.invoice_no)).status).toBe('paid')
  })

  it('test banks: A approves, B rejects, C stays pending and settles on the status check', async () => {
    for (const [bank, expected] of [
      ['SBI Bank A', 'paid'],
      ['SBI Bank B', 'failed'],
    ] as const) {
      const { bill } = await makeBill(api, token, '10.00')
      const started = await startPay(api, bill, await serviceId(api, bill.uuid, bank))
      const outcome = bank === 'SBI Bank A' ? 'approve' : 'reject'
      expect(await (await api.app.request(started.body.data.redirect_url)).text()).toContain(
        `always answers <strong>${outcome}</strong>`,
      )
      await choose(api, started.body.data.transaction_invoice_no, outcome)
      expect((await receipt(api, started.body.data.transaction_invoice_no)).status).toBe(expected)
    }
    const { bill } = await makeBill(api, token, '10.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank C'))
    await choose(api, started.body.data.transaction_invoice_no, 'pending')
    expect(await billStatus(bill.id)).toBe('pending')
    expect((await receipt(api, started.body.data.transaction_invoice_no)).status).toBe('paid')
    expect(await billStatus(bill.id)).toBe('paid')
  })

  it('an offline bank cannot be chosen', async () => {
    const { bill } = await makeBill(api, token)
    const res = await startPay(api, bill, await serviceId(api, bill.uuid, 'Kuwait Finance House'))
    expect(res.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: expect.stringContaining('offline'),
    })
  })
})

describe('exactly once', () => {
  it('a retry with the same Idempotency-Key gets the first answer; another body with it is a conflict', async () => {
    const { bill } = await makeBill(api, token)
    const bank = await serviceId(api, bill.uuid, 'Public Bank')
    const first = await startPay(api, bill, bank, { key: 'pay-key-000001' })
    const retry = await startPay(api, bill, bank, { key: 'pay-key-000001' })
    expect(retry.body.data.transaction_invoice_no).toBe(first.body.data.transaction_invoice_no)
    const other = await startPay(api, bill, await serviceId(api, bill.uuid, 'RHB Bank'), {
      key: 'pay-key-000001',
    })
    expect(other.status).toBe(409)
    expect(other.body.description).toBe('This Idempotency-Key was used with a different request')
  })

  it('two attempts approved at the same moment pay the bill once', async () => {
    const { bill } = await makeBill(api, token, '300.00')
    const bank = await serviceId(api, bill.uuid, 'Hong Leong Bank')
    const a = (await startPay(api, bill, bank)).body.data.transaction_invoice_no
    const b = (await startPay(api, bill, bank)).body.data.transaction_invoice_no
    await Promise.all([
      decide(api.deps, a, { outcome: 'approve' }),
      decide(api.deps, b, { outcome: 'approve' }),
    ])
    const statuses = [(await receipt(api, a)).status, (await receipt(api, b)).status].sort()
    expect(statuses).toEqual(['failed', 'paid'])
    const records = await api.db.select().from(paymentRecords).where(eq(paymentRecords.bill_id, bill.id))
    expect(records).toHaveLength(1)
    const [ledger] = await api.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_transactions where reference in (${a}, ${b})`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows)
    expect(ledger?.n).toBe(1)
  })
})

describe('channels follow the merchant’s plan', () => {
  it('a plan without e-wallets refuses an e-wallet payment; no plan means no channels at all', async () => {
    const starter = (await api.login('merchant2@niaga.test')).access_token
    const { bill } = await makeBill(api, starter)
    const pub = await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)
    expect(pub.body.data.channels.sort()).toEqual(['credit_card', 'fpx'])
    const res = await startPay(api, bill, 4001)
    expect(res.status).toBe(403)
    expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)

    const signup = await api.call<{ access_token: string }>('POST', '/jwt/register', {
      body: {
        full_name: 'No Plan',
        company_name: 'No Plan Trading',
        email: 'noplan@example.my',
        password: 'NoPlan#2026',
        password_confirmation: 'NoPlan#2026',
      },
    })
    const { bill: unplanned } = await makeBill(api, signup.body.data.access_token)
    expect(
      (await api.call<PublicBill>('GET', `/customer-bills/public/${unplanned.uuid}`)).body.data.channels,
    ).toEqual([])
    expect((await startPay(api, unplanned, 1013)).body.response_code).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('bills that cannot be paid', () => {
  it('cancelled and expired bills are shown as such and refuse payment', async () => {
    const { bill } = await makeBill(api, token)
    const cancelled = await api.call<Bill>('PUT', `/customer-bills/${bill.id}`, {
      token,
      body: { status: 'cancelled' },
    })
    expect(cancelled.body.data.status).toBe('cancelled')
    expect((await startPay(api, bill, 1013)).body.description).toBe('This bill has been cancelled')

    const { collection } = await makeBill(api, token)
    const due = await api.call<Bill>('POST', '/collections/bill-method', {
      token,
      body: {
        collection_id: collection.id,
        payer_name: 'Late Payer',
        amount: '5.00',
        due_date: '2026-11-21',
      },
    })
    expect(
      (await api.call<PublicBill>('GET', `/customer-bills/public/${due.body.data.uuid}`)).body.data.status,
    ).toBe('expired')
    expect((await startPay(api, due.body.data, 1013)).body.description).toBe('This bill has expired')
  })

  it('an unknown or inactive bill is not found for the payer', async () => {
    const missing = await api.call('GET', '/customer-bills/public/00000000-0000-4000-8000-000000000000')
    expect(missing.body.response_code).toBe(ResponseCode.NOT_FOUND)
    const { collection, bill } = await makeBill(api, token)
    await api.call('PUT', `/collections/${collection.id}`, { token, body: { record_status: 2 } })
    expect((await api.call('GET', `/customer-bills/public/${bill.uuid}`)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
  })
})

describe('payment records', () => {
  it('finds a payment by invoice number, status and channel, and refuses other merchants', async () => {
    const { bill } = await makeBill(api, token, '77.70')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'AmBank'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const list = await api.call<{
      list: {
        data: { id: string; invoice_no: string; amount: string; fee: string; net: string }[]
        total: number
      }
    }>('GET', `/payment-records?search=${bill.invoice_no}&status=paid&channel=fpx`, { token })
    expect(list.body.data.list.total).toBe(1)
    expect(list.body.data.list.data[0]).toMatchObject({
      invoice_no: bill.invoice_no,
      amount: '77.70',
      fee: '1.00',
      net: '76.70',
    })
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect(
      (await api.call('GET', `/payment-records/${list.body.data.list.data[0]!.id}`, { token: other })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const [row] = await api.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.invoice_no, bill.invoice_no)))
    expect(row?.status).toBe('paid')
  })

  it('finds a payment by the payer’s name, email or phone, and only among the caller’s own payments', async () => {
    const tag = Date.now().toString(36)
    const created = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: `Search ${tag}`, kind: 'bill' },
    })
    const payer = {
      payer_name: `Aminah ${tag}`,
      payer_email: `aminah.${tag}@example.my`,
      payer_phone: `601${String(Date.now()).slice(-8)}`,
    }
    const bill = (
      await api.call<Bill>('POST', '/collections/bill-method', {
        token,
        body: { collection_id: created.body.data.id, amount: '45.00', ...payer },
      })
    ).body.data
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'AmBank'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const search = async (text: string, as = token) =>
      (
        await api.call<{ list: { data: { invoice_no: string }[]; total: number } }>(
          'GET',
          `/payment-records?search=${encodeURIComponent(text)}`,
          { token: as },
        )
      ).body.data.list
    for (const text of [payer.payer_name, payer.payer_email.toUpperCase(), payer.payer_phone]) {
      const found = await search(text)
      expect(found.total, text).toBe(1)
      expect(found.data[0]!.invoice_no).toBe(bill.invoice_no)
    }
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect((await search(payer.payer_phone, other)).total).toBe(0)
  })
})
