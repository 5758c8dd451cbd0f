// The introducer's dashboard (account-introducer/dashboard/me): for a chosen Malaysian date, its day (by
// hour), the 7 days ending on it, its month (by day) and its year (by month), each with the referred
// merchants' paid volume (by paid time) and the commission posted to the introducer (by settlement time). The
// periods are the merchant dashboard's (server/services/dashboard/periods.ts).
import { and, count, eq, gte, inArray, lt, sql, sum, type AnyColumn } from 'drizzle-orm'
import type { IntroducerDashboard, IntroducerPeriodReport } from '../../../src/contract/introducer.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, introducerCommissions, paymentRecords } from '../../db/schema/index.ts'
import { validationError } from '../../errors.ts'
import { MYT_OFFSET_MS, mytDate, parsePeriod, type PeriodWindow } from '../dashboard/periods.ts'
import { PAID_STATUSES, referredBy } from './portal.ts'
import type { Deps } from '../../deps.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The bucket key of an instant column over Malaysian local time; the format comes from periods.ts, never a
 * request.
 */
const bucketOf = (column: AnyColumn, format: string) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(MYT_OFFSET_MS / 3_600_000))} hours', '${sql.raw(format)}')`

async function periodReport(
  deps: Deps,
  introducerId: string,
  window: PeriodWindow,
): Promise<IntroducerPeriodReport> {
  const { db } = deps
  const paidBucket = bucketOf(paymentRecords.paid_at, window.bucketFormat)
  const postedBucket = bucketOf(introducerCommissions.posted_at, window.bucketFormat)
  const paid = and(
    referredBy(introducerId),
    inArray(paymentRecords.status, PAID_STATUSES),
    gte(paymentRecords.paid_at, window.from),
    lt(paymentRecords.paid_at, window.to),
  )
  const posted = and(
    eq(introducerCommissions.introducer_account_id, introducerId),
    gte(introducerCommissions.posted_at, window.from),
    lt(introducerCommissions.posted_at, window.to),
  )
  const [payments, commissions] = await Promise.all([
    db
      .select({
        key: paidBucket,
        amount: sum(paymentRecords.amount_sen),
        fee: sum(paymentRecords.fee_sen),
        n: count(),
      })
      .from(paymentRecords)
      .innerJoin(accounts, eq(accounts.id, paymentRecords.account_id))
      .where(paid)
      .groupBy(paidBucket),
    db
      .select({ key: postedBucket, amount: sum(introducerCommissions.commission_sen) })
      .from(introducerCommissions)
      .where(posted)
      .groupBy(postedBucket),
  ])
  const paymentsBy = new Map(payments.map((row) => [row.key, row]))
  const commissionBy = new Map(commissions.map((row) => [row.key, Number(row.amount ?? 0)]))
  const add = (values: number[]) => values.reduce((acc, value) => acc + value, 0)
  return {
    period: window.period,
    label: window.label,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    payment_amount: senToMyr(add(payments.map((row) => Number(row.amount ?? 0)))),
    payment_count: add(payments.map((row) => row.n)),
    fee_amount: senToMyr(add(payments.map((row) => Number(row.fee ?? 0)))),
    commission_amount: senToMyr(add([...commissionBy.values()])),
    series: window.buckets.map(({ key, label }) => {
      const row = paymentsBy.get(key)
      return {
        label,
        amount: senToMyr(Number(row?.amount ?? 0)),
        count: row?.n ?? 0,
        commission: senToMyr(commissionBy.get(key) ?? 0),
      }
    }),
  }
}

/** `date` is dd-MM-yyyy (already checked to exist); absent, today in Malaysia. */
export async function introducerDashboard(
  deps: Deps,
  introducerId: string,
  date: string | undefined,
): Promise<IntroducerDashboard> {
  const now = deps.clock.now()
  const today = mytDate(now)
  const day = date ?? `${pad(today.d)}-${pad(today.m)}-${today.y}`
  const [, m, y] = day.split('-').map(Number) as [number, number, number]
  const windows = [
    parsePeriod(`day-${day}`, undefined, now),
    parsePeriod(`last-week-${day}`, undefined, now),
    parsePeriod(`month-${m}`, y, now),
    parsePeriod(String(y), undefined, now),
  ]
  if (windows.some((window) => window === null))
    throw validationError({ date: 'Choose a date from 1990 to 2100' })
  const [dayReport, week, month, year] = await Promise.all(
    windows.map((window) => periodReport(deps, introducerId, window!)),
  )
  return { date: day, day: dayReport!, week: week!, month: month!, year: year! }
}
