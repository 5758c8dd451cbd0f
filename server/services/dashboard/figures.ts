// Dashboard figures, read from paid payment records and the ledger, always for one account.
import { RECENT_PAYMENTS } from '../../../src/contract/dashboard.ts'
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm'
import type { DashboardReport, MerchantDashboard } from '../../../src/contract/dashboard.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { customers, paymentRecords } from '../../db/schema/index.ts'
import { balanceView } from '../money-out/balances.ts'
import { MYT_OFFSET_MS, mytDate, mytMidnight, type PeriodWindow } from './periods.ts'
import type { Deps } from '../../deps.ts'

/** Payments that were paid: refunds return money later but do not undo the sale; a void does. */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const

const paidBetween = (accountId: string, from: Date, to: Date) =>
  and(
    eq(paymentRecords.account_id, accountId),
    inArray(paymentRecords.status, PAID_STATUSES),
    gte(paymentRecords.paid_at, from),
    lt(paymentRecords.paid_at, to),
  )

async function totals(deps: Deps, accountId: string, from: Date, to: Date) {
  const { db } = deps
  const [row] = await db
    .select({ amount: sum(paymentRecords.amount_sen), fee: sum(paymentRecords.fee_sen), n: count() })
    .from(paymentRecords)
    .where(paidBetween(accountId, from, to))
  return { amount: Number(row?.amount ?? 0), fee: Number(row?.fee ?? 0), count: row?.n ?? 0 }
}

export async function buildReport(
  deps: Deps,
  accountId: string,
  window: PeriodWindow,
): Promise<DashboardReport> {
  const { db } = deps
  const offsetHours = MYT_OFFSET_MS / 3_600_000
  // Inlined, not bound: GROUP BY must repeat the select expression exactly, and bound parameters differ.
  // Both values come from this module (fixed formats), never from the request.
  const bucket = sql<string>`to_char((${paymentRecords.paid_at} at time zone 'UTC') + interval '${sql.raw(String(offsetHours))} hours', '${sql.raw(window.bucketFormat)}')`
  const [whole, rows] = await Promise.all([
    totals(deps, accountId, window.from, window.to),
    db
      .select({ key: bucket, amount: sum(paymentRecords.amount_sen), n: count() })
      .from(paymentRecords)
      .where(paidBetween(accountId, window.from, window.to))
      .groupBy(bucket),
  ])
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return {
    period: window.period,
    label: window.label,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    total_amount: senToMyr(whole.amount),
    fee_amount: senToMyr(whole.fee),
    net_amount: senToMyr(whole.amount - whole.fee),
    transaction_count: whole.count,
    series: window.buckets.map(({ key, label }) => {
      const row = byKey.get(key)
      return { label, amount: senToMyr(Number(row?.amount ?? 0)), count: row?.n ?? 0 }
    }),
  }
}

export async function buildMerchantDashboard(deps: Deps, accountId: string): Promise<MerchantDashboard> {
  const { db } = deps
  const now = deps.clock.now()
  const today = mytDate(now)
  const dayStart = mytMidnight(today.y, today.m, today.d)
  const monthStart = mytMidnight(today.y, today.m, 1)
  const tomorrow = new Date(dayStart.getTime() + 86_400_000)
  const [balance, day, month, [customerCount], recent] = await Promise.all([
    balanceView(deps, accountId),
    totals(deps, accountId, dayStart, tomorrow),
    totals(deps, accountId, monthStart, tomorrow),
    db.select({ n: count() }).from(customers).where(eq(customers.account_id, accountId)),
    db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.account_id, accountId))
      .orderBy(desc(paymentRecords.created_at))
      .limit(RECENT_PAYMENTS),
  ])
  return {
    balance,
    today: { amount: senToMyr(day.amount), count: day.count },
    this_month: { amount: senToMyr(month.amount), count: month.count },
    customers: customerCount?.n ?? 0,
    recent_payments: recent.map((p) => ({
      invoice_no: p.invoice_no,
      amount: senToMyr(p.amount_sen),
      channel: p.channel,
      status: p.status,
      paid_at: p.paid_at?.toISOString() ?? null,
      payer_name: p.payer_name,
    })),
  }
}

/** This Malaysian month's paid amount and count per payment channel. */
export async function channelStatistics(deps: Deps, accountId: string) {
  const { db } = deps
  const now = deps.clock.now()
  const today = mytDate(now)
  const rows = await db
    .select({ channel: paymentRecords.channel, amount: sum(paymentRecords.amount_sen), n: count() })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.account_id, accountId),
        inArray(paymentRecords.status, PAID_STATUSES),
        gte(paymentRecords.paid_at, mytMidnight(today.y, today.m, 1)),
      ),
    )
    .groupBy(paymentRecords.channel)
  return {
    channels: rows.map((row) => ({
      channel: row.channel,
      amount: senToMyr(Number(row.amount ?? 0)),
      count: row.n,
    })),
  }
}
