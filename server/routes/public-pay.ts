// Public payment calls (no login): the bill or form a payer opens, the payment methods, paying, the receipt.
import * as v from 'valibot'
import { PublicBillCreateSchema } from '../../src/contract/collections.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  PayBillSchema,
  PaymentServiceSchema,
  PaymentStartedSchema,
  PublicBillSchema,
  PublicCollectionSchema,
  ReceiptSchema,
} from '../../src/contract/payments.ts'
import { MyrAmountSchema } from '../../src/contract/money.ts'
import { isBillReference } from '../../src/lib/invoice-no.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { requestHash, withIdempotency } from '../services/idempotency.ts'
import { recordFpxFailureReason } from '../services/payments/fpx-failure.ts'
import { listPaymentServices } from '../services/payments/payment-services.ts'
import { createPublicBill } from '../services/payments/public-bill.ts'
import {
  billChannels,
  billInstalments,
  formInstalments,
  publicBill,
  publicCollection,
} from '../services/payments/public-views.ts'
import { buildReceipt } from '../services/payments/receipt.ts'
import { startPayment } from '../services/payments/start.ts'

const BankTypeParams = v.object({
  bankType: v.pipe(
    v.picklist(['1', '2'], 'bankType is 1 (individual) or 2 (corporate)'),
    v.transform(Number),
  ),
})
const UuidParams = v.object({ uuid: UuidSchema })
/** An invoice link names its bill by uuid or by invoice number (NGA-20261122-7KQ2M9XD). */
const BillReferenceParams = v.object({
  uuid: v.pipe(v.string(), v.check(isBillReference, 'Invalid bill: its uuid or its invoice number')),
})
const TransactionQuery = v.object({ invoice_no: v.pipe(v.string('invoice_no is required'), v.maxLength(64)) })

export const publicPayRoutes = defineRoutes({ tag: 'Payment pages', access: 'public' }, (r) => {
  r.add({
    id: 'publicBills.get',
    method: 'get',
    path: '/customer-bills/public/:uuid',
    summary:
      'A bill as its payer sees it, with the channels the merchant’s plan enables; by its uuid or its invoice number',
    params: BillReferenceParams,
    response: PublicBillSchema,
    handler: async ({ deps, params }) => ({ data: await publicBill(deps, params.uuid) }),
  })

  r.add({
    id: 'publicCollections.get',
    method: 'get',
    path: '/collections/public/:uuid',
    summary: 'An active payment form as a payer sees it',
    params: UuidParams,
    response: PublicCollectionSchema,
    handler: async ({ deps, params }) => ({ data: await publicCollection(deps, params.uuid) }),
  })

  r.add({
    id: 'publicBills.create',
    method: 'post',
    path: '/customer-bills/public/customer-bill-method',
    summary: 'A payer fills in an open payment form: creates their bill',
    body: PublicBillCreateSchema,
    handler: async ({ deps, body }) => {
      const bill = await createPublicBill(deps, body)
      return { data: { uuid: bill.uuid, invoice_no: bill.invoice_no }, description: 'Bill created' }
    },
  })

  r.add({
    id: 'paymentServices.list',
    method: 'get',
    path: '/payment-services/switch/list-payment-services/:bankType',
    summary: 'Every payment service for individual (1) or corporate (2) payers, with FPX bank health',
    params: BankTypeParams,
    response: listDataSchema(PaymentServiceSchema),
    handler: async ({ deps, params }) => {
      const data = await listPaymentServices(deps, params.bankType as 1 | 2)
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'paymentServices.selected',
    method: 'get',
    path: '/payment-services/switch/selected-list-payment-services/:bankType',
    summary: 'The payment services the bill’s merchant may offer',
    params: BankTypeParams,
    query: v.object({ _invoice_uuid: UuidSchema }),
    response: listDataSchema(PaymentServiceSchema),
    handler: async ({ deps, params, query }) => {
      const channels = await billChannels(deps, query._invoice_uuid)
      const data = (await listPaymentServices(deps, params.bankType as 1 | 2)).filter((s) =>
        (channels as string[]).includes(s.group_code),
      )
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'paymentServices.cardPublicKey',
    method: 'get',
    path: '/payment-services/switch/card-public-key',
    summary:
      'The sandbox card acquirer’s RSA public key (base64 DER), for encrypting card data in the browser',
    handler: ({ deps }) => ({ data: { public_key: deps.providers.cardAcquirer.publicKeyBase64Der } }),
  })

  r.add({
    id: 'payments.payBill',
    method: 'post',
    path: '/payment-services/switch/payment-bill/_invoice',
    summary:
      'Pay a bill (query _invoice = its invoice number) with a payment service; send an Idempotency-Key',
    refusable: true,
    query: v.object({ _invoice: v.pipe(v.string('_invoice is required'), v.minLength(1), v.maxLength(64)) }),
    body: PayBillSchema,
    response: PaymentStartedSchema,
    handler: ({ c, deps, query, body }) =>
      withIdempotency(
        deps,
        `pay:${query._invoice}`,
        c.req.header('idempotency-key'),
        requestHash([query._invoice, body]),
        async (txDeps) => ({
          data: await startPayment(txDeps, query._invoice, body),
          description: 'Payment started',
        }),
      ),
  })

  r.add({
    id: 'payments.check',
    method: 'post',
    path: '/payment-services/switch/manual-checking-transaction',
    summary: 'The status and receipt of a payment attempt (query invoice_no = its transaction number)',
    query: TransactionQuery,
    response: ReceiptSchema,
    handler: async ({ deps, query }) => ({ data: await buildReceipt(deps, query.invoice_no, true) }),
  })

  r.add({
    id: 'payments.fpxFailedReason',
    method: 'put',
    path: '/customer-bills/fpx-failed-reason/:transaction_invoice_no',
    summary:
      'Record why an FPX payment failed (from the bank’s answer; bank_proof is the one its sandbox bank page holds)',
    params: v.object({ transaction_invoice_no: v.pipe(v.string(), v.maxLength(64)) }),
    body: v.strictObject({
      reason: v.pipe(v.string(), v.trim(), v.nonEmpty('The reason field is required'), v.maxLength(300)),
      bank_proof: v.pipe(v.string(), v.maxLength(200)),
    }),
    handler: async ({ deps, params, body }) => {
      await recordFpxFailureReason(deps, params.transaction_invoice_no, body.reason, body.bank_proof)
      return { data: null, description: 'Reason recorded' }
    },
  })

  r.add({
    id: 'bnpl.billPlan',
    method: 'get',
    path: '/customer-bills/:uuid/bnpl-bills',
    summary: 'The buy-now-pay-later instalment plan of a bill (3 monthly instalments)',
    params: UuidParams,
    handler: async ({ deps, params }) => ({ data: await billInstalments(deps, params.uuid) }),
  })

  r.add({
    id: 'bnpl.collectionPlan',
    method: 'get',
    path: '/collections/:uuid/bnpl-bills',
    summary:
      'The instalment plan a payer would get on a payment form: its fixed amount, or ?amount= for an open one',
    params: UuidParams,
    query: v.object({ amount: v.optional(MyrAmountSchema) }),
    handler: async ({ deps, params, query }) => ({
      data: await formInstalments(deps, params.uuid, query.amount),
    }),
  })
})
