// Master pools, top-ups and virtual accounts: a pool rises only when a top-up is paid, exactly once (a
// pending FPX payment credits when the bank settles it; a failed one adds nothing); transfers to a virtual
// account credit its pool once per bank reference and call the merchant back, signed; a closed virtual
// account refuses; payouts and refunds draw on the pools when the available balance is short, and say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PaymentRecord } from '../../src/contract/payments.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import type { Topup, TopupTarget, VirtualAccount } from '../../src/contract/pools.ts'
import type { VoidSaleRecord } from '../../src/contract/void-sales.ts'
import { isLuhnValid } from '../../src/lib/luhn.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { callbackSecretFor } from '../../server/services/webhooks/signing.ts'
import { decide } from '../../server/services/payments/settle.ts'
import { startApiAs, type Api } from '../support/api-harness.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { advanceTo, balanceSen, verifiedBankAccount } from '../support/money-out.ts'
import { receipt, startReceiver } from '../support/payments.ts'
import {
  openTopup,
  openVirtualAccount,
  payInvoice,
  poolHistory,
  poolsOf,
  transfer,
  openedInvoice,
} from '../support/pools.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => ({ api, token, accountId } = await startApiAs('merchant@niaga.test')))
afterAll(() => api.close())

const poolSen = async (t: string, type: 'prefund' | 'payout') =>
  myrToSen((await poolsOf(api, t))[type].balance)
const topupStatus = async (invoiceNo: string, poolType = 'prefund') =>
  (
    await api.call<Topup>(
      'POST',
      `/payment-services/switch/add-fund-transaction-pool?invoice_no=${invoiceNo}&pool_type=${poolType}`,
    )
  ).body

describe('master pools', () => {
  it('every merchant has a prefund and a payout pool, each with a public top-up page that names them', async () => {
    const pools = await poolsOf(api, token)
    expect(Object.keys(pools).sort()).toEqual(['payout', 'prefund'])
    expect(pools.prefund).toMatchObject({
      name: 'Prefund pool',
      balance: '0.00',
      topup_url: expect.stringContaining(`/pay/pool-topup?pool_id=${pools.prefund.id}`),
    })
    const target = await api.call<TopupTarget>('GET', `/pools/public/target?pool_id=${pools.payout.id}`)
    expect(target.body.data).toMatchObject({
      merchant_name: 'Niaga Demo Sdn Bhd',
      pool_type: 'payout',
      pool_name: 'Payout pool',
      min_amount: '10.00',
      max_amount: '30000.00',
      virtual_account_no: null,
    })
    expect(target.body.data.channels).toContain('fpx')
    const latest = await api.call<{ pools: unknown[]; total: string }>(
      'POST',
      '/master-pool-balance/latest-balance',
      { token, body: { pool_type: 'payout' } },
    )
    expect(latest.body.data).toMatchObject({
      total: '0.00',
      pools: [expect.objectContaining({ pool_type: 'payout' })],
    })
  })

  it('a top-up paid by FPX credits its pool once, and the history shows it with the payer’s reference', async () => {
    const { prefund } = await poolsOf(api, token)
    const opened = await openTopup(api, {
      pool_id: prefund.id,
      amount: '150.00',
      payer_name: 'Ali bin Abu',
      payer_reference: 'Float for December',
    })
    expect(opened).toMatchObject({
      kind: 'pool_topup',
      bill: { amount: '150.00', merchant_name: 'Niaga Demo Sdn Bhd', collection_title: 'Pool top-up' },
      topup: { status: 'pending', credited_at: null },
    })
    expect(await poolSen(token, 'prefund')).toBe(0)

    const txn = await payInvoice(api, opened, 'Maybank2u', 'approve')
    expect(await receipt(api, txn)).toMatchObject({
      status: 'paid',
      amount: '150.00',
      invoice_no: opened.bill.invoice_no,
    })
    expect(await poolSen(token, 'prefund')).toBe(15_000)
    // The bank's confirmation arriving again moves nothing.
    await decide(api.deps, txn, { outcome: 'approve' })
    expect(await poolSen(token, 'prefund')).toBe(15_000)
    expect((await topupStatus(opened.bill.invoice_no)).data).toMatchObject({
      status: 'paid',
      balance_after: '150.00',
      credited_at: expect.any(String),
    })
    expect((await topupStatus(opened.bill.invoice_no, 'payout')).response_code).toBe(
      ResponseCode.VALIDATION_FAILED,
    )

    const history = await poolHistory(api, token, 'prefund')
    expect(history[0]).toMatchObject({
      reason: 'topup',
      amount: '150.00',
      balance_after: '150.00',
      reference: opened.bill.invoice_no,
      payer_reference: 'Float for December',
      payer_name: 'Ali bin Abu',
    })
    // No sale: the top-up is not a payment record and the merchant's balances are untouched.
    const records = await api.call<ListData<PaymentRecord>>(
      'GET',
      `/payment-records?search=${opened.bill.invoice_no}`,
      { token },
    )
    expect(records.body.data.list.total).toBe(0)
  })

  it('stays pending while the bank decides and credits when it settles; a rejected attempt adds nothing', async () => {
    const { payout } = await poolsOf(api, token)
    const before = await poolSen(token, 'payout')
    const pending = await openTopup(api, { pool_id: payout.id, amount: '80.00', payer_name: 'Lim Mei Ling' })
    const txn = await payInvoice(api, pending, 'SBI Bank C', 'pending')
    expect((await topupStatus(pending.bill.invoice_no, 'payout')).data.status).toBe('pending')
    expect(await poolSen(token, 'payout')).toBe(before)
    // The thank-you page's check is the sandbox bank's late confirmation.
    expect(await receipt(api, txn)).toMatchObject({ status: 'paid' })
    expect(await poolSen(token, 'payout')).toBe(before + 8_000)

    const failed = await openTopup(api, { pool_id: payout.id, amount: '45.50', payer_name: 'Lim Mei Ling' })
    await payInvoice(api, failed, 'Maybank2u', 'reject')
    expect((await topupStatus(failed.bill.invoice_no, 'payout')).data.status).toBe('failed')
    expect(await poolSen(token, 'payout')).toBe(before + 8_000)
    // The same invoice can be paid again another way.
    await payInvoice(api, await openedInvoice(api, failed.bill.invoice_no), 'GrabPay', 'approve')
    expect(await poolSen(token, 'payout')).toBe(before + 8_000 + 4_550)
  })

  it('takes every channel the merchant’s plan enables, each credited once', async () => {
    const { prefund } = await poolsOf(api, token)
    const before = await poolSen(token, 'prefund')
    const services = ['Affin Bank', "Touch 'n Go", 'DuitNow QR', 'Atome', 'PayPal', 'USDT']
    for (const service of services)
      await payInvoice(
        api,
        await openTopup(api, { pool_id: prefund.id, amount: '10.00', payer_name: 'Wong Kah Hoe' }),
        service,
        'approve',
      )
    expect(await poolSen(token, 'prefund')).toBe(before + services.length * 1_000)
  })

  it('a retry with the same Idempotency-Key reopens the same invoice instead of a second one', async () => {
    const { prefund } = await poolsOf(api, token)
    const body = { pool_id: prefund.id, amount: '25.00', payer_name: 'Farah Nadia' }
    const open = () =>
      api.call<{ bill: { invoice_no: string } }>('POST', '/payment-services/switch/create-payment-viu', {
        body,
        headers: { 'idempotency-key': 'topup-retry-1' },
      })
    const first = await open()
    const again = await open()
    expect(again.body.data.bill.invoice_no).toBe(first.body.data.bill.invoice_no)
    const other = await api.call<{ bill: { invoice_no: string } }>(
      'POST',
      '/payment-services/switch/create-payment-viu',
      { body },
    )
    expect(other.body.data.bill.invoice_no).not.toBe(first.body.data.bill.invoice_no)
  })

  it('refuses amounts outside the limits and unknown pools', async () => {
    const { prefund } = await poolsOf(api, token)
    for (const [amount, message] of [
      ['9.99', 'A top-up is at least RM 10.00'],
      ['30000.01', 'A top-up is at most RM 30,000.00'],
    ]) {
      const res = await api.call('POST', '/payment-services/switch/create-payment-viu', {
        body: { pool_id: prefund.id, amount, payer_name: 'Ali' },
      })
      expect(res.body).toMatchObject({
        response_code: ResponseCode.VALIDATION_FAILED,
        data: { breakdown: { amount: message } },
      })
    }
    const unknown = await api.call('GET', '/pools/public/target?pool_id=00000000-0000-4000-8000-000000000000')
    expect(unknown.body.response_code).toBe(ResponseCode.NOT_FOUND)
    const both = await api.call(
      'GET',
      `/pools/public/target?pool_id=${prefund.id}&virtual_account_no=88080000010006`,
    )
    expect(both.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })
})

describe('virtual accounts', () => {
  it('numbers are unique 14-digit 8808… numbers with a Luhn check digit', async () => {
    const a = await openVirtualAccount(api, token, { name: 'Unit 1' })
    const b = await openVirtualAccount(api, token, { name: 'Unit 2', pool_type: 'payout' })
    for (const va of [a, b]) {
      expect(va.account_no).toMatch(/^8808\d{10}$/)
      expect(isLuhnValid(va.account_no)).toBe(true)
    }
    expect(a.account_no).not.toBe(b.account_no)
    expect(b).toMatchObject({ pool_type: 'payout', status: 'active', total_received: '0.00', transfers: 0 })
  })

  it('a transfer credits the account’s pool once per bank reference and calls the merchant back, signed', async () => {
    const receiver = await startReceiver()
    try {
      const va = await openVirtualAccount(api, token, { name: 'Tenant 7B', callback_url: receiver.url })
      const before = await poolSen(token, 'prefund')
      const sent = await transfer(api, 'BNK-0001', {
        virtual_account_no: va.account_no,
        amount: '250.00',
        payer_reference: 'Rent December',
        channel: 'fpx',
      })
      expect(sent.body).toMatchObject({
        response_code: 2000,
        data: {
          status: 'paid',
          amount: '250.00',
          virtual_account_no: va.account_no,
          payer_reference: 'Rent December',
          pool_type: 'prefund',
        },
      })
      expect(await poolSen(token, 'prefund')).toBe(before + 25_000)

      // The switch reporting the same transfer again: the same answer, credited once.
      const again = await transfer(api, 'BNK-0001', {
        virtual_account_no: va.account_no,
        amount: '250.00',
        payer_reference: 'Rent December',
        channel: 'fpx',
      })
      expect(again.body.data).toEqual(sent.body.data)
      expect(await poolSen(token, 'prefund')).toBe(before + 25_000)
      const clash = await transfer(api, 'BNK-0001', { virtual_account_no: va.account_no, amount: '99.00' })
      expect(clash.body).toMatchObject({
        response_code: ResponseCode.CONFLICT,
        description: 'This bank reference was already used for another transfer',
      })

      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBeGreaterThanOrEqual(1)
      expect(receiver.received).toHaveLength(1)
      const delivery = receiver.received[0]!
      const secret = await callbackSecretFor(api.deps, accountId)
      expect(verifiesWith(secret, delivery.headers, delivery.body)).toBe(true)
      expect(JSON.parse(delivery.body)).toMatchObject({
        event: 'pool.credited',
        via: 'bank_transfer',
        invoice_no: 'BNK-0001',
        amount: '250.00',
        pool_type: 'prefund',
        virtual_account_no: va.account_no,
        payer_reference: 'Rent December',
      })

      const history = await poolHistory(api, token, 'prefund')
      expect(history[0]).toMatchObject({
        reason: 'virtual_account_transfer',
        amount: '250.00',
        virtual_account_no: va.account_no,
        payer_name: 'Siti Aminah',
      })
      const read = await api.call<VirtualAccount>('GET', `/virtual-accounts/${va.id}`, { token })
      expect(read.body.data).toMatchObject({
        total_received: '250.00',
        transfers: 1,
        last_transfer_at: expect.any(String),
      })
    } finally {
      await receiver.close()
    }
  })

  it('a top-up page for a virtual account fills that account’s pool', async () => {
    const va = await openVirtualAccount(api, token, { name: 'Supplier float', pool_type: 'payout' })
    const target = await api.call<TopupTarget>(
      'GET',
      `/pools/public/target?virtual_account_no=${va.account_no}`,
    )
    expect(target.body.data).toMatchObject({
      pool_type: 'payout',
      virtual_account_no: va.account_no,
      virtual_account_name: 'Supplier float',
    })
    const before = await poolSen(token, 'payout')
    const opened = await openTopup(api, {
      virtual_account_no: va.account_no,
      amount: '60.00',
      payer_name: 'Goh Boon Hock',
      payer_reference: 'PO 4471',
    })
    await payInvoice(api, opened, 'Maybank2u', 'approve')
    expect(await poolSen(token, 'payout')).toBe(before + 6_000)
    const status = await api.call<Topup>(
      'POST',
      `/payment-services/switch/prefund-virtual-pool/${opened.bill.invoice_no}`,
    )
    expect(status.body.data).toMatchObject({
      status: 'paid',
      virtual_account_no: va.account_no,
      payer_reference: 'PO 4471',
    })
  })

  it('a closed account refuses transfers and top-ups with a clear message', async () => {
    const va = await openVirtualAccount(api, token, { name: 'Moved out' })
    const closed = await api.call<VirtualAccount>('POST', `/virtual-accounts/${va.id}/close`, { token })
    expect(closed.body.data).toMatchObject({ status: 'closed', closed_at: expect.any(String) })
    const before = await poolSen(token, 'prefund')
    const refused = await transfer(api, 'BNK-0099', { virtual_account_no: va.account_no, amount: '30.00' })
    expect(refused.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: `Virtual account ${va.account_no} is closed and no longer accepts transfers`,
    })
    expect(refused.status).toBe(409)
    const page = await api.call('POST', '/payment-services/switch/create-payment-viu', {
      body: { virtual_account_no: va.account_no, amount: '30.00', payer_name: 'Ali' },
    })
    expect(page.body.response_code).toBe(ResponseCode.CONFLICT)
    expect((await api.call('POST', `/virtual-accounts/${va.id}/close`, { token })).body.response_code).toBe(
      ResponseCode.CONFLICT,
    )
    expect(await poolSen(token, 'prefund')).toBe(before)
    const list = await api.call<ListData<VirtualAccount>>('GET', '/virtual-accounts?status=closed', { token })
    expect(list.body.data.list.data.map((a) => a.id)).toContain(va.id)
  })
})

describe('pools pay for money out when the available balance is short', () => {
  let m2: string
  beforeAll(async () => {
    m2 = (await api.login('merchant2@niaga.test')).access_token
  })

  it('a payout draws the shortfall from the payout pool, then the prefund pool, says so, and a failed one returns it there', async () => {
    const bank = await verifiedBankAccount(api, m2)
    const va = await openVirtualAccount(api, m2, { name: 'Float' })
    const payoutVa = await openVirtualAccount(api, m2, { name: 'Payroll', pool_type: 'payout' })
    await transfer(api, 'BNK-M2-1', { virtual_account_no: va.account_no, amount: '100.00' })
    await transfer(api, 'BNK-M2-2', { virtual_account_no: payoutVa.account_no, amount: '20.00' })
    const available = (await balanceSen(api, m2)).available
    // The available balance, the whole payout pool and RM 30.00 of the prefund pool, less the RM 1.00 fee.
    const amount = senToMyr(available + 2_000 + 3_000 - 100)
    const res = await api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
      token: m2,
      body: { bank_account_id: bank.id, amount },
      headers: { 'idempotency-key': 'pool-draw-1' },
    })
    expect(res.body).toMatchObject({
      response_code: 2000,
      data: {
        from_pools: '50.00',
        funding_note:
          'The available balance was short: RM 20.00 from your payout pool and RM 30.00 from your prefund pool paid the rest.',
      },
    })
    expect((await balanceSen(api, m2)).available).toBe(0)
    expect(await poolSen(m2, 'payout')).toBe(0)
    expect(await poolSen(m2, 'prefund')).toBe(7_000)
    expect((await poolHistory(api, m2, 'prefund'))[0]).toMatchObject({
      reason: 'payout',
      amount: '-30.00',
      balance_after: '70.00',
      reference: res.body.data.invoice_no,
    })

    // More than the balance and the pools together: 4092, and the message counts the pools.
    const tooMuch = await api.call('POST', '/payment-services/switch/create-payout-invoice', {
      token: m2,
      body: { bank_account_id: bank.id, amount: '70.00' },
      headers: { 'idempotency-key': 'pool-draw-2' },
    })
    expect(tooMuch.body).toMatchObject({
      response_code: ResponseCode.INSUFFICIENT_BALANCE,
      description: 'The available balance is RM 0.00 and your pools hold RM 70.00; this needs RM 71.00',
    })

    // Sandbox: .13 fails at the bank, and the money goes back to the pool it came from.
    const failing = await api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
      token: m2,
      body: { bank_account_id: bank.id, amount: '40.13' },
      headers: { 'idempotency-key': 'pool-draw-3' },
    })
    expect(failing.body.data.from_pools).toBe('41.13')
    expect(await poolSen(m2, 'prefund')).toBe(7_000 - 4_113)
    // The bank takes the payout, then answers five minutes later.
    m2 = await advanceTo(api, m2, new Date(api.clock.now().getTime() + 60_000).toISOString())
    m2 = await advanceTo(api, m2, new Date(api.clock.now().getTime() + 10 * 60_000).toISOString())
    expect(
      (await api.call<{ payout: Payout }>('GET', `/payout-records/${failing.body.data.id}`, { token: m2 }))
        .body.data.payout.status,
    ).toBe('failed')
    expect(await poolSen(m2, 'prefund')).toBe(7_000)
    expect((await poolHistory(api, m2, 'prefund'))[0]).toMatchObject({
      reason: 'payout_reversal',
      amount: '41.13',
      balance_after: '70.00',
    })
  })

  it('a refund draws on the prefund pool at once when the available balance is short', async () => {
    const records = await api.call<ListData<PaymentRecord>>('GET', '/payment-records?status=paid&limit=100', {
      token: m2,
    })
    const settled = records.body.data.list.data.find((r) => myrToSen(r.refundable) >= 2_000)
    expect(settled, 'a settled seeded payment of merchant2').toBeDefined()
    expect((await balanceSen(api, m2)).available).toBeLessThan(2_000)
    const beforePool = await poolSen(m2, 'prefund')
    const available = (await balanceSen(api, m2)).available
    const res = await api.call<VoidSaleRecord>(
      'POST',
      '/payment-services/switch/create-void-sale-payout-refund',
      {
        token: m2,
        body: { invoice_no: settled!.invoice_no, amount: '20.00' },
        headers: { 'idempotency-key': 'pool-refund-1' },
      },
    )
    expect(res.body).toMatchObject({
      response_code: 2000,
      data: {
        kind: 'refund',
        amount: '20.00',
        from_pools: senToMyr(2_000 - available),
        funding_note: expect.stringContaining('from your prefund pool'),
      },
    })
    expect(await poolSen(m2, 'prefund')).toBe(beforePool - (2_000 - available))
    expect((await poolHistory(api, m2, 'prefund'))[0]).toMatchObject({
      reason: 'refund',
      amount: senToMyr(-(2_000 - available)),
    })
  })
})
