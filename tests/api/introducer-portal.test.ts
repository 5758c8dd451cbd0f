// The introducer portal (SPEC §7 "Introducer"; docs/introducer-portal.md): an introducer sees only the
// merchants it refers and their payments (never who paid), earns its commission once when a payment settles
// with the ledger balanced, pays it out through the money-out calls, and gets new merchants through its
// referral code.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  introducerCommissions,
  ledgerEntries,
  ledgerTransactions,
} from '../../server/db/schema/index.ts'
import { settleDuePayments } from '../../server/services/money-out/settlements.ts'
import type { BankAccount } from '../../src/contract/banks.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import {
  COMMISSION_RATE_PERCENT,
  commissionSen,
  INTRODUCER_ONLY_MESSAGE,
  INTRODUCER_PAYMENT_KEYS,
  UNKNOWN_REFERRAL_CODE_MESSAGE,
  type IntroducerDashboard,
  type IntroducerMe,
  type IntroducerPayment,
  type IntroducerPayout,
  type ReferredMerchant,
} from '../../src/contract/introducer.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { ledgerProblems } from '../support/ledger-invariants.ts'
import { advanceTo, paidPayment, recordOf, voidPendingPayments } from '../support/money-out.ts'

let api: Api
let introducer: string
let merchant: string
let merchant2: string
let ids: { introducer: string; merchant: string; merchant2: string }

const PASSWORD = 'Sandbox#2026'
const P = '/account-introducer'

const me = async (token = introducer, query = '') => {
  const res = await api.call<IntroducerMe>('POST', `${P}/me${query}`, { token })
  expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
  return res.body.data
}
const payments = async (query = '', token = introducer) => {
  const res = await api.call<ListData<IntroducerPayment>>(
    'POST',
    `${P}/introducer-payment-record-data${query}`,
    { token },
  )
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(ResponseCode.SUCCESS)
  return res.body.data.list
}
const merchants = async (query = '', token = introducer) => {
  const res = await api.call<ListData<ReferredMerchant>>('POST', `${P}/merchant-introducer${query}`, {
    token,
  })
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(ResponseCode.SUCCESS)
  return res.body.data.list
}
const register = (email: string, extra: Record<string, unknown> = {}) =>
  api.call<{ access_token: string; account: { id: string } }>('POST', '/jwt/register', {
    body: {
      full_name: 'Aminah Yusof',
      company_name: `Kedai ${email.split('@')[0]}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...extra,
    },
  })

beforeAll(async () => {
  api = await startApi()
  const [i, m, m2] = await Promise.all([
    api.login('introducer@niaga.test'),
    api.login('merchant@niaga.test'),
    api.login('merchant2@niaga.test'),
  ])
  introducer = i.access_token
  merchant = m.access_token
  merchant2 = m2.access_token
  ids = { introducer: i.account.id, merchant: m.account.id, merchant2: m2.account.id }
})
afterAll(() => api.close())

describe('who may call', () => {
  it('a merchant (or an admin) token gets 4030 on every introducer call', async () => {
    const admin = (await api.login('admin@niaga.test')).access_token
    const ops = api.registry.operations.filter((op) => op.access === 'introducer')
    expect(ops.map((op) => op.path).sort()).toEqual(
      [
        '/me',
        '/dashboard/me',
        '/merchant-introducer',
        '/introducer-payment-record-data',
        '/introducer-payout-record-data',
      ]
        .map((p) => `${P}${p}`)
        .sort(),
    )
    for (const op of ops) {
      expect(op.method).toBe('post')
      for (const token of [merchant, merchant2, admin]) {
        const res = await api.call('POST', op.path, { token })
        expect(res.body.response_code, op.path).toBe(ResponseCode.FORBIDDEN)
        expect(res.body.description).toBe(INTRODUCER_ONLY_MESSAGE)
      }
      expect((await api.call('POST', op.path)).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    }
  })

  it('the API reference says introducer accounts only', async () => {
    const doc = (await (await api.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { post?: { description?: string } }>
    }
    expect(doc.paths[`${P}/me`]?.post?.description).toContain('an introducer account’s portal session')
    expect(doc.paths['/payment-services/switch/create-payout-invoice']?.post?.description).toContain(
      'or an introducer account’s portal session',
    )
  })

  it('introducer-access-token logs the introducer in', async () => {
    const res = await api.call<{ account: { type: string } }>('POST', '/auth/introducer-access-token', {
      body: { username: 'introducer@niaga.test', password: PASSWORD },
    })
    expect(res.body.data.account.type).toBe('introducer')
  })
})

describe('the introducer’s own view', () => {
  it('me: account, readable referral code, commission from the seeded settled payments, paged recent commission', async () => {
    const data = await me(introducer, '?skip=0&limit=3')
    expect(data.account).toMatchObject({
      id: ids.introducer,
      name: 'Rakan Niaga Referral',
      referral_code: 'RAKAN2026',
      commission_rate_percent: COMMISSION_RATE_PERCENT.toFixed(2),
    })
    expect(data.referred_merchants).toBe(1)
    expect(myrToSen(data.commission.earned)).toBeGreaterThan(0)
    expect(data.commission.available).toBe(data.commission.earned)
    expect(data.commission.paid_out).toBe('0.00')
    expect(data.list).toMatchObject({ skip: 0, limit: 3 })
    expect(data.list.data).toHaveLength(3)
    expect(data.list.total).toBeGreaterThan(3)
    for (const entry of data.list.data) {
      expect(entry.merchant_id).toBe(ids.merchant)
      expect(myrToSen(entry.commission)).toBe(commissionSen(myrToSen(entry.fee)))
    }
    const next = await me(introducer, '?skip=3&limit=3')
    expect(next.list.data.map((e) => e.id)).not.toContain(data.list.data[0]!.id)
  })

  it('merchant-introducer lists merchant@ (not merchant2) with onboarding status, plan, volume and commission', async () => {
    const list = await merchants()
    expect(list.data.map((m) => m.id)).toEqual([ids.merchant])
    const row = list.data[0]!
    expect(row.name).toBe('Niaga Demo Sdn Bhd')
    expect(row.onboarding_status).toBe('company_details')
    expect(row.plan).toBe('Niaga Pro')
    expect(row.plan_status).toBe('active')
    expect(row.payment_count).toBeGreaterThan(100)
    const data = await me()
    expect(row.commission).toBe(data.commission.earned)
    expect(row.commission_expected).toBe(data.commission.expected)
    expect((await merchants('?onboarding_status=complete')).total).toBe(0)
    expect((await merchants('?search=demo&sort=payment_amount&order=asc')).total).toBe(1)
    expect((await merchants('?search=zzz')).total).toBe(0)
  })

  it('payments: only referred merchants’, amounts and fees only (no payer data), with filters and paging', async () => {
    const page = await payments('?limit=50')
    expect(page.total).toBeGreaterThan(100)
    for (const row of page.data) {
      expect(Object.keys(row).sort()).toEqual([...INTRODUCER_PAYMENT_KEYS].sort())
      expect(row.merchant_id).toBe(ids.merchant)
      const text = JSON.stringify(row)
      expect(text).not.toMatch(/payer|email|phone|@example\.my|customer/i)
      if (row.commission_state === 'posted' || row.commission_state === 'expected')
        expect(myrToSen(row.commission)).toBe(commissionSen(myrToSen(row.fee)))
      else expect(row.commission).toBe('0.00')
    }
    expect(page.data.some((r) => r.commission_state === 'posted')).toBe(true)
    expect(page.data.some((r) => r.status === 'failed' && r.commission_state === 'none')).toBe(true)

    expect((await payments(`?merchant_id=${ids.merchant2}`)).total).toBe(0)
    expect((await payments(`?merchant_id=${ids.merchant}`)).total).toBe(page.total)
    const failed = await payments('?status=failed&limit=100')
    expect(failed.data.every((r) => r.status === 'failed')).toBe(true)
    const fpx = await payments('?channel=fpx&limit=100')
    expect(fpx.data.every((r) => r.channel === 'fpx')).toBe(true)
    const today = await payments('?start_date=22-11-2026&end_date=22-11-2026&limit=100')
    expect(today.total).toBeGreaterThan(0)
    expect(today.total).toBeLessThan(page.total)
    const one = page.data[0]!
    expect((await payments(`?search=${one.invoice_no}`)).data.map((r) => r.id)).toEqual([one.id])
    const byAmount = await payments('?sort=amount&order=asc&limit=5')
    const amounts = byAmount.data.map((r) => myrToSen(r.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  })

  it('the dashboard: day, week, month and year of a chosen date, volume and commission', async () => {
    const res = await api.call<IntroducerDashboard>('POST', `${P}/dashboard/me?date=22-11-2026`, {
      token: introducer,
    })
    expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
    const d = res.body.data
    expect(d.date).toBe('22-11-2026')
    expect(d.day.series).toHaveLength(24)
    expect(d.week.series).toHaveLength(7)
    expect(d.month.series).toHaveLength(30)
    expect(d.year.series).toHaveLength(12)
    expect(d.day.payment_count).toBeGreaterThan(0)
    for (const period of [d.day, d.week, d.month, d.year]) {
      expect(period.series.reduce((acc, p) => acc + myrToSen(p.amount), 0)).toBe(
        myrToSen(period.payment_amount),
      )
      expect(period.series.reduce((acc, p) => acc + myrToSen(p.commission), 0)).toBe(
        myrToSen(period.commission_amount),
      )
    }
    // Every seeded commission was posted in 2026 (the history is the 60 days before 22 November).
    expect(d.year.commission_amount).toBe((await me()).commission.earned)
    expect(myrToSen(d.year.payment_amount)).toBeGreaterThanOrEqual(myrToSen(d.month.payment_amount))
    const today = await api.call<IntroducerDashboard>('POST', `${P}/dashboard/me`, { token: introducer })
    expect(today.body.data.date).toBe('22-11-2026')
    const bad = await api.call('POST', `${P}/dashboard/me?date=31-02-2026`, { token: introducer })
    expect(bad.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })
})

describe('referral at registration and a second introducer', () => {
  let second: string
  let secondId: string
  let referred: string

  it('registering with an unknown or malformed code is refused, with the field named; nothing is created', async () => {
    const unknown = await register('nocode@example.my', { referral_code: 'NOPE2026' })
    expect(unknown.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(unknown.body.data).toEqual({ breakdown: { referral_code: UNKNOWN_REFERRAL_CODE_MESSAGE } })
    const malformed = await register('nocode@example.my', { referral_code: 'a!' })
    expect(malformed.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(
      (malformed.body.data as unknown as { breakdown: Record<string, string> }).breakdown.referral_code,
    ).toBe('A referral code is 4 to 20 letters and digits')
    const [created] = await api.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'nocode@example.my'))
    expect(created).toBeUndefined()
  })

  it('a second introducer gets a code of its own; a merchant registering with it (any case) is its referral', async () => {
    const opened = await register('second-introducer@example.my')
    expect(opened.body.response_code).toBe(ResponseCode.SUCCESS)
    secondId = opened.body.data.account.id
    await api.db
      .update(accounts)
      .set({ type: 'introducer', name: 'Second Referral' })
      .where(eq(accounts.id, secondId))
    second = (await api.login('second-introducer@example.my', PASSWORD)).access_token
    const code = (await me(second)).account.referral_code
    expect(code).toMatch(/^R[A-Z0-9]{9}$/)
    expect((await me(second)).account.referral_code).toBe(code)

    const joined = await register('referred@example.my', { referral_code: ` ${code.toLowerCase()} ` })
    expect(joined.body.response_code).toBe(ResponseCode.SUCCESS)
    referred = joined.body.data.account.id
    const [row] = await api.db
      .select({ introducer: accounts.introducer_account_id })
      .from(accounts)
      .where(eq(accounts.id, referred))
    expect(row?.introducer).toBe(secondId)
    const plain = await register('plain@example.my', { referral_code: '' })
    expect(plain.body.response_code).toBe(ResponseCode.SUCCESS)
  })

  it('each introducer sees only its own merchants and their payments', async () => {
    const list = await merchants('', second)
    expect(list.data.map((m) => m.id)).toEqual([referred])
    expect(list.data[0]).toMatchObject({
      name: 'Kedai referred',
      onboarding_status: 'registered',
      plan: null,
      payment_amount: '0.00',
      payment_count: 0,
      commission: '0.00',
    })
    expect((await payments('', second)).total).toBe(0)
    expect((await payments(`?merchant_id=${ids.merchant}`, second)).total).toBe(0)
    expect((await me(second)).commission.earned).toBe('0.00')
    expect((await merchants()).data.map((m) => m.id)).toEqual([ids.merchant])
  })
})

describe('commission when a referred merchant’s payment settles', () => {
  it('is expected while pending, posted once at the 10:00 run, balanced, and not again on a re-run', async () => {
    await voidPendingPayments(api, merchant)
    const before = await me()
    expect(before.commission.expected).toBe('0.00')
    // Sunday 22 November 12:00 in Malaysia: FPX settles on Monday at 10:00.
    const { record } = await paidPayment(api, merchant, '120.50')
    const commission = commissionSen(myrToSen(record.fee))
    expect(commission).toBe(20) // 20 % of RM 1.00
    const [pending] = (await payments(`?search=${record.invoice_no}`)).data
    expect(pending).toMatchObject({
      commission_state: 'expected',
      commission: senToMyr(commission),
      settled_at: null,
    })
    expect((await me()).commission.expected).toBe(senToMyr(commission))

    merchant = await advanceTo(api, merchant, '2026-11-23T02:00:30.000Z')
    introducer = (await api.login('introducer@niaga.test')).access_token
    const settled = await recordOf(api, merchant, record.invoice_no)
    expect(settled.settled_at).not.toBeNull()
    const [posted] = (await payments(`?search=${record.invoice_no}`)).data
    expect(posted).toMatchObject({ commission_state: 'posted', commission: senToMyr(commission) })
    const after = await me()
    expect(myrToSen(after.commission.earned) - myrToSen(before.commission.earned)).toBe(commission)
    expect(myrToSen(after.commission.available) - myrToSen(before.commission.available)).toBe(commission)
    expect(after.commission.expected).toBe('0.00')
    expect(after.list.data[0]).toMatchObject({
      invoice_no: record.invoice_no,
      commission: senToMyr(commission),
      rate_percent: '20.00',
    })

    // The ledger: one commission transaction under the settlement's number, the merchant's fee revenue paying
    // the introducer's available balance.
    const [settlement] = await api.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'settlement'),
          eq(ledgerTransactions.account_id, ids.merchant),
          eq(ledgerTransactions.occurred_at, new Date(settled.settled_at!)),
        ),
      )
    const transactions = await api.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'commission'),
          eq(ledgerTransactions.occurred_at, new Date(settled.settled_at!)),
        ),
      )
    expect(transactions).toHaveLength(1)
    expect(transactions[0]).toMatchObject({ account_id: ids.introducer, reference: settlement!.reference })
    const entries = await api.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transaction_id, transactions[0]!.id))
    expect(entries.map((e) => [e.account_id, e.book, e.amount_sen]).sort()).toEqual(
      [
        [ids.merchant, 'fee_revenue', -commission],
        [ids.introducer, 'merchant_available', commission],
      ].sort(),
    )
    expect(await ledgerProblems(api)).toEqual([])

    // The job runs again for the same moment (a retry after a crash): nothing more is settled or posted.
    expect(await settleDuePayments(api.db, new Date('2026-11-23T02:00:00.000Z'))).toBe(0)
    const rows = await api.db
      .select()
      .from(introducerCommissions)
      .where(eq(introducerCommissions.payment_record_id, settled.id))
    expect(rows).toHaveLength(1)
    expect((await me()).commission.earned).toBe(after.commission.earned)
  })

  it('a refund after settlement leaves the commission as posted', async () => {
    const [posted] = (await payments('?status=paid&limit=1&sort=created_at')).data.filter(
      (r) => r.commission_state === 'posted',
    )
    if (!posted) throw new Error('no posted payment')
    const earned = (await me()).commission.earned
    const refund = await api.call('POST', '/payment-services/switch/create-void-sale-payout-refund', {
      token: merchant,
      body: { invoice_no: posted.invoice_no, amount: '1.00', reason: 'Partial refund' },
      headers: { 'idempotency-key': 'intro-refund-1' },
    })
    expect(refund.body.response_code, JSON.stringify(refund.body)).toBe(ResponseCode.SUCCESS)
    const [after] = (await payments(`?search=${posted.invoice_no}`)).data
    expect(after).toMatchObject({
      status: 'partially_refunded',
      commission_state: 'posted',
      commission: posted.commission,
    })
    expect((await me()).commission.earned).toBe(earned)
  })
})

describe('paying the commission out through the money-out calls', () => {
  it('the introducer adds and verifies a bank account, pays out, and sees it in its payout records', async () => {
    const created = await api.call<BankAccount>('POST', '/banks', {
      token: introducer,
      body: { bank_code: 'CIBBMYKL', account_number: '1111222233', holder_name: 'Rakan Niaga Referral' },
    })
    expect(created.body.response_code, JSON.stringify(created.body)).toBe(ResponseCode.SUCCESS)
    const verified = await api.call<BankAccount>('POST', '/payment-services/switch/verify-bank-account', {
      token: introducer,
      body: { bank_account_id: created.body.data.id },
    })
    expect(verified.body.data.verification_status).toBe('verified')
    // Another account's bank account is not found, whichever side asks.
    expect(
      (await api.call('GET', `/banks/${created.body.data.id}`, { token: merchant })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const merchantBanks = await api.call<ListData<BankAccount>>('GET', '/banks', { token: merchant })
    expect(merchantBanks.body.data.list.data.map((b) => b.id)).not.toContain(created.body.data.id)

    const before = await me()
    const tooMuch = await api.call('POST', '/payment-services/switch/create-payout-invoice', {
      token: introducer,
      body: {
        bank_account_id: created.body.data.id,
        amount: senToMyr(myrToSen(before.commission.available) + 100),
      },
      headers: { 'idempotency-key': 'intro-payout-too-much' },
    })
    expect(tooMuch.body.response_code).toBe(ResponseCode.INSUFFICIENT_BALANCE)

    const payout = await api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
      token: introducer,
      body: { bank_account_id: created.body.data.id, amount: '10.00' },
      headers: { 'idempotency-key': 'intro-payout-1' },
    })
    expect(payout.body.response_code, JSON.stringify(payout.body)).toBe(ResponseCode.SUCCESS)
    const fee = myrToSen(payout.body.data.fee)
    const during = await me()
    expect(myrToSen(before.commission.available) - myrToSen(during.commission.available)).toBe(1000 + fee)
    expect(during.commission.in_transit).toBe('10.00')

    const list = await api.call<ListData<IntroducerPayout>>(
      'POST',
      `${P}/introducer-payout-record-data?status=requested`,
      { token: introducer },
    )
    expect(list.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(list.body.data.list.data.map((p) => p.id)).toEqual([payout.body.data.id])
    expect(list.body.data.list.data[0]).toMatchObject({
      amount: '10.00',
      holder_name: 'Rakan Niaga Referral',
    })
    // The merchant's payouts do not include it, and the merchant cannot read it.
    const merchantPayouts = await api.call<ListData<Payout>>('POST', '/payout-records', { token: merchant })
    expect(merchantPayouts.body.data.list.data.map((p) => p.id)).not.toContain(payout.body.data.id)
    expect(
      (await api.call('GET', `/payout-records/${payout.body.data.id}`, { token: merchant })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)

    // The runner takes it to the bank (processing), and the bank pays it after the rail's processing time.
    introducer = await advanceTo(api, introducer, '2026-11-23T03:00:00.000Z')
    introducer = await advanceTo(api, introducer, '2026-11-23T04:00:00.000Z')
    merchant = (await api.login('merchant@niaga.test')).access_token
    const paid = await api.call<ListData<IntroducerPayout>>(
      'POST',
      `${P}/introducer-payout-record-data?status=paid`,
      { token: introducer },
    )
    expect(paid.body.data.list.data.map((p) => p.id)).toEqual([payout.body.data.id])
    const after = await me()
    expect(after.commission.paid_out).toBe('10.00')
    expect(after.commission.in_transit).toBe('0.00')
    expect(await ledgerProblems(api)).toEqual([])
  })
})
