// Settling pending money: the scheduled run (a durable job at 10:00 on each Malaysian business day that
// settles every payment whose channel's day has come) and self-settlement (settle now, for a fee). Each
// settlement covers one account's payments of one channel, posts one balanced ledger transaction and marks
// its payments settled in the same database transaction; payments are claimed with FOR UPDATE SKIP LOCKED,
// so a run never waits on (or double-settles) a payment being voided or settled elsewhere.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { RESERVE_HOLD_DAYS } from '../../../src/contract/settlements.ts'
import { malaysianDate } from '../../../src/lib/business-days.ts'
import { accounts, jobs, paymentRecords, settlements } from '../../db/schema/index.ts'
import { enqueue } from '../../jobs/queue.ts'
import { postCommissionsFor } from '../introducer/commission.ts'
import { postSettlementOf } from '../ledger.ts'
import { newSettlementNo } from '../references.ts'
import { nextSettlementRun } from './schedule.ts'
import { splitSettlement } from './settlement-plan.ts'
import type { Deps } from '../../deps.ts'

export const SETTLEMENT_RUN_JOB = 'settlement_run'
export const RESERVE_RELEASE_JOB = 'reserve_release'
const DAY_MS = 86_400_000

type Payment = typeof paymentRecords.$inferSelect

/**
 * Payments whose money is still pending: paid through Niaga and not yet settled (voided ones are not paid).
 */
export const unsettled = (accountId: string) =>
  and(
    eq(paymentRecords.account_id, accountId),
    eq(paymentRecords.status, 'paid'),
    isNull(paymentRecords.settled_at),
    sql`${paymentRecords.settle_due_at} is not null`,
  )

/** Writes one settlement of `payments` (all one account's, one channel's) and marks them settled. */
export async function writeSettlement(
  deps: Deps,
  accountId: string,
  channel: string,
  kind: 'scheduled' | 'self',
  payments: Payment[],
  reservePercent: number,
  at: Date,
  settlementDate: string,
) {
  const { db: tx } = deps
  const split = splitSettlement(payments, kind, reservePercent)
  const paidDates = payments.map((p) => malaysianDate(p.paid_at ?? at)).sort()
  const releaseAt = split.reserveSen > 0 ? new Date(at.getTime() + RESERVE_HOLD_DAYS * DAY_MS) : null
  const [settlement] = await tx
    .insert(settlements)
    .values({
      account_id: accountId,
      settlement_no: newSettlementNo(at, kind),
      kind,
      channel,
      gross_sen: split.grossSen,
      fee_sen: split.feeSen,
      settlement_fee_sen: split.settlementFeeSen,
      reserve_sen: split.reserveSen,
      payment_count: split.paymentCount,
      period_start: paidDates[0]!,
      period_end: paidDates.at(-1)!,
      settlement_date: settlementDate,
      settled_at: at,
      reserve_release_at: releaseAt,
    })
    .returning()
  await tx
    .update(paymentRecords)
    .set({ settled_at: at, settlement_id: settlement!.id, updated_at: at })
    .where(
      inArray(
        paymentRecords.id,
        payments.map((p) => p.id),
      ),
    )
  await postSettlementOf(
    deps,
    accountId,
    kind === 'self' ? 'self_settlement' : 'settlement',
    settlement!.settlement_no,
    at,
    split,
  )
  // A referred merchant's settled payments earn its introducer's commission, in this same transaction.
  await postCommissionsFor(deps, accountId, settlement!, payments, at)
  if (releaseAt) await enqueue(tx, RESERVE_RELEASE_JOB, { settlement_id: settlement!.id }, releaseAt)
  return { settlement: settlement!, split }
}

/**
 * One business day's settlement run at `runAt`: settles every payment due by then, one settlement per account
 * and channel, dated that day. Answers how many settlements it wrote.
 */
export async function settleDuePayments(deps: Deps, runAt: Date): Promise<number> {
  const { db } = deps
  // Which (account, channel) groups have money due; each is then settled in its own transaction.
  const groups = await db
    .selectDistinct({ accountId: paymentRecords.account_id, channel: paymentRecords.channel })
    .from(paymentRecords)
    .innerJoin(accounts, eq(accounts.id, paymentRecords.account_id))
    .where(
      and(
        eq(paymentRecords.status, 'paid'),
        isNull(paymentRecords.settled_at),
        lte(paymentRecords.settle_due_at, runAt),
        sql`not (${paymentRecords.channel} = any(${accounts.settlement_paused_channels}))`,
      ),
    )
  let written = 0
  for (const group of groups) {
    const wrote = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ paused: accounts.settlement_paused_channels, reserve: accounts.reserve_percent })
        .from(accounts)
        .where(eq(accounts.id, group.accountId))
      if (!account || account.paused.includes(group.channel)) return false
      const payments = await tx
        .select()
        .from(paymentRecords)
        .where(
          and(
            unsettled(group.accountId),
            eq(paymentRecords.channel, group.channel),
            lte(paymentRecords.settle_due_at, runAt),
          ),
        )
        .for('update', { skipLocked: true })
      if (payments.length === 0) return false
      await writeSettlement(
        { ...deps, db: tx },
        group.accountId,
        group.channel,
        'scheduled',
        payments,
        account.reserve,
        runAt,
        malaysianDate(runAt),
      )
      return true
    })
    if (wrote) written++
  }
  return written
}

/**
 * Makes sure the next settlement run is queued (at start-up and whenever money becomes pending). A run
 * carries its own time: when the clock has jumped (the sandbox clock, or a server that was down), every
 * business day's run still happens, in order and dated its own day, each queueing the next.
 */
export async function ensureSettlementRun(
  deps: Deps,
  after: Date,
  statuses: ('queued' | 'running')[] = ['queued', 'running'],
): Promise<void> {
  const { db } = deps
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, SETTLEMENT_RUN_JOB), inArray(jobs.status, statuses)))
    .limit(1)
  if (queued) return
  const runAt = nextSettlementRun(after)
  await enqueue(db, SETTLEMENT_RUN_JOB, { run_at: runAt.toISOString() }, runAt)
}

/** Every run from `from` up to `until`, one after another (the seed's history). */
export async function settleBetween(deps: Deps, from: Date, until: Date): Promise<void> {
  for (let runAt = nextSettlementRun(from); runAt <= until; runAt = nextSettlementRun(runAt))
    await settleDuePayments(deps, runAt)
}
