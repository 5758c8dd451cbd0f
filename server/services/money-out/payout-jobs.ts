// The durable steps of a payout: requested → processing (sent to the bank switch), then, after the rail's
// processing time, paid or failed as the bank answers (asked again later while it has not). Each step
// changes the payout only from the state it expects, inside one transaction with its ledger posting, so a
// step that is retried after a crash (its lease ran out) or that two runners both reach does its work
// exactly once.
import { and, eq, sql } from 'drizzle-orm'
import { bankAccounts, payouts } from '../../db/schema/index.ts'
import { enqueue, type JobHandler } from '../../jobs/queue.ts'
import type { PayoutTransfer } from '../../providers/payout-rails.ts'
import { postPayoutPaid, postPayoutReversal } from '../ledger.ts'
import { recordDraws } from '../pools/pools.ts'
import { emitEvent } from '../webhooks/events.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { PAYOUT_COMPLETE_JOB, payoutFunding } from './payouts.ts'
import { railById } from './payout-rails.ts'
import type { Deps } from '../../deps.ts'

type PayoutRow = typeof payouts.$inferSelect

/** The payout as the bank switch knows it: to which account, on which rail, under which reference. */
async function transferOf(deps: Deps, payout: PayoutRow): Promise<PayoutTransfer> {
  const { db: tx } = deps
  const [bank] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, payout.bank_account_id))
  return {
    reference: payout.invoice_no,
    rail: railById(payout.payout_service_id)?.unique_reference ?? String(payout.payout_service_id),
    amountSen: payout.amount_sen,
    bankCode: bank!.bank_code,
    accountNumber: bank!.account_number,
    holderName: bank!.holder_name,
  }
}

const processingSeconds = (payout: PayoutRow) => railById(payout.payout_service_id)?.processing_seconds ?? 300

/**
 * When the bank's answer is due: a time taken from the payout's request (or from the last time the bank
 * was asked), never from when a job runner happened to reach the step, so moving the sandbox clock gives
 * the same outcome whether the runner took the step before or after the move.
 */
const answerDue = (from: Date, payout: PayoutRow) =>
  new Date(from.getTime() + processingSeconds(payout) * 1000)

/** The time a completion step stands for: the due time it was enqueued with. */
function dueAt(payload: Record<string, unknown>, payout: PayoutRow): Date {
  const due = typeof payload.due_at === 'string' ? new Date(payload.due_at) : null
  if (due && !Number.isNaN(due.getTime())) return due
  return answerDue(payout.processing_at ?? payout.requested_at, payout)
}

export const processPayout: JobHandler = async (deps, payload) => {
  await deps.db.transaction(async (tx) => {
    // A payout goes to the switch when it is requested: the step is due then, whenever it runs.
    const [payout] = await tx
      .update(payouts)
      .set({
        status: 'processing',
        processing_at: sql`${payouts.requested_at}`,
        updated_at: deps.clock.now(),
      })
      .where(and(eq(payouts.id, String(payload.payout_id)), eq(payouts.status, 'requested')))
      .returning()
    if (!payout) return
    // Sent under the payout's own number, so a resend after a crash is the same transfer at the switch.
    const { bankReference } = await deps.providers.payoutRails.sendTransfer(
      await transferOf({ ...deps, db: tx }, payout),
    )
    await tx.update(payouts).set({ bank_reference: bankReference }).where(eq(payouts.id, payout.id))
    const due = answerDue(payout.requested_at, payout)
    await enqueue(tx, PAYOUT_COMPLETE_JOB, { payout_id: payout.id, due_at: due.toISOString() }, due)
  })
}

export const completePayout: JobHandler = async (deps, payload) => {
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, String(payload.payout_id)), eq(payouts.status, 'processing')))
      .for('update')
    if (!payout) return
    // The bank answered at the due time; what follows is stamped with it.
    const now = dueAt(payload, payout)
    const outcome = await deps.providers.payoutRails.transferStatus({
      ...(await transferOf(txDeps, payout)),
      bankReference: payout.bank_reference ?? '',
    })
    if (outcome.status === 'processing') {
      // The bank has not answered yet: ask again after another processing time.
      const due = answerDue(now, payout)
      await enqueue(tx, PAYOUT_COMPLETE_JOB, { payout_id: payout.id, due_at: due.toISOString() }, due)
      return
    }
    if (outcome.status === 'paid') {
      const [paid] = await tx
        .update(payouts)
        .set({ status: 'paid', paid_at: now, updated_at: now })
        .where(eq(payouts.id, payout.id))
        .returning()
      await postPayoutPaid(txDeps, payout.account_id, payout.invoice_no, payout.amount_sen, now)
      await emitPayoutEvent(txDeps, paid!, now)
    } else {
      const [failed] = await tx
        .update(payouts)
        .set({ status: 'failed', failed_at: now, failure_reason: outcome.reason, updated_at: now })
        .where(eq(payouts.id, payout.id))
        .returning()
      const funding = payoutFunding(payout)
      await postPayoutReversal(
        txDeps,
        payout.account_id,
        payout.invoice_no,
        payout.amount_sen,
        payout.fee_sen,
        now,
        funding,
      )
      await recordDraws(txDeps, payout.account_id, funding, 'payout_reversal', payout.invoice_no, now, 1)
      await emitPayoutEvent(txDeps, failed!, now)
    }
    await deps.hangPoints.reach('payout-complete')
  })
}

/**
 * payout.paid or payout.failed, recorded with the payout's final state in the transaction that reached it.
 */
async function emitPayoutEvent(deps: Deps, payout: PayoutRow, at: Date): Promise<void> {
  await emitEvent(
    deps,
    {
      accountId: payout.account_id,
      type: payout.status === 'paid' ? 'payout.paid' : 'payout.failed',
      subjectId: payout.id,
      payload: {
        payout_id: payout.id,
        invoice_no: payout.invoice_no,
        amount: senToMyr(payout.amount_sen),
        fee: senToMyr(payout.fee_sen),
        currency: 'MYR',
        status: payout.status,
        bank_reference: payout.bank_reference,
        paid_at: payout.paid_at?.toISOString() ?? null,
        failed_at: payout.failed_at?.toISOString() ?? null,
        failure_reason: payout.failure_reason,
      },
    },
    at,
  )
}
