import { and, eq, sql, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, paymentRecords } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { DashboardReport, MerchantDashboard } from '../../src/contract/dashboard.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApiAs, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => ({ api, token, accountId } = await startApiAs('merchant@niaga.test')))
afterAll(() => api.close())

const report = (spec: string) =>
  api.call<DashboardReport>('GET', `/dashboard/dashboard-generate-report/${spec}`, { token })

describe('dashboard figures reconcile with the payments and the ledger', () => {
  it('every ledger transaction balances and the balances equal paid amounts minus fees', async () => {
    const [unbalanced] = await api.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_sen) <> 0) t`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows)
    expect(unbalanced?.n).toBe(0)
    const [paid] = await api.db
      .select({ amount: sum(paymentRecords.amount_sen), fee: sum(paymentRecords.fee_sen) })
      .from(paymentRecords)
      .where(and(eq(paymentRecords.account_id, accountId), eq(paymentRecords.status, 'paid')))
    const dash = await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })
    const balances = myrToSen(dash.body.data.balance.pending) + myrToSen(dash.body.data.balance.available)
    expect(balances).toBe(Number(paid?.amount) - Number(paid?.fee))
    const [merchantBooks] = await api.db
      .select({ total: sum(ledgerEntries.amount_sen) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account_id, accountId),
          sql`${ledgerEntries.book} in ('merchant_pending', 'merchant_available')`,
        ),
      )
    expect(Number(merchantBooks?.total)).toBe(balances)
  })

  it('the year report’s months add up to its total, and net = total − fee', async () => {
    const res = await report('2026')
    expect(res.body.response_code).toBe(2000)
    const r = res.body.data
    expect(r.series).toHaveLength(12)
    expect(r.series.reduce((acc, s) => acc + myrToSen(s.amount), 0)).toBe(myrToSen(r.total_amount))
    expect(r.series.reduce((acc, s) => acc + s.count, 0)).toBe(r.transaction_count)
    expect(myrToSen(r.net_amount)).toBe(myrToSen(r.total_amount) - myrToSen(r.fee_amount))
    expect(r.transaction_count).toBeGreaterThan(50)
  })

  it('day, week and month reports agree with the merchant dashboard', async () => {
    const dash = (await api.call<MerchantDashboard>('GET', '/dashboard/merchant-dashboard', { token })).body
      .data
    // The test clock is 22-11-2026 12:00 in Malaysia.
    const day = (await report('day-22-11-2026')).body.data
    expect(day.series).toHaveLength(24)
    expect(day.total_amount).toBe(dash.today.amount)
    expect(day.transaction_count).toBe(dash.today.count)
    expect(day.transaction_count).toBeGreaterThan(0)
    const month = (
      await api.call<DashboardReport>('GET', '/dashboard/dashboard-generate-report/month-11?year=2026', {
        token,
      })
    ).body.data
    expect(month.series).toHaveLength(30)
    expect(month.total_amount).toBe(dash.this_month.amount)
    const week = (await report('last-week-22-11-2026')).body.data
    expect(week.series.map((s) => s.label)).toEqual([
      '16-11',
      '17-11',
      '18-11',
      '19-11',
      '20-11',
      '21-11',
      '22-11',
    ])
    expect(myrToSen(week.total_amount)).toBeLessThanOrEqual(
      myrToSen(month.total_amount) + myrToSen((await report('month-10?year=2026')).body.data.total_amount),
    )
  })

  it('refuses periods that are not real dates', async () => {
    for (const spec of ['day-31-02-2026', 'day-2026-11-22', 'month-13', 'last-week-x', '99999', 'week']) {
      const res = await report(spec)
      expect(res.body.response_code, spec).toBe(ResponseCode.VALIDATION_FAILED)
    }
  })

  it('admins get platform figures; merchants may not', async () => {
    const admin = (await api.login('admin@niaga.test')).access_token
    const res = await api.call<{ merchants: number; introducers: number }>(
      'GET',
      '/dashboard/admin-dashboard',
      { token: admin },
    )
    expect(res.body.data).toMatchObject({ merchants: 2, introducers: 1 })
    expect((await api.call('GET', '/dashboard/admin-dashboard', { token })).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
  })
})
