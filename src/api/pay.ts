// Public payment calls of SPEC §7 for the payment pages: bill, payment form, payment services, card key,
// paying, the receipt and the BNPL plan. Every call is suppressed (no console error dialog): the payment
// pages show failures in-page. Answers are checked against the contract, so a drifted shape fails loudly.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  BANK_TYPES,
  PaymentServiceSchema,
  PaymentStartedSchema,
  PublicBillSchema,
  PublicCollectionSchema,
  ReceiptSchema,
  type PayBillSchema,
} from '@/contract/payments.ts'
import type { PublicBillCreateSchema } from '@/contract/collections.ts'
import { apiData } from './client.ts'

export type BankType = (typeof BANK_TYPES)[keyof typeof BANK_TYPES]
export type PayBillInput = v.InferOutput<typeof PayBillSchema>
export type PublicBillInput = v.InferInput<typeof PublicBillCreateSchema>

const ServiceListSchema = v.object({ list: v.object({ data: v.array(PaymentServiceSchema) }) })
const CreatedBillSchema = v.object({ uuid: v.string(), invoice_no: v.string() })
const PublicKeySchema = v.object({ public_key: v.string() })
const BnplPlanSchema = v.object({
  instalments: v.array(v.object({ due_date: v.string(), amount: v.string() })),
  total: v.string(),
})
export type BnplPlan = v.InferOutput<typeof BnplPlanSchema>

const get = async <S extends v.GenericSchema>(schema: S, path: string, signal?: AbortSignal) =>
  v.parse(schema, await apiData<unknown>('GET', path, { suppress: true, signal }))

export const getPublicBill = (uuid: string, signal?: AbortSignal) =>
  get(PublicBillSchema, `customer-bills/public/${encodeURIComponent(uuid)}`, signal)

export const getPublicCollection = (uuid: string, signal?: AbortSignal) =>
  get(PublicCollectionSchema, `collections/public/${encodeURIComponent(uuid)}`, signal)

export async function listPaymentServices(bankType: BankType, billUuid?: string, signal?: AbortSignal) {
  const path = billUuid
    ? `payment-services/switch/selected-list-payment-services/${bankType}?_invoice_uuid=${encodeURIComponent(billUuid)}`
    : `payment-services/switch/list-payment-services/${bankType}`
  return (await get(ServiceListSchema, path, signal)).list.data
}

export const getCardPublicKey = async (signal?: AbortSignal) =>
  (await get(PublicKeySchema, 'payment-services/switch/card-public-key', signal)).public_key

export const getBnplPlan = (billUuid: string, signal?: AbortSignal) =>
  get(BnplPlanSchema, `customer-bills/${encodeURIComponent(billUuid)}/bnpl-bills`, signal)

export async function createPublicBill(input: PublicBillInput) {
  const data = await apiData<unknown>('POST', 'customer-bills/public/customer-bill-method', {
    body: input,
    suppress: true,
  })
  return v.parse(CreatedBillSchema, data)
}

/** One payment attempt; a retry of the same attempt sends the same key so the server pays at most once. */
export async function payBill(invoiceNo: string, input: PayBillInput, idempotencyKey: string) {
  const data = await apiData<unknown>('POST', 'payment-services/switch/payment-bill/_invoice', {
    query: { _invoice: invoiceNo },
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    suppress: true,
  })
  return v.parse(PaymentStartedSchema, data)
}

export async function checkTransaction(transactionInvoiceNo: string, signal?: AbortSignal) {
  const data = await apiData<unknown>('POST', 'payment-services/switch/manual-checking-transaction', {
    query: { invoice_no: transactionInvoiceNo },
    suppress: true,
    signal,
  })
  return v.parse(ReceiptSchema, data)
}

export const payKeys = {
  all: ['pay'] as const,
  bill: (uuid: string) => [...payKeys.all, 'bill', uuid] as const,
  collection: (uuid: string) => [...payKeys.all, 'collection', uuid] as const,
  services: (bankType: BankType, billUuid?: string) =>
    [...payKeys.all, 'services', bankType, billUuid ?? 'all'] as const,
  cardKey: () => [...payKeys.all, 'card-public-key'] as const,
  bnpl: (billUuid: string) => [...payKeys.all, 'bnpl', billUuid] as const,
  receipt: (transactionInvoiceNo: string) => [...payKeys.all, 'receipt', transactionInvoiceNo] as const,
}

// These options are meant for the payment pages' own, never-persisted QueryClient
// (src/pay/pay-query-client.ts).
export const payQueries = {
  bill: (uuid: string) =>
    queryOptions({ queryKey: payKeys.bill(uuid), queryFn: ({ signal }) => getPublicBill(uuid, signal) }),
  collection: (uuid: string) =>
    queryOptions({
      queryKey: payKeys.collection(uuid),
      queryFn: ({ signal }) => getPublicCollection(uuid, signal),
    }),
  services: (bankType: BankType, billUuid?: string) =>
    queryOptions({
      queryKey: payKeys.services(bankType, billUuid),
      queryFn: ({ signal }) => listPaymentServices(bankType, billUuid, signal),
    }),
  cardKey: () =>
    queryOptions({
      queryKey: payKeys.cardKey(),
      queryFn: ({ signal }) => getCardPublicKey(signal),
      staleTime: 10 * 60_000,
    }),
  bnpl: (billUuid: string) =>
    queryOptions({
      queryKey: payKeys.bnpl(billUuid),
      queryFn: ({ signal }) => getBnplPlan(billUuid, signal),
    }),
  receipt: (transactionInvoiceNo: string) =>
    queryOptions({
      queryKey: payKeys.receipt(transactionInvoiceNo),
      queryFn: ({ signal }) => checkTransaction(transactionInvoiceNo, signal),
    }),
}
