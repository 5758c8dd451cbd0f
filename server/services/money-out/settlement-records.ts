// Reading settlements: the list with its filters, one settlement with its payments, and the quote of what
// settling now would cost (calculate-settlement-fee), which self-settlement then charges exactly.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/constants.ts'
import {
  SETTLEMENT_PAYMENTS_SHOWN,
  type SettlementQuote,
  type SettlementRecord,
} from '../../../src/contract/settlements.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, paymentRecords, settlements } from '../../db/schema/index.ts'
import { readTablePage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import { byChannel, splitSettlement } from './settlement-plan.ts'
import { unsettled } from './settlements.ts'
import type { Deps } from '../../deps.ts'
import { findOwnedRecord } from '../owned-records.ts'

export type SettlementListQuery = ListQuery & {
  channel?: string | undefined
  status?: 'settled' | 'reserve_held' | undefined
  kind?: 'scheduled' | 'self' | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

export function settlementView(row: typeof settlements.$inferSelect): SettlementRecord {
  const held = row.reserve_sen > 0 && row.reserve_released_at === null
  return {
    id: row.id,
    settlement_no: row.settlement_no,
    kind: row.kind,
    channel: row.channel,
    status: held ? 'reserve_held' : 'settled',
    gross: senToMyr(row.gross_sen),
    fee: senToMyr(row.fee_sen),
    settlement_fee: senToMyr(row.settlement_fee_sen),
    reserve: senToMyr(row.reserve_sen),
    net: senToMyr(row.gross_sen - row.fee_sen - row.settlement_fee_sen - row.reserve_sen),
    payment_count: row.payment_count,
    period_start: row.period_start,
    period_end: row.period_end,
    settlement_date: row.settlement_date,
    settled_at: row.settled_at.toISOString(),
    reserve_release_at: row.reserve_release_at?.toISOString() ?? null,
    reserve_released_at: row.reserve_released_at?.toISOString() ?? null,
  }
}

export function listSettlements(deps: Deps, accountId: string, query: SettlementListQuery) {
  const heldNow = and(sql`${settlements.reserve_sen} > 0`, isNull(settlements.reserve_released_at))
  const where = and(
    eq(settlements.account_id, accountId),
    searchIn(query.search, settlements.settlement_no),
    query.channel ? eq(settlements.channel, query.channel) : undefined,
    query.kind ? eq(settlements.kind, query.kind) : undefined,
    query.status === 'reserve_held'
      ? heldNow
      : query.status === 'settled'
        ? sql`not (${heldNow})`
        : undefined,
    withinDays(settlements.settled_at, query.start_date, query.end_date),
  )
  return readTablePage(deps, query, settlements, {
    where,
    sortBy: query.sort === 'gross' ? settlements.gross_sen : settlements.settled_at,
    toApi: (rows) => rows.map(settlementView),
  })
}

export async function getSettlement(deps: Deps, accountId: string, id: string) {
  const { db } = deps
  const row = await findOwnedRecord(deps, settlements, 'Settlement', accountId, id)
  const payments = await db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.settlement_id, row.id), eq(paymentRecords.account_id, accountId)))
    .orderBy(asc(paymentRecords.paid_at), asc(paymentRecords.id))
    .limit(SETTLEMENT_PAYMENTS_SHOWN)
  return {
    settlement: settlementView(row),
    payments: payments.map((p) => ({
      id: p.id,
      invoice_no: p.invoice_no,
      channel: p.channel,
      amount: senToMyr(p.amount_sen),
      fee: senToMyr(p.fee_sen),
      net: senToMyr(p.amount_sen - p.fee_sen),
      paid_at: p.paid_at?.toISOString() ?? null,
      payer_name: p.payer_name,
    })),
  }
}

/** What settling the pending money now would cost and bring, per channel. */
export async function quoteSelfSettlement(
  deps: Deps,
  accountId: string,
  channel: Channel | undefined,
): Promise<SettlementQuote> {
  const { db } = deps
  const now = deps.clock.now()
  const [account] = await db
    .select({ reserve: accounts.reserve_percent })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  const reservePercent = account?.reserve ?? 0
  const rows = await db
    .select({
      channel: paymentRecords.channel,
      amount_sen: paymentRecords.amount_sen,
      fee_sen: paymentRecords.fee_sen,
      due: paymentRecords.settle_due_at,
    })
    .from(paymentRecords)
    .where(and(unsettled(accountId), channel ? eq(paymentRecords.channel, channel) : undefined))
  const lines = byChannel(rows).map(([name, payments]) => {
    const split = splitSettlement(payments, 'self', reservePercent)
    const next = payments.map((p) => p.due!).reduce((a, b) => (a < b ? a : b))
    return { channel: name, split, next: next > now ? next : now }
  })
  const sum = (pick: (s: ReturnType<typeof splitSettlement>) => number) =>
    senToMyr(lines.reduce((total, line) => total + pick(line.split), 0))
  return {
    channels: lines.map(({ channel: name, split, next }) => ({
      channel: name,
      payment_count: split.paymentCount,
      gross: senToMyr(split.grossSen),
      fee: senToMyr(split.feeSen),
      net: senToMyr(split.netSen),
      settlement_fee: senToMyr(split.settlementFeeSen),
      reserve: senToMyr(split.reserveSen),
      receive: senToMyr(split.receiveSen),
      next_scheduled_at: next.toISOString(),
    })),
    total: {
      payment_count: lines.reduce((total, line) => total + line.split.paymentCount, 0),
      gross: sum((s) => s.grossSen),
      fee: sum((s) => s.feeSen),
      net: sum((s) => s.netSen),
      settlement_fee: sum((s) => s.settlementFeeSen),
      reserve: sum((s) => s.reserveSen),
      receive: sum((s) => s.receiveSen),
    },
    reserve_percent: reservePercent,
  }
}
