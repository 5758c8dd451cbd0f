// Why an FPX payment failed, as the bank answered; only a failed FPX attempt takes one.
import { eq } from 'drizzle-orm'
import { paymentTransactions } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict } from '../../errors.ts'
import { findTransaction } from './start.ts'

export async function recordFpxFailureReason(deps: Deps, transactionNo: string, reason: string): Promise<void> {
  const txn = await findTransaction(deps, transactionNo)
  if (txn.channel !== 'fpx' || txn.status !== 'failed') throw conflict('Only a failed FPX payment takes a failure reason')
  await deps.db.update(paymentTransactions).set({ failure_reason: reason }).where(eq(paymentTransactions.id, txn.id))
}
