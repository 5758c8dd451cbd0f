// Public payment calls of SPEC §7 for the payment pages: bill, payment form, payment services, card key,
// paying, the receipt and the BNPL plan. Every call is suppressed (no console error dialog): the payment
// pages show failures in-page. Answers are typed with the contract's types, not parsed
// (docs/conventions.md).
import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type {
  BANK_TYPES,
  PayBillSchema,
  PaymentService,
  PaymentStarted,
  PublicBill,
  PublicCollection,
  Receipt,
} from '@/contract/payments.ts'
import type { ListData } from '@/contract/envelope.ts'
import type { PublicBillCreateSchema } from '@/contract/collections.ts'
import { apiData } from './client.ts'

export type BankType = (typeof BANK_TYPES)[keyof typeof BANK_TYPES]
export type PayBillInput = v.InferOutput<typeof PayBillSchema>
export type PublicBillInput = v.InferInput<typeof PublicBillCreateSchema>

/** The BNPL plan of a bill (the operation declares no response schema: this is its type). */
export interface BnplPlan {
  instalments: { due_date: string; amount: string }[]
  total: string
}

const get = <T>(path: string, signal?: AbortSignal) => apiData<T>('GET', path, { suppress: true, signal })

export const getPublicBill = (uuid: string, signal?: AbortSignal) =>
  get<PublicBill>(`customer-bills/public/${encodeURIComponent(uuid)}`, signal)

export const getPublicCollection = (uuid: string, signal?: AbortSignal) =>
  get<PublicCollection>(`collections/public/${encodeURIComponent(uuid)}`, signal)

export async function listPaymentServices(bankType: BankType, billUuid?: string, signal?: AbortSignal) {
  const path = billUuid
    ? `payment-services/switch/selected-list-payment-services/${bankType}?_invoice_uuid=${encodeURIComponent(billUuid)}`
    : `payment-services/switch/list-payment-services/${bankType}`
  return (await get<ListData<PaymentService>>(path, signal)).list.data
}

export const getCardPublicKey = async (signal?: AbortSignal) =>
  (await get<{ public_key: string }>('payment-services/switch/card-public-key', signal)).public_key

export const getBnplPlan = (billUuid: string, signal?: AbortSignal) =>
  get<BnplPlan>(`customer-bills/${encodeURIComponent(billUuid)}/bnpl-bills`, signal)

export const createPublicBill = (input: PublicBillInput) =>
  apiData<{ uuid: string; invoice_no: string }>('POST', 'customer-bills/public/customer-bill-method', {
    body: input,
    suppress: true,
  })

/** One payment attempt; a retry of the same attempt sends the same key so the server pays at most once. */
export const payBill = (invoiceNo: string, input: PayBillInput, idempotencyKey: string) =>
  apiData<PaymentStarted>('POST', 'payment-services/switch/payment-bill/_invoice', {
    query: { _invoice: invoiceNo },
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    suppress: true,
  })

export const checkTransaction = (transactionInvoiceNo: string, signal?: AbortSignal) =>
  apiData<Receipt>('POST', 'payment-services/switch/manual-checking-transaction', {
    query: { invoice_no: transactionInvoiceNo },
    suppress: true,
    signal,
  })

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
