// Payments that skip the payer's bill page: a bill created and paid in one step (the console's direct
// payment; a payer's form with pay-now), and a bill the merchant marks paid outside Niaga (cash or
// transfer: recorded, no fee, no Niaga balance).
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { BillCreateSchema, PublicBillCreateSchema } from '../../../src/contract/collections.ts'
import { bills } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict, notFound } from '../../errors.ts'
import { saveBillRecord } from './bill-record.ts'
import { createBill, effectiveStatus } from './bills.ts'
import { createPublicBill } from './public-bill.ts'
import { startPayment } from './start.ts'

interface PayNow {
  payment_service_id: number
}

async function payNewBill(deps: Deps, bill: { uuid: string; invoice_no: string }, paymentServiceId: number) {
  const started = await startPayment(deps, bill.invoice_no, { payment_service_id: paymentServiceId })
  return { ...started, bill_uuid: bill.uuid, invoice_no: bill.invoice_no }
}

export async function createDirectPayment(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof BillCreateSchema> & PayNow,
) {
  const { payment_service_id, ...billInput } = input
  return payNewBill(deps, await createBill(deps, accountId, billInput), payment_service_id)
}

export async function createFormPayment(
  deps: Deps,
  input: v.InferOutput<typeof PublicBillCreateSchema> & PayNow,
) {
  const { payment_service_id, ...form } = input
  return payNewBill(deps, await createPublicBill(deps, form), payment_service_id)
}

export async function markBillPaid(deps: Deps, accountId: string, billId: string, invoiceNo: string) {
  const now = deps.clock.now()
  const [bill] = await deps.db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.invoice_no, invoiceNo), eq(bills.account_id, accountId)))
  if (!bill) throw notFound('Bill')
  if (effectiveStatus(bill, now) !== 'pending')
    throw conflict(`A ${effectiveStatus(bill, now)} bill cannot be marked paid`)
  await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(bills)
      .set({ status: 'paid', paid_at: now, updated_at: now })
      .where(and(eq(bills.id, bill.id), eq(bills.status, 'pending')))
      .returning({ id: bills.id })
    if (!paid) throw conflict('The bill was paid meanwhile')
    // An earlier failed attempt's record becomes this payment's; no fee and no ledger entry, as no
    // money moved through Niaga.
    await saveBillRecord(
      { ...deps, db: tx },
      bill,
      {
        transaction_invoice_no: null,
        channel: 'manual',
        status: 'paid',
        amount_sen: bill.amount_sen,
        fee_sen: 0,
      },
      now,
    )
  })
  return { bill_id: bill.id, status: 'paid' as const }
}
