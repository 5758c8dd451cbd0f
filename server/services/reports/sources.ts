// What each report type holds: its sheet, its typed columns, how many rows a range has, and its rows a page
// at a time by keyset (time then id; pool movements by their sequence), so a report of any size is read
// without holding it whole. Ranges are Malaysian days (dd-MM-yyyy, both included) on the column that says
// when the thing happened: collection, a payment's paid_at; payout, requested_at; self-settlement,
// settled_at; balance-pool, occurred_at.
import { and, asc, eq, gt, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { bankName } from '../../../src/contract/banks.ts'
import type { ReportType } from '../../../src/contract/reports.ts'
import { bankAccounts, paymentRecords, payouts, poolMovements, settlements } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { railById } from '../money-out/payout-rails.ts'
import { maskAccountNumber } from '../money-out/bank-accounts.ts'
import { payoutsWithBank } from '../money-out/payouts.ts'
import { withinDays } from '../pagination.ts'
import type { CellValue, ColumnKind } from './cells.ts'

export interface ReportColumn<R> {
  header: string
  kind: ColumnKind
  width: number
  /** money columns give sen; time columns a Date; day columns yyyy-MM-dd text. */
  value: (row: R) => CellValue
}

export interface ReportScope {
  accountId: string
  startDate: string
  endDate: string
}

export interface ReportSource<R> {
  sheet: string
  columns: ReportColumn<R>[]
  count: (deps: Deps, scope: ReportScope) => Promise<number>
  /** The next page after the row `after` (undefined: the first page), in the report's order. */
  page: (deps: Deps, scope: ReportScope, after: R | undefined, limit: number) => Promise<R[]>
}

/**
 * Rows strictly after (at, id) in (time, id) order: a row comparison, which an index on (…, time, id) serves
 * as a bound.
 */
function afterCursor(
  time: AnyColumn,
  id: AnyColumn,
  after: { at: Date; id: string } | undefined,
): SQL | undefined {
  return after
    ? sql`(${time}, ${id}) > (${sql.param(after.at, time)}, ${sql.param(after.id, id)})`
    : undefined
}

/** A select still open to a filter, an order and a limit (a Drizzle `$dynamic()` select) answering R rows. */
interface OpenSelect<R> {
  where(where: SQL | undefined): OpenSelect<R>
  orderBy(...columns: SQL[]): OpenSelect<R>
  limit(limit: number): PromiseLike<R[]>
}

/**
 * A report of one table's rows in (time, id) order: counted on the table, each page read from `rows` (the
 * table with whatever it joins) after the last row's (time, id).
 */
function timeOrdered<R>(report: {
  sheet: string
  columns: ReportColumn<R>[]
  table: PgTable
  where: (scope: ReportScope) => SQL | undefined
  rows: (deps: Deps) => OpenSelect<R>
  time: AnyColumn
  id: AnyColumn
  cursor: (row: R) => { at: Date; id: string }
}): ReportSource<R> {
  const { table, where, time, id } = report
  return {
    sheet: report.sheet,
    columns: report.columns,
    count: (deps, scope) => deps.db.$count(table, where(scope)),
    page: async (deps, scope, after, limit) =>
      report
        .rows(deps)
        .where(and(where(scope), afterCursor(time, id, after && report.cursor(after))))
        .orderBy(asc(time), asc(id))
        .limit(limit),
  }
}

type PaymentRow = typeof paymentRecords.$inferSelect
const paymentWhere = (scope: ReportScope) =>
  and(
    eq(paymentRecords.account_id, scope.accountId),
    isNotNull(paymentRecords.paid_at),
    withinDays(paymentRecords.paid_at, scope.startDate, scope.endDate),
  )

const collection = timeOrdered({
  sheet: 'Payments received',
  columns: [
    { header: 'Invoice no', kind: 'text', width: 26, value: (p) => p.invoice_no },
    { header: 'Paid at', kind: 'time', width: 20, value: (p) => p.paid_at },
    { header: 'Status', kind: 'text', width: 18, value: (p) => p.status },
    { header: 'Channel', kind: 'text', width: 14, value: (p) => p.channel },
    { header: 'Amount (MYR)', kind: 'money', width: 14, value: (p) => p.amount_sen },
    { header: 'Fee (MYR)', kind: 'money', width: 12, value: (p) => p.fee_sen },
    { header: 'Net (MYR)', kind: 'money', width: 14, value: (p) => p.amount_sen - p.fee_sen },
    { header: 'Refunded (MYR)', kind: 'money', width: 14, value: (p) => p.refunded_sen },
    { header: 'Payer name', kind: 'text', width: 28, value: (p) => p.payer_name ?? '' },
    { header: 'Payer email', kind: 'text', width: 30, value: (p) => p.payer_email ?? '' },
    { header: 'Settled at', kind: 'time', width: 20, value: (p) => p.settled_at },
  ],
  table: paymentRecords,
  where: paymentWhere,
  rows: (deps) => deps.db.select().from(paymentRecords).$dynamic(),
  time: paymentRecords.paid_at,
  id: paymentRecords.id,
  cursor: (p: PaymentRow) => ({ at: p.paid_at!, id: p.id }),
})

type PayoutRow = { payout: typeof payouts.$inferSelect; bank: typeof bankAccounts.$inferSelect }
const payoutWhere = (scope: ReportScope) =>
  and(
    eq(payouts.account_id, scope.accountId),
    withinDays(payouts.requested_at, scope.startDate, scope.endDate),
  )

const payout = timeOrdered({
  sheet: 'Payouts',
  columns: [
    { header: 'Invoice no', kind: 'text', width: 24, value: (r) => r.payout.invoice_no },
    { header: 'Requested at', kind: 'time', width: 20, value: (r) => r.payout.requested_at },
    { header: 'Status', kind: 'text', width: 12, value: (r) => r.payout.status },
    { header: 'Amount (MYR)', kind: 'money', width: 14, value: (r) => r.payout.amount_sen },
    { header: 'Fee (MYR)', kind: 'money', width: 10, value: (r) => r.payout.fee_sen },
    { header: 'Total (MYR)', kind: 'money', width: 14, value: (r) => r.payout.amount_sen + r.payout.fee_sen },
    {
      header: 'Service',
      kind: 'text',
      width: 24,
      value: (r) => railById(r.payout.payout_service_id)?.name ?? '',
    },
    { header: 'Bank', kind: 'text', width: 22, value: (r) => bankName(r.bank.bank_code) },
    { header: 'Account', kind: 'text', width: 12, value: (r) => maskAccountNumber(r.bank.account_number) },
    { header: 'Holder', kind: 'text', width: 28, value: (r) => r.bank.holder_name },
    { header: 'Bank reference', kind: 'text', width: 26, value: (r) => r.payout.bank_reference ?? '' },
    { header: 'Paid at', kind: 'time', width: 20, value: (r) => r.payout.paid_at },
    { header: 'Failure reason', kind: 'text', width: 40, value: (r) => r.payout.failure_reason ?? '' },
  ],
  table: payouts,
  where: payoutWhere,
  rows: payoutsWithBank,
  time: payouts.requested_at,
  id: payouts.id,
  cursor: (r: PayoutRow) => ({ at: r.payout.requested_at, id: r.payout.id }),
})

type SettlementRow = typeof settlements.$inferSelect
const selfSettlementWhere = (scope: ReportScope) =>
  and(
    eq(settlements.account_id, scope.accountId),
    eq(settlements.kind, 'self'),
    withinDays(settlements.settled_at, scope.startDate, scope.endDate),
  )

const selfSettlement = timeOrdered({
  sheet: 'Self-settlements',
  columns: [
    { header: 'Settlement no', kind: 'text', width: 26, value: (s) => s.settlement_no },
    { header: 'Settled at', kind: 'time', width: 20, value: (s) => s.settled_at },
    { header: 'Channel', kind: 'text', width: 14, value: (s) => s.channel },
    { header: 'Payments', kind: 'count', width: 10, value: (s) => s.payment_count },
    { header: 'Paid from', kind: 'day', width: 12, value: (s) => s.period_start },
    { header: 'Paid to', kind: 'day', width: 12, value: (s) => s.period_end },
    { header: 'Gross (MYR)', kind: 'money', width: 14, value: (s) => s.gross_sen },
    { header: 'Payment fees (MYR)', kind: 'money', width: 16, value: (s) => s.fee_sen },
    { header: 'Settlement fee (MYR)', kind: 'money', width: 18, value: (s) => s.settlement_fee_sen },
    { header: 'Reserve (MYR)', kind: 'money', width: 14, value: (s) => s.reserve_sen },
    {
      header: 'Net (MYR)',
      kind: 'money',
      width: 14,
      value: (s) => s.gross_sen - s.fee_sen - s.settlement_fee_sen - s.reserve_sen,
    },
  ],
  table: settlements,
  where: selfSettlementWhere,
  rows: (deps) => deps.db.select().from(settlements).$dynamic(),
  time: settlements.settled_at,
  id: settlements.id,
  cursor: (s: SettlementRow) => ({ at: s.settled_at, id: s.id }),
})

type MovementRow = typeof poolMovements.$inferSelect
const POOL_NAMES = { prefund: 'Prefund pool', payout: 'Payout pool' } as const
const movementWhere = (scope: ReportScope) =>
  and(
    eq(poolMovements.account_id, scope.accountId),
    withinDays(poolMovements.occurred_at, scope.startDate, scope.endDate),
  )

const balancePool: ReportSource<MovementRow> = {
  sheet: 'Pool movements',
  columns: [
    { header: 'Occurred at', kind: 'time', width: 20, value: (m) => m.occurred_at },
    { header: 'Pool', kind: 'text', width: 14, value: (m) => POOL_NAMES[m.pool_type] },
    { header: 'Reason', kind: 'text', width: 24, value: (m) => m.reason },
    { header: 'Reference', kind: 'text', width: 26, value: (m) => m.reference },
    { header: 'Amount (MYR)', kind: 'money', width: 14, value: (m) => m.amount_sen },
    { header: 'Balance after (MYR)', kind: 'money', width: 18, value: (m) => m.balance_after_sen },
  ],
  count: (deps, scope) => deps.db.$count(poolMovements, movementWhere(scope)),
  page: (deps, scope, after, limit) => {
    return deps.db
      .select()
      .from(poolMovements)
      .where(and(movementWhere(scope), after ? gt(poolMovements.seq, after.seq) : undefined))
      .orderBy(asc(poolMovements.seq))
      .limit(limit)
  },
}

// Each source is typed by its own rows; the writer only passes a source's rows back to its own columns.
export const REPORT_SOURCES: Record<ReportType, ReportSource<never>> = {
  collection: collection as unknown as ReportSource<never>,
  payout: payout as unknown as ReportSource<never>,
  'self-settlement': selfSettlement as unknown as ReportSource<never>,
  'balance-pool': balancePool as unknown as ReportSource<never>,
}
