// A bill's one payment record (payment_records.invoice_no is unique), written after each attempt: it
// follows the latest attempt while the bill is unpaid; once paid only money out (void, refund) changes it.
import { inArray } from 'drizzle-orm'
import { bills, paymentRecords } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

type Bill = typeof bills.$inferSelect

export interface RecordedAttempt {
  transaction_invoice_no: string | null
  /** A payment channel, or 'manual' for a payment made outside Niaga. */
  channel: string
  status: 'pending' | 'paid' | 'failed'
  amount_sen: number
  fee_sen: number
}

/** Creates or updates the bill's record; answers its id, or undefined when a paid record stood. */
export async function saveBillRecord(
  deps: Deps,
  bill: Bill,
  attempt: RecordedAttempt,
  at: Date,
): Promise<string | undefined> {
  const { db } = deps
  const values = {
    ...attempt,
    customer_id: bill.customer_id,
    payer_name: bill.payer_name,
    payer_email: bill.payer_email,
    paid_at: attempt.status === 'paid' ? at : null,
    updated_at: at,
  }
  const [row] = await db
    .insert(paymentRecords)
    .values({
      ...values,
      account_id: bill.account_id,
      invoice_no: bill.invoice_no,
      bill_id: bill.id,
      created_at: at,
    })
    .onConflictDoUpdate({
      target: paymentRecords.invoice_no,
      set: values,
      setWhere: inArray(paymentRecords.status, ['pending', 'failed']),
    })
    .returning({ id: paymentRecords.id })
  return row?.id
}
