// Payments that skip the payer's bill page: a bill created and paid in one step (SPEC §7
// create-payment-bill-direct, create-payment-viu), a bill id reserved up front, and a bill the merchant
// marks paid outside Niaga (paid-bill-payment: cash or transfer, no fee, no Niaga balance).
import * as v from 'valibot'
import { BillCreateSchema, PublicBillCreateSchema } from '../../src/contract/collections.ts'
import { PaymentStartedSchema } from '../../src/contract/payments.ts'
import {
  CreateTopupSchema,
  OptionalInvoiceNoQuerySchema,
  TopupOrSubscriptionInvoiceSchema,
} from '../../src/contract/pools.ts'
import { validationError } from '../errors.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { requestHash, withIdempotency } from '../services/idempotency.ts'
import { createDirectPayment, createFormPayment } from '../services/payments/direct.ts'
import { markBillPaid } from '../services/payments/manual-payments.ts'
import { newInvoiceNo } from '../services/references.ts'
import { createTopup, topupOrSubscriptionInvoice } from '../services/pools/topups.ts'

const serviceField = {
  payment_service_id: v.pipe(v.number('Choose a payment method'), v.integer(), v.minValue(1)),
}
const FormPaymentSchema = v.strictObject({ ...PublicBillCreateSchema.entries, ...serviceField })

export const directPaymentRoutes = defineRoutes({ tag: 'Bills', access: 'merchant' }, (r) => {
  r.add({
    id: 'bills.generateId',
    method: 'post',
    path: '/jwt/generate/bill-id',
    summary: 'A fresh, unused invoice number for a bill about to be created',
    handler: ({ deps }) => ({ data: { invoice_no: newInvoiceNo(deps.clock.now()) } }),
  })

  r.add({
    id: 'bills.createDirectPayment',
    method: 'post',
    path: '/customer-bills/switch/create-payment-bill-direct',
    summary:
      'Create a bill and start paying it at once (the console’s direct payment); send an Idempotency-Key',
    body: v.strictObject({ ...BillCreateSchema.entries, ...serviceField }),
    response: PaymentStartedSchema,
    handler: ({ c, deps, caller, body }) =>
      withIdempotency(
        deps,
        `direct:${caller.accountId}`,
        c.req.header('idempotency-key'),
        requestHash(body),
        async (txDeps) => ({
          data: await createDirectPayment(txDeps, caller.accountId, body),
          description: 'Payment started',
        }),
      ),
  })

  r.add({
    id: 'payments.createPaymentViu',
    method: 'post',
    path: '/payment-services/switch/create-payment-viu',
    summary:
      'Public, three uses. A payment form (collection_uuid …): create the bill and start paying it in one call (send an Idempotency-Key). A top-up (pool_id or virtual_account_no …): open a top-up invoice, paid then like a bill. ?invoice_no= of a top-up or subscription invoice (no body): that invoice again',
    tag: 'Payment pages',
    access: 'public',
    refusable: true,
    query: OptionalInvoiceNoQuerySchema,
    // An empty body reads as {}: the ?invoice_no use sends none.
    body: v.union(
      [FormPaymentSchema, CreateTopupSchema, v.strictObject({})],
      'Send a payment form (collection_uuid, payer_name, payer_email, amount, payment_service_id) or a top-up (pool_id or virtual_account_no, amount, payer_name, optional payer_email and payer_reference)',
    ),
    response: v.union([PaymentStartedSchema, TopupOrSubscriptionInvoiceSchema]),
    handler: async ({ c, deps, query, body }) => {
      const empty = Object.keys(body).length === 0
      if (query.invoice_no) {
        if (!empty) throw validationError({ invoice_no: 'Send either ?invoice_no or a body, not both' })
        return { data: await topupOrSubscriptionInvoice(deps, query.invoice_no) }
      }
      if (empty || !('amount' in body)) throw validationError({ amount: 'The amount field is required' })
      if (!('collection_uuid' in body)) {
        const target = body.pool_id ?? body.virtual_account_no
        return withIdempotency(
          deps,
          `topup:${target}`,
          c.req.header('idempotency-key'),
          requestHash(body),
          async (txDeps) => ({
            data: await createTopup(txDeps, body),
            description: 'Top-up invoice opened',
          }),
        )
      }
      return withIdempotency(
        deps,
        `viu:${body.collection_uuid}`,
        c.req.header('idempotency-key'),
        requestHash(body),
        async (txDeps) => ({
          data: await createFormPayment(txDeps, body),
          description: 'Payment started',
        }),
      )
    },
  })

  r.add({
    id: 'bills.markPaid',
    method: 'post',
    path: '/payment-services/switch/paid-bill-payment',
    summary: 'Mark a pending bill paid outside Niaga (cash or bank transfer): recorded, no fee, no balance',
    query: v.object({ _id: UuidSchema, invoice_no: v.pipe(v.string(), v.maxLength(64)) }),
    handler: async ({ deps, caller, query }) => ({
      data: await markBillPaid(deps, caller.accountId, { id: query._id, invoice_no: query.invoice_no }),
      description: 'Bill marked paid',
    }),
  })
})
