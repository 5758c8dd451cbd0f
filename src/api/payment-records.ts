// Payment records (SPEC §7): the merchant's payments with filters, one payment with its callback
// deliveries, and resending the merchant callback of an invoice.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { PAYER_DRIVEN_STALE_TIME } from './query-client.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { ListData } from '@/contract/envelope.ts'
import type { CallbackDelivery, PaymentRecord } from '@/contract/payments.ts'
import { apiData } from './client.ts'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'

export type PaymentRecordListParams = {
  skip: number
  limit: number
  order?: 'asc' | 'desc' | undefined
  /** An invoice number, or part of one. */
  search?: string | undefined
  status?: (typeof PAYMENT_RECORD_STATUSES)[number] | undefined
  channel?: string | undefined
  /** dd-MM-yyyy, Malaysian days (SPEC §9). */
  start_date?: string | undefined
  end_date?: string | undefined
}

export interface PaymentRecordDetail {
  record: PaymentRecord
  callbacks: CallbackDelivery[]
}

export const paymentRecordKeys = {
  all: ['payment-records'] as const,
  lists: () => [...paymentRecordKeys.all, 'list'] as const,
  list: (params: PaymentRecordListParams) => [...paymentRecordKeys.lists(), params] as const,
  details: () => [...paymentRecordKeys.all, 'detail'] as const,
  detail: (id: string) => [...paymentRecordKeys.details(), id] as const,
}

export const paymentRecordQueries = {
  list: (params: PaymentRecordListParams) =>
    queryOptions({
      queryKey: paymentRecordKeys.list(params),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: async ({ signal }) =>
        (await apiData<ListData<PaymentRecord>>('GET', 'payment-records', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: paymentRecordKeys.detail(id),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: ({ signal }) =>
        apiData<PaymentRecordDetail>('GET', `payment-records/${encodeURIComponent(id)}`, { signal }),
    }),
}

/** Queues the callback again; the new attempt shows in the record's deliveries once the job has run. */
export function useResendCallback(recordId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invoiceNo: string) =>
      apiData<null>('POST', 'payment-services/merchant-callback-data/send-data-based-invoice-id', {
        body: { invoice_no: invoiceNo },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentRecordKeys.detail(recordId) }),
  })
}

export interface CallbackSecret {
  secret: string
  algorithm: string
  signed: string
}

const SECRET_PATH = 'payment-services/merchant-callback-data/secret'
/** The account's callback secret: not a payment record, so not under their prefix. */
export const callbackSecretKeys = { all: ['callback-secret'] as const }

/** Owners and administrators only: others get 4030, shown in place rather than as an error dialog. */
export const callbackSecretQuery = () =>
  queryOptions({
    queryKey: callbackSecretKeys.all,
    queryFn: ({ signal }) =>
      apiData<CallbackSecret>('GET', SECRET_PATH, { signal, suppress: [ResponseCode.FORBIDDEN] }),
    // A secret stays in memory only while the dialog shows it, and is never persisted (query-client.ts).
    meta: { persist: false },
    gcTime: 0,
    staleTime: 0,
  })

export function useRotateCallbackSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiData<CallbackSecret>('POST', `${SECRET_PATH}/rotate`),
    onSuccess: (answer) => queryClient.setQueryData(callbackSecretKeys.all, answer),
  })
}
