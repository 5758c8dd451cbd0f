// Voided sales and refunds (SPEC §7: void-sale-records, void-record, create-void-sale-payout-refund).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type { VoidSaleKind, VoidSaleRecord } from '@/contract/void-sales.ts'
import { apiData } from './client.ts'
import { invalidateMoney } from './settlements.ts'

export type VoidSaleListParams = {
  skip: number
  limit: number
  order?: 'asc' | 'desc' | undefined
  /** A record or invoice number, or part of one. */
  search?: string | undefined
  kind?: VoidSaleKind | undefined
  /** dd-MM-yyyy, Malaysian days (SPEC §9). */
  start_date?: string | undefined
  end_date?: string | undefined
}

export const voidSaleKeys = {
  all: ['void-sale-records'] as const,
  lists: () => [...voidSaleKeys.all, 'list'] as const,
  list: (params: VoidSaleListParams) => [...voidSaleKeys.lists(), params] as const,
}

export const voidSaleQueries = {
  list: (params: VoidSaleListParams) =>
    queryOptions({
      queryKey: voidSaleKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<VoidSaleRecord>>('GET', 'void-sale-records', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
}

function useInvalidateVoidSales() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: voidSaleKeys.all }), invalidateMoney(queryClient)])
}

/** Cancels a paid payment that has not settled: the payer is not charged and the fee is waived. */
export function useVoidPayment() {
  const invalidate = useInvalidateVoidSales()
  return useMutation({
    mutationFn: (input: { invoice_no: string; reason?: string | null }) =>
      apiData<VoidSaleRecord>('POST', 'void-sale-records/merchant/void-record', { body: input }),
    onSuccess: invalidate,
  })
}

/** Returns a settled payment, in full or in part, from the available balance. One key per confirmation. */
export function useRefundPayment() {
  const invalidate = useInvalidateVoidSales()
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: { invoice_no: string; amount: string; reason?: string | null }
      idempotencyKey: string
    }) =>
      apiData<VoidSaleRecord>('POST', 'payment-services/switch/create-void-sale-payout-refund', {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  })
}
