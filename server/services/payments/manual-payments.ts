// Payments received outside Niaga, recorded by hand (src/contract/manual-payments.ts says the rules): a
// record of its own, a pending bill marked paid, a correction, a removal. No fee and no ledger entry, as no
// money moved through Niaga; a payment through a channel is never changed here.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type {
  BillInvoicePaymentSchema,
  ManualPaymentCreateSchema,
  ManualPaymentUpdateSchema,
} from '../../../src/contract/manual-payments.ts'
import { myrToSen } from '../../../src/lib/money.ts'
import { bills, paymentRecords } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import { findOwnedRecord } from '../owned-records.ts'
import { newManualPaymentNo } from '../references.ts'
import { saveBillRecord } from './bill-record.ts'
import { effectiveStatus } from './bills.ts'
import { recordView } from './payment-records.ts'

type RecordRow = typeof paymentRecords.$inferSelect

/** The moment the money came in: the one sent, or now; never ahead of the clock. */
function paidAtOf(deps: Deps, sent: string | undefined): Date {
  const now = deps.clock.now()
  if (sent === undefined) return now
  const at = new Date(sent)
  if (at.getTime() > now.getTime()) throw validationError({ paid_at: 'Paid at cannot be in the future' })
  return at
}

/** The account's manual record `id`; a payment through a channel answers 4090, as money moved behind it. */
async function ownedManualRecord(deps: Deps, accountId: string, id: string): Promise<RecordRow> {
  const row = await findOwnedRecord(deps, paymentRecords, 'Payment record', accountId, id)
  if (row.channel !== 'manual')
    throw conflict('A payment through a payment channel cannot be changed by hand: void or refund it instead')
  return row
}

export async function createManualPayment(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof ManualPaymentCreateSchema>,
) {
  const now = deps.clock.now()
  const paidAt = paidAtOf(deps, input.paid_at)
  const [row] = await deps.db
    .insert(paymentRecords)
    .values({
      account_id: accountId,
      invoice_no: newManualPaymentNo(now),
      channel: 'manual',
      status: 'paid',
      amount_sen: myrToSen(input.amount),
      fee_sen: 0,
      payer_name: input.payer_name,
      payer_email: input.payer_email ?? null,
      paid_at: paidAt,
      created_at: now,
      updated_at: now,
    })
    .returning()
  return recordView(row!)
}

/** A pending bill paid outside Niaga (cash or transfer): found by id and invoice number, or by number. */
export async function markBillPaid(
  deps: Deps,
  accountId: string,
  lookup: { id?: string; invoice_no: string },
  sentPaidAt?: string,
) {
  const now = deps.clock.now()
  const paidAt = paidAtOf(deps, sentPaidAt)
  const [bill] = await deps.db
    .select()
    .from(bills)
    .where(
      and(
        lookup.id ? eq(bills.id, lookup.id) : undefined,
        eq(bills.invoice_no, lookup.invoice_no),
        eq(bills.account_id, accountId),
      ),
    )
  if (!bill) throw notFound('Bill')
  if (effectiveStatus(bill, now) !== 'pending')
    throw conflict(`A ${effectiveStatus(bill, now)} bill cannot be marked paid`)
  return deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(bills)
      .set({ status: 'paid', paid_at: paidAt, updated_at: now })
      .where(and(eq(bills.id, bill.id), eq(bills.status, 'pending')))
      .returning({ id: bills.id })
    if (!paid) throw conflict('The bill was paid meanwhile')
    // An earlier failed attempt's record becomes this payment's.
    const recordId = await saveBillRecord(
      { ...deps, db: tx },
      bill,
      {
        transaction_invoice_no: null,
        channel: 'manual',
        status: 'paid',
        amount_sen: bill.amount_sen,
        fee_sen: 0,
      },
      paidAt,
    )
    if (!recordId) throw conflict('The bill was paid meanwhile')
    return { bill_id: bill.id, status: 'paid' as const, payment_record_id: recordId }
  })
}

/** SPEC's payment-records/bill-invoice/: the bill named by its invoice number, paid outside Niaga. */
export async function payBillInvoice(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof BillInvoicePaymentSchema>,
) {
  const { payment_record_id } = await markBillPaid(
    deps,
    accountId,
    { invoice_no: input.invoice_no },
    input.paid_at,
  )
  const row = await findOwnedRecord(deps, paymentRecords, 'Payment record', accountId, payment_record_id)
  return recordView(row)
}

export async function updateManualPayment(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof ManualPaymentUpdateSchema>,
) {
  const row = await ownedManualRecord(deps, accountId, id)
  const now = deps.clock.now()
  const amountSen = input.amount === undefined ? row.amount_sen : myrToSen(input.amount)
  if (row.bill_id && amountSen !== row.amount_sen)
    throw validationError({ amount: 'A bill’s payment is the bill’s amount: change the bill instead' })
  const paidAt = input.paid_at === undefined ? row.paid_at : paidAtOf(deps, input.paid_at)
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentRecords)
      .set({
        amount_sen: amountSen,
        payer_name: input.payer_name ?? row.payer_name,
        payer_email: input.payer_email === undefined ? row.payer_email : input.payer_email,
        paid_at: paidAt,
        updated_at: now,
      })
      .where(and(eq(paymentRecords.id, row.id), eq(paymentRecords.channel, 'manual')))
      .returning()
    if (!updated) throw notFound('Payment record')
    if (row.bill_id && input.paid_at !== undefined)
      await tx
        .update(bills)
        .set({ paid_at: paidAt, updated_at: now })
        .where(and(eq(bills.id, row.bill_id), eq(bills.status, 'paid')))
    return recordView(updated)
  })
}

/** Removes a manual record; the bill it paid, if any, is open for payment again. */
export async function deleteManualPayment(deps: Deps, accountId: string, id: string) {
  const row = await ownedManualRecord(deps, accountId, id)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(paymentRecords)
      .where(and(eq(paymentRecords.id, row.id), eq(paymentRecords.channel, 'manual')))
      .returning({ id: paymentRecords.id })
    if (!deleted) throw notFound('Payment record')
    if (row.bill_id)
      await tx
        .update(bills)
        .set({ status: 'pending', paid_at: null, updated_at: now })
        .where(and(eq(bills.id, row.bill_id), eq(bills.status, 'paid')))
  })
  return { id: row.id, bill_id: row.bill_id }
}
