// Payments that skip the payer's bill page: a bill created and paid in one step (SPEC §7
// create-payment-bill-direct, create-payment-viu), a bill id reserved up front, and a bill the merchant
// marks paid outside Niaga (paid-bill-payment: cash or transfer, no fee, no Niaga balance).
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { BillCreateSchema, PublicBillCreateSchema } from '../../src/contract/collections.ts'
import { PaymentStartedSchema } from '../../src/contract/payments.ts'
import { bills } from '../db/schema/index.ts'
import { conflict, notFound } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { UuidSchema } from '../http/validation.ts'
import { requestHash, withIdempotency } from '../services/idempotency.ts'
import { saveBillRecord } from '../services/payments/bill-record.ts'
import { createBill, effectiveStatus } from '../services/payments/bills.ts'
import { newInvoiceNo } from '../services/references.ts'
import { startPayment } from '../services/payments/start.ts'
import { createPublicBill } from '../services/payments/public-bill.ts'

const serviceField = { payment_service_id: v.pipe(v.number('Choose a payment method'), v.integer(), v.minValue(1)) }

export function registerDirectPaymentRoutes(r: Registry): void {
  r.add({
    id: 'bills.generateId',
    method: 'post',
    path: '/jwt/generate/bill-id',
    summary: 'A fresh, unused invoice number for a bill about to be created',
    tag: 'Bills',
    access: 'merchant',
    handler: ({ deps }) => ({ data: { invoice_no: newInvoiceNo(deps.clock.now()) } }),
  })

  r.add({
    id: 'bills.createDirectPayment',
    method: 'post',
    path: '/customer-bills/switch/create-payment-bill-direct',
    summary: 'Create a bill and start paying it at once (the console’s direct payment); send an Idempotency-Key',
    tag: 'Bills',
    access: 'merchant',
    body: v.strictObject({ ...BillCreateSchema.entries, ...serviceField }),
    response: PaymentStartedSchema,
    handler: ({ c, deps, caller, body }) =>
      withIdempotency(deps, `direct:${caller.accountId}`, c.req.header('idempotency-key'), requestHash(body), async (txDeps) => {
        const { payment_service_id, ...billInput } = body
        const bill = await createBill(txDeps, caller.accountId, billInput)
        const started = await startPayment(txDeps, bill.invoice_no, { payment_service_id })
        return { data: { ...started, bill_uuid: bill.uuid, invoice_no: bill.invoice_no }, description: 'Payment started' }
      }),
  })

  r.add({
    id: 'payments.createPaymentViu',
    method: 'post',
    path: '/payment-services/switch/create-payment-viu',
    summary: 'A payer fills in a payment form and starts paying in one call; send an Idempotency-Key',
    tag: 'Payment pages',
    access: 'public',
    body: v.strictObject({ ...PublicBillCreateSchema.entries, ...serviceField }),
    response: PaymentStartedSchema,
    handler: ({ c, deps, body }) =>
      withIdempotency(deps, `viu:${body.collection_uuid}`, c.req.header('idempotency-key'), requestHash(body), async (txDeps) => {
        const { payment_service_id, ...form } = body
        const bill = await createPublicBill(txDeps, form)
        const started = await startPayment(txDeps, bill.invoice_no, { payment_service_id })
        return { data: { ...started, bill_uuid: bill.uuid, invoice_no: bill.invoice_no }, description: 'Payment started' }
      }),
  })

  r.add({
    id: 'bills.markPaid',
    method: 'post',
    path: '/payment-services/switch/paid-bill-payment',
    summary: 'Mark a pending bill paid outside Niaga (cash or bank transfer): recorded, no fee, no balance',
    tag: 'Bills',
    access: 'merchant',
    query: v.object({ _id: UuidSchema, invoice_no: v.pipe(v.string(), v.maxLength(64)) }),
    handler: async ({ deps, caller, query }) => {
      const now = deps.clock.now()
      const [bill] = await deps.db
        .select()
        .from(bills)
        .where(and(eq(bills.id, query._id), eq(bills.invoice_no, query.invoice_no), eq(bills.account_id, caller.accountId)))
      if (!bill) throw notFound('Bill')
      if (effectiveStatus(bill, now) !== 'pending') throw conflict(`A ${effectiveStatus(bill, now)} bill cannot be marked paid`)
      await deps.db.transaction(async (tx) => {
        const [paid] = await tx
          .update(bills)
          .set({ status: 'paid', paid_at: now, updated_at: now })
          .where(and(eq(bills.id, bill.id), eq(bills.status, 'pending')))
          .returning({ id: bills.id })
        if (!paid) throw conflict('The bill was paid meanwhile')
        // An earlier failed attempt's record becomes this payment's; no fee and no ledger entry, as no
        // money moved through Niaga.
        await saveBillRecord(tx, bill, { transaction_invoice_no: null, channel: 'manual', status: 'paid', amount_sen: bill.amount_sen, fee_sen: 0 }, now)
      })
      return { data: { bill_id: bill.id, status: 'paid' }, description: 'Bill marked paid' }
    },
  })
}
