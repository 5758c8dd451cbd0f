// Decides a payment attempt. Approving pays the bill exactly once (a conditional update on the bill
// decides between concurrent attempts), records the payment, posts the ledger and records its webhook event,
// all in one database transaction. A bill has one payment record, which follows its latest attempt:
// pending while the bank decides, failed after a rejection (no money moved, no fee, no ledger entry),
// and paid once an attempt succeeds; a paid record never changes again.
import { and, eq } from 'drizzle-orm'
import { bills, paymentRecords, paymentTransactions } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { creditTopup } from '../pools/topups.ts'
import { paySubscription } from '../subscriptions/payments.ts'
import { planFee } from '../subscriptions/plans.ts'
import { postPayment } from '../ledger.ts'
import { saveBillRecord } from './bill-record.ts'
import { emitPaymentEvent } from './callbacks.ts'
import { settlementDueAt } from '../money-out/schedule.ts'
import { ensureSettlementRun } from '../money-out/settlements.ts'

export type Decision = { outcome: 'approve' } | { outcome: 'reject'; reason: string } | { outcome: 'pending' }

export async function decide(deps: Deps, transactionNo: string, decision: Decision): Promise<void> {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    const [txn] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.transaction_invoice_no, transactionNo))
      .for('update')
    if (!txn || txn.status === 'paid' || txn.status === 'failed') return
    if (decision.outcome === 'pending') {
      await tx
        .update(paymentTransactions)
        .set({ status: 'pending', updated_at: now })
        .where(eq(paymentTransactions.id, txn.id))
      await recordUnpaidAttempt(txDeps, txn, 'pending', now)
      return
    }
    if (decision.outcome === 'reject') {
      await tx
        .update(paymentTransactions)
        .set({ status: 'failed', failure_reason: decision.reason, decided_at: now, updated_at: now })
        .where(eq(paymentTransactions.id, txn.id))
      const recordId = await recordUnpaidAttempt(txDeps, txn, 'failed', now)
      if (recordId)
        await emitPaymentEvent(txDeps, recordId, now, 'payment.failed', {
          failureReason: decision.reason,
        })
      return
    }
    const [bill] = await tx
      .update(bills)
      .set({ status: 'paid', paid_at: now, updated_at: now })
      .where(and(eq(bills.id, txn.bill_id), eq(bills.status, 'pending')))
      .returning()
    if (!bill) {
      // Another attempt paid the bill first; this one never takes the payer's money.
      await tx
        .update(paymentTransactions)
        .set({
          status: 'failed',
          failure_reason: 'This bill has already been paid',
          decided_at: now,
          updated_at: now,
        })
        .where(eq(paymentTransactions.id, txn.id))
      return
    }
    // A sale pays Niaga's fee (less the plan's discount); a top-up or a subscription invoice pays none.
    const fee =
      bill.purpose === 'sale' ? await planFee(txDeps, txn.account_id, txn.channel, txn.amount_sen) : 0
    await tx
      .update(paymentTransactions)
      .set({ status: 'paid', fee_sen: fee, decided_at: now, updated_at: now, next_action: null })
      .where(eq(paymentTransactions.id, txn.id))
    if (bill.purpose === 'pool_topup') return creditTopup(txDeps, bill.id)
    if (bill.purpose === 'subscription') return paySubscription(txDeps, bill, txn.transaction_invoice_no)
    // The bill just turned paid under this transaction's lock, so an earlier record can only be unpaid.
    const recordId = await saveBillRecord(
      txDeps,
      bill,
      {
        transaction_invoice_no: txn.transaction_invoice_no,
        channel: txn.channel,
        status: 'paid',
        amount_sen: txn.amount_sen,
        fee_sen: fee,
      },
      now,
    )
    if (recordId)
      await tx
        .update(paymentRecords)
        .set({ settle_due_at: settlementDueAt(txn.channel, now) })
        .where(eq(paymentRecords.id, recordId))
    await postPayment(txDeps, txn.account_id, txn.transaction_invoice_no, txn.amount_sen, fee, now)
    await ensureSettlementRun(txDeps, now)
    if (recordId) await emitPaymentEvent(txDeps, recordId, now)
  })
}

/** The bill's record after an attempt that moved no money (no fee, no ledger entry). */
async function recordUnpaidAttempt(
  deps: Deps,
  txn: typeof paymentTransactions.$inferSelect,
  status: 'pending' | 'failed',
  at: Date,
): Promise<string | undefined> {
  const [bill] = await deps.db.select().from(bills).where(eq(bills.id, txn.bill_id))
  if (!bill || bill.status !== 'pending') return undefined
  // Only a sale's failure is a payment.failed event; a failed top-up or subscription payment changes nothing
  // of the merchant's.
  const recordId = await saveBillRecord(
    deps,
    bill,
    {
      transaction_invoice_no: txn.transaction_invoice_no,
      channel: txn.channel,
      status,
      amount_sen: txn.amount_sen,
      fee_sen: 0,
    },
    at,
  )
  return bill.purpose === 'sale' ? recordId : undefined
}
