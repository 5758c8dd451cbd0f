// Public payment calls (no login): the bill or form a payer opens, the payment methods, paying, the receipt.
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { PublicBillCreateSchema } from '../../src/contract/collections.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { PayBillSchema, PaymentServiceSchema, PaymentStartedSchema, PublicBillSchema, PublicCollectionSchema, ReceiptSchema } from '../../src/contract/payments.ts'
import { MyrAmountSchema } from '../../src/contract/money.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { accounts, bills, collections } from '../db/schema/index.ts'
import { notFound, validationError } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { UuidSchema } from '../http/validation.ts'
import { servicesFor, toApi } from '../sandbox/payment-services.ts'
import { effectiveStatus } from '../services/payments/bills.ts'
import { createPublicBill } from '../services/payments/public-bill.ts'
import { buildReceipt } from '../services/payments/receipt.ts'
import { enabledChannels, startPayment } from '../services/payments/start.ts'
import { requestHash, withIdempotency } from '../services/idempotency.ts'
import { recordFpxFailureReason } from '../services/payments/fpx-failure.ts'
import { instalmentPlan } from '../services/payments/bnpl.ts'

const BankTypeParams = v.object({ bankType: v.pipe(v.picklist(['1', '2'], 'bankType is 1 (individual) or 2 (corporate)'), v.transform(Number)) })
const UuidParams = v.object({ uuid: UuidSchema })
const TransactionQuery = v.object({ invoice_no: v.pipe(v.string('invoice_no is required'), v.maxLength(64)) })

export function registerPublicPayRoutes(r: Registry): void {
  r.add({
    id: 'publicBills.get',
    method: 'get',
    path: '/customer-bills/public/:uuid',
    summary: 'A bill as its payer sees it, with the channels the merchant’s plan enables',
    tag: 'Payment pages',
    access: 'public',
    params: UuidParams,
    response: PublicBillSchema,
    handler: async ({ deps, params }) => {
      const [row] = await deps.db
        .select({ bill: bills, merchant: accounts.name, title: collections.title, status: collections.record_status })
        .from(bills)
        .innerJoin(collections, eq(collections.id, bills.collection_id))
        .innerJoin(accounts, eq(accounts.id, bills.account_id))
        .where(eq(bills.id, params.uuid))
      if (!row || row.status !== 1) throw notFound('Bill')
      const b = row.bill
      return {
        data: {
          uuid: b.id,
          invoice_no: b.invoice_no,
          amount: senToMyr(b.amount_sen),
          description: b.description,
          payer_name: b.payer_name,
          status: effectiveStatus(b, deps.clock.now()),
          due_date: b.due_date,
          merchant_name: row.merchant,
          collection_title: row.title,
          channels: await enabledChannels(deps, b.account_id),
        },
      }
    },
  })

  r.add({
    id: 'publicCollections.get',
    method: 'get',
    path: '/collections/public/:uuid',
    summary: 'An active payment form as a payer sees it',
    tag: 'Payment pages',
    access: 'public',
    params: UuidParams,
    response: PublicCollectionSchema,
    handler: async ({ deps, params }) => {
      const [row] = await deps.db
        .select({ c: collections, merchant: accounts.name })
        .from(collections)
        .innerJoin(accounts, eq(accounts.id, collections.account_id))
        .where(and(eq(collections.id, params.uuid), eq(collections.record_status, 1)))
      if (!row) throw notFound('Collection')
      const c = row.c
      return {
        data: {
          uuid: c.id,
          title: c.title,
          description: c.description,
          kind: c.kind,
          fixed_amount: c.fixed_amount_sen === null ? null : senToMyr(c.fixed_amount_sen),
          merchant_name: row.merchant,
          channels: await enabledChannels(deps, c.account_id),
        },
      }
    },
  })

  r.add({
    id: 'publicBills.create',
    method: 'post',
    path: '/customer-bills/public/customer-bill-method',
    summary: 'A payer fills in an open payment form: creates their bill',
    tag: 'Payment pages',
    access: 'public',
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
    tag: 'Payment pages',
    access: 'public',
    params: BankTypeParams,
    response: listDataSchema(PaymentServiceSchema),
    handler: ({ deps, params }) => {
      const data = servicesFor(params.bankType as 1 | 2).map((s) => toApi(s, deps.clock.now()))
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'paymentServices.selected',
    method: 'get',
    path: '/payment-services/switch/selected-list-payment-services/:bankType',
    summary: 'The payment services the bill’s merchant may offer',
    tag: 'Payment pages',
    access: 'public',
    params: BankTypeParams,
    query: v.object({ _invoice_uuid: UuidSchema }),
    response: listDataSchema(PaymentServiceSchema),
    handler: async ({ deps, params, query }) => {
      const [bill] = await deps.db.select({ account: bills.account_id }).from(bills).where(eq(bills.id, query._invoice_uuid))
      if (!bill) throw notFound('Bill')
      const channels = await enabledChannels(deps, bill.account)
      const data = servicesFor(params.bankType as 1 | 2)
        .filter((s) => (channels as string[]).includes(s.group))
        .map((s) => toApi(s, deps.clock.now()))
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'paymentServices.cardPublicKey',
    method: 'get',
    path: '/payment-services/switch/card-public-key',
    summary: 'The sandbox card acquirer’s RSA public key (base64 DER), for encrypting card data in the browser',
    tag: 'Payment pages',
    access: 'public',
    handler: ({ deps }) => ({ data: { public_key: deps.acquirer.publicKeyBase64Der } }),
  })

  r.add({
    id: 'payments.payBill',
    method: 'post',
    path: '/payment-services/switch/payment-bill/_invoice',
    summary: 'Pay a bill (query _invoice = its invoice number) with a payment service; send an Idempotency-Key',
    tag: 'Payment pages',
    access: 'public',
    query: v.object({ _invoice: v.pipe(v.string('_invoice is required'), v.minLength(1), v.maxLength(64)) }),
    body: PayBillSchema,
    response: PaymentStartedSchema,
    handler: ({ c, deps, query, body }) =>
      withIdempotency(deps, `pay:${query._invoice}`, c.req.header('idempotency-key'), requestHash([query._invoice, body]), async (txDeps) => ({
        data: await startPayment(txDeps, query._invoice, body),
        description: 'Payment started',
      })),
  })

  r.add({
    id: 'payments.check',
    method: 'post',
    path: '/payment-services/switch/manual-checking-transaction',
    summary: 'The status and receipt of a payment attempt (query invoice_no = its transaction number)',
    tag: 'Payment pages',
    access: 'public',
    query: TransactionQuery,
    response: ReceiptSchema,
    handler: async ({ deps, query }) => ({ data: await buildReceipt(deps, query.invoice_no, true) }),
  })

  r.add({
    id: 'payments.fpxFailedReason',
    method: 'put',
    path: '/customer-bills/fpx-failed-reason/:transaction_invoice_no',
    summary: 'Record why an FPX payment failed (from the bank’s answer; bank_proof is the one its sandbox bank page holds)',
    tag: 'Payment pages',
    access: 'public',
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
    tag: 'Payment pages',
    access: 'public',
    params: UuidParams,
    handler: async ({ deps, params }) => {
      const [bill] = await deps.db.select({ amount: bills.amount_sen }).from(bills).where(eq(bills.id, params.uuid))
      if (!bill) throw notFound('Bill')
      return { data: instalmentPlan(bill.amount, deps.clock.now()) }
    },
  })

  r.add({
    id: 'bnpl.collectionPlan',
    method: 'get',
    path: '/collections/:uuid/bnpl-bills',
    summary: 'The instalment plan a payer would get on a payment form: its fixed amount, or ?amount= for an open one',
    tag: 'Payment pages',
    access: 'public',
    params: UuidParams,
    query: v.object({ amount: v.optional(MyrAmountSchema) }),
    handler: async ({ deps, params, query }) => {
      const [c] = await deps.db
        .select({ fixed: collections.fixed_amount_sen })
        .from(collections)
        .where(and(eq(collections.id, params.uuid), eq(collections.record_status, 1)))
      if (!c) throw notFound('Collection')
      if (c.fixed !== null && query.amount !== undefined && myrToSen(query.amount) !== c.fixed) {
        throw validationError({ amount: `This form's amount is fixed at RM ${senToMyr(c.fixed)}` })
      }
      const amount = c.fixed ?? (query.amount === undefined ? undefined : myrToSen(query.amount))
      if (amount === undefined) throw validationError({ amount: 'The amount field is required' })
      return { data: instalmentPlan(amount, deps.clock.now()) }
    },
  })
}
