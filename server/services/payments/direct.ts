// Payments that skip the payer's bill page: a bill created and paid in one step (the console's direct
// payment; a payer's form with pay-now). A bill marked paid outside Niaga is a manual payment
// (manual-payments.ts).
import type * as v from 'valibot'
import type { BillCreateSchema, PublicBillCreateSchema } from '../../../src/contract/collections.ts'
import type { Deps } from '../../deps.ts'
import { createBill } from './bills.ts'
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
