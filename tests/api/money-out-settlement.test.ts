// Settlement on the sandbox clock: each channel's pending money becomes available on its business day at
// 10:00 Malaysian time (FPX T+1, cards and e-wallets T+2), never before, skipping weekends and public
// holidays; paused channels wait; the reserve is held and released; self-settlement charges what it quoted.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentRecords } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type {
  SettlementPayment,
  SettlementQuote,
  SettlementRecord,
  SettlementSettings,
} from '../../src/contract/settlements.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { ledgerProblems } from '../support/ledger-invariants.ts'
import { advanceTo, balanceSen, paidPayment, recordOf, voidPendingPayments } from '../support/money-out.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  await voidPendingPayments(api, token)
})
afterAll(() => api.close())

const netSen = (record: { amount: string; fee: string }) => myrToSen(record.amount) - myrToSen(record.fee)
const settlementOf = async (id: string) =>
  (
    await api.call<{ settlement: SettlementRecord; payments: SettlementPayment[] }>(
      'GET',
      `/settlement-records/${id}`,
      { token },
    )
  ).body.data

describe('the settlement schedule', () => {
  it('the seeded history is settled: older payments are in settlements, with their payments listed', async () => {
    const list = await api.call<ListData<SettlementRecord>>(
      'GET',
      '/settlement-records?kind=scheduled&limit=5',
      { token },
    )
    expect(list.body.data.list.total).toBeGreaterThan(5)
    const first = list.body.data.list.data[0]!
    const detail = await settlementOf(first.id)
    expect(detail.payments).toHaveLength(first.payment_count)
    const gross = detail.payments.reduce((total, p) => total + myrToSen(p.amount), 0)
    expect(gross).toBe(myrToSen(first.gross))
  })

  it('FPX paid on a Sunday settles on Monday at 10:00 (T+1), not a minute before', async () => {
    // The test clock starts on Sunday 22 November 2026, 12:00 in Malaysia.
    const { record } = await paidPayment(api, token, '120.50')
    const before = await balanceSen(api, token)
    expect(before.pending).toBe(netSen(record))

    token = await advanceTo(api, token, '2026-11-23T01:59:00.000Z') // Monday 09:59
    expect((await recordOf(api, token, record.invoice_no)).settled_at).toBeNull()
    expect(await balanceSen(api, token)).toEqual(before)

    token = await advanceTo(api, token, '2026-11-23T02:00:30.000Z') // Monday 10:00
    const settled = await recordOf(api, token, record.invoice_no)
    expect(settled.settled_at).not.toBeNull()
    expect(settled.voidable).toBe(false)
    expect(settled.refundable).toBe('120.50')
    const after = await balanceSen(api, token)
    expect(after.pending).toBe(0)
    expect(after.available - before.available).toBe(netSen(record))

    const detail = await settlementOf(settled.settlement_id!)
    expect(detail.settlement).toMatchObject({
      kind: 'scheduled',
      channel: 'fpx',
      status: 'settled',
      gross: '120.50',
      fee: '1.00',
      net: '119.50',
      payment_count: 1,
      settlement_date: '2026-11-23',
      period_start: '2026-11-22',
      period_end: '2026-11-22',
    })
    expect(detail.payments.map((p) => p.invoice_no)).toEqual([record.invoice_no])
  })

  it('an e-wallet payment settles two business days later (T+2)', async () => {
    const { record } = await paidPayment(api, token, '80.00', "Touch 'n Go eWallet") // Monday 10:00
    token = await advanceTo(api, token, '2026-11-25T01:59:00.000Z') // Wednesday 09:59
    expect((await recordOf(api, token, record.invoice_no)).settled_at).toBeNull()
    token = await advanceTo(api, token, '2026-11-25T02:01:00.000Z')
    const settled = await recordOf(api, token, record.invoice_no)
    expect((await settlementOf(settled.settlement_id!)).settlement).toMatchObject({
      channel: 'ewallet',
      settlement_date: '2026-11-25',
      gross: '80.00',
      fee: '0.96',
    })
  })

  it('skips Christmas Day and the weekend: FPX paid on Thursday 24 December settles on Monday 28th', async () => {
    token = await advanceTo(api, token, '2026-12-24T04:00:00.000Z') // Thursday 12:00
    const { record } = await paidPayment(api, token, '45.00')
    token = await advanceTo(api, token, '2026-12-28T01:00:00.000Z') // Monday 09:00
    expect((await recordOf(api, token, record.invoice_no)).settled_at).toBeNull()
    expect((await balanceSen(api, token)).pending).toBe(netSen(record))
    token = await advanceTo(api, token, '2026-12-28T02:05:00.000Z')
    const settled = await recordOf(api, token, record.invoice_no)
    expect((await settlementOf(settled.settlement_id!)).settlement.settlement_date).toBe('2026-12-28')
  })

  it('a paused channel keeps its money pending until it is resumed', async () => {
    const paused = await api.call<SettlementSettings>(
      'PUT',
      '/accounts/merchant/settlement-channel-toggle?channel_id=fpx',
      { token, body: { paused: true } },
    )
    expect(paused.body.data.paused_channels).toEqual(['fpx'])
    expect(paused.body.data.schedule.find((s) => s.channel === 'fpx')).toEqual({
      channel: 'fpx',
      business_days: 1,
      paused: true,
    })
    const { record } = await paidPayment(api, token, '30.00') // Monday 28th
    token = await advanceTo(api, token, '2026-12-30T04:00:00.000Z') // two business days on
    expect((await recordOf(api, token, record.invoice_no)).settled_at).toBeNull()

    // No body toggles it back on; the next run (Thursday 31st, 10:00) settles what waited.
    const resumed = await api.call<SettlementSettings>(
      'PUT',
      '/accounts/merchant/settlement-channel-toggle?channel_id=fpx',
      { token },
    )
    expect(resumed.body.data.paused_channels).toEqual([])
    token = await advanceTo(api, token, '2026-12-31T02:01:00.000Z')
    expect((await recordOf(api, token, record.invoice_no)).settled_at).not.toBeNull()
  })

  it('holds the reserve back from each settlement and releases it 14 days later', async () => {
    const set = await api.call<SettlementSettings>('PUT', '/accounts/merchant/confident-ratio-setting', {
      token,
      body: { reserve_percent: 10 },
    })
    expect(set.body.data).toMatchObject({ reserve_percent: 10, reserve_hold_days: 14 })
    const { record } = await paidPayment(api, token, '100.00') // Thursday 31 December; FPX fee RM 1.00
    const before = await balanceSen(api, token)
    token = await advanceTo(api, token, '2027-01-04T02:01:00.000Z') // New Year's Day and the weekend skipped
    const settled = await recordOf(api, token, record.invoice_no)
    const { settlement } = await settlementOf(settled.settlement_id!)
    expect(settlement).toMatchObject({
      settlement_date: '2027-01-04',
      status: 'reserve_held',
      net: '89.10',
      reserve: '9.90',
    })
    const held = await balanceSen(api, token)
    expect(held.reserve - before.reserve).toBe(990)
    expect(held.available - before.available).toBe(8910)

    token = await advanceTo(
      api,
      token,
      new Date(Date.parse(settlement.settled_at) + 14 * 86_400_000 - 60_000).toISOString(),
    )
    expect((await balanceSen(api, token)).reserve).toBe(held.reserve)
    token = await advanceTo(
      api,
      token,
      new Date(Date.parse(settlement.settled_at) + 14 * 86_400_000 + 60_000).toISOString(),
    )
    const released = await balanceSen(api, token)
    expect(released.reserve).toBe(held.reserve - 990)
    expect(released.available).toBe(held.available + 990)
    expect((await settlementOf(settlement.id)).settlement).toMatchObject({ status: 'settled' })
    await api.call('PUT', '/accounts/merchant/confident-ratio-setting', {
      token,
      body: { reserve_percent: 0 },
    })
  })
})

describe('self-settlement', () => {
  it('settles pending money now for exactly the fee it quoted, once per Idempotency-Key', async () => {
    await paidPayment(api, token, '50.00', "Touch 'n Go eWallet") // fee RM 0.60, net RM 49.40
    await paidPayment(api, token, '300.00') // FPX: fee RM 1.00, net RM 299.00
    const quote = (
      await api.call<SettlementQuote>('POST', '/payment-services/merchant/calculate-settlement-fee', {
        token,
        body: {},
      })
    ).body.data
    expect(quote.channels.map((c) => [c.channel, c.net, c.settlement_fee, c.receive])).toEqual([
      ['ewallet', '49.40', '1.00', '48.40'], // 1% is RM 0.49: the RM 1.00 minimum applies
      ['fpx', '299.00', '2.99', '296.01'],
    ])
    expect(quote.total).toMatchObject({ payment_count: 2, settlement_fee: '3.99', receive: '344.41' })

    const before = await balanceSen(api, token)
    const settle = () =>
      api.call<SettlementRecord[]>('POST', '/payment-services/switch/create-self-settlement-invoice', {
        token,
        body: {},
        headers: { 'idempotency-key': 'self-settle-0001' },
      })
    const done = await settle()
    expect(done.body.response_code).toBe(2000)
    expect(done.body.data.map((s) => [s.kind, s.channel, s.settlement_fee, s.net])).toEqual([
      ['self', 'ewallet', '1.00', '48.40'],
      ['self', 'fpx', '2.99', '296.01'],
    ])
    const after = await balanceSen(api, token)
    expect(after.pending).toBe(before.pending - 34840)
    expect(after.available).toBe(before.available + 34441)
    expect((await settle()).body.data.map((s) => s.id)).toEqual(done.body.data.map((s) => s.id))

    const again = await api.call('POST', '/payment-services/switch/create-self-settlement-invoice', {
      token,
      body: {},
    })
    expect(again.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'There is no pending money to settle',
    })
    const history = await api.call<ListData<SettlementRecord>>(
      'GET',
      '/settlement-records?kind=self&sort=gross&order=asc',
      { token },
    )
    expect(history.body.data.list.data.map((s) => s.gross)).toEqual(['50.00', '300.00'])
  })

  it('leaves a channel to the free schedule when the fee would take all of it', async () => {
    await paidPayment(api, token, '1.50', "Touch 'n Go eWallet") // net RM 1.48, fee would be RM 1.00
    await paidPayment(api, token, '1.00', 'DuitNow QR') // net RM 0.99 < RM 1.00
    const quote = (
      await api.call<SettlementQuote>('POST', '/payment-services/merchant/calculate-settlement-fee', {
        token,
        body: { channel: 'duitnow' },
      })
    ).body.data
    expect(quote.channels).toMatchObject([
      { channel: 'duitnow', net: '0.99', settlement_fee: '0.99', receive: '0.00' },
    ])
    const refused = await api.call('POST', '/payment-services/switch/create-self-settlement-invoice', {
      token,
      body: { channel: 'duitnow' },
    })
    expect(refused.body.response_code).toBe(ResponseCode.CONFLICT)
    const done = await api.call<SettlementRecord[]>(
      'POST',
      '/payment-services/switch/create-self-settlement-invoice',
      { token, body: {} },
    )
    expect(done.body.data.map((s) => s.channel)).toEqual(['ewallet'])
  })
})

describe('a clock jump over several business days', () => {
  it('still runs every day’s settlement in order, each dated its own day', async () => {
    // Monday 18 January 2027, after the reserve's release: FPX settles on Tuesday, an e-wallet on Wednesday.
    const fpx = await paidPayment(api, token, '70.00')
    const wallet = await paidPayment(api, token, '90.00', "Touch 'n Go eWallet")
    token = await advanceTo(api, token, '2027-01-22T04:00:00.000Z') // Friday, Thaipusam
    const dayOf = async (invoice: string) => {
      const { settlement } = await settlementOf((await recordOf(api, token, invoice)).settlement_id!)
      return [settlement.settlement_date, settlement.settled_at]
    }
    expect(await dayOf(fpx.record.invoice_no)).toEqual(['2027-01-19', '2027-01-19T02:00:00.000Z'])
    expect(await dayOf(wallet.record.invoice_no)).toEqual(['2027-01-20', '2027-01-20T02:00:00.000Z'])
  })
})

describe('who may change settlement settings', () => {
  it('staff can read the schedule but not pause channels, change the reserve or settle early', async () => {
    const owner = api
    const staffUser = await owner.call('POST', '/users', {
      token,
      body: {
        full_name: 'Staff One',
        email: 'staff.settle@example.my',
        password: 'Sandbox#2026',
        role_code: 'staff',
      },
    })
    expect(staffUser.body.response_code).toBe(2000)
    const staff = (await api.login('staff.settle@example.my')).access_token
    expect(
      (await api.call('GET', '/accounts/merchant/settlement-settings', { token: staff })).body.response_code,
    ).toBe(2000)
    expect(
      (await api.call('PUT', '/accounts/merchant/settlement-channel-toggle?channel_id=fpx', { token: staff }))
        .body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect(
      (
        await api.call('PUT', '/accounts/merchant/confident-ratio-setting', {
          token: staff,
          body: { reserve_percent: 5 },
        })
      ).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect(
      (
        await api.call('POST', '/payment-services/switch/create-self-settlement-invoice', {
          token: staff,
          body: {},
        })
      ).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('the money invariants check', () => {
  it('catches an unbalanced ledger transaction (so the check after every test can fail)', async () => {
    const [payment] = await api.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.status, 'paid'))
      .limit(1)
    const { post } = await import('../../server/services/ledger.ts')
    // A posting through the ledger module cannot be unbalanced; write the rows by hand, then take them back.
    await expect(
      post(api.deps, payment!.account_id, 'payment', 'broken', api.clock.now(), [['merchant_available', 5]]),
    ).rejects.toThrow(/Unbalanced/)
    const { ledgerEntries, ledgerTransactions } = await import('../../server/db/schema/index.ts')
    const [txn] = await api.db
      .insert(ledgerTransactions)
      .values({
        account_id: payment!.account_id,
        kind: 'payment',
        reference: 'broken',
        occurred_at: api.clock.now(),
      })
      .returning()
    await api.db.insert(ledgerEntries).values({
      transaction_id: txn!.id,
      account_id: payment!.account_id,
      book: 'merchant_available',
      amount_sen: -999_999_999,
      occurred_at: api.clock.now(),
    })
    const problems = await ledgerProblems(api)
    expect(problems.join('\n')).toMatch(/sums to -999999999/)
    expect(problems.join('\n')).toMatch(/merchant_available -/)
    await api.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, txn!.id))
    expect(await ledgerProblems(api)).toEqual([])
  })
})
