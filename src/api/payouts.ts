// Payouts (SPEC §7: list-payout-services, create-payout-invoice, payout-records, crm-reporting/merchant/
// payout-status, reports/merchant/payout-report-range-date): money from the available balance to a bank.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  CreatePayoutInput,
  Payout,
  PayoutService,
  PayoutTimeline,
  PAYOUT_SORTS,
  PayoutStatus,
} from '@/contract/payouts.ts'
import { apiData, apiDownload } from './client.ts'
import { invalidateMoney } from './settlements.ts'

export type PayoutListParams = {
  skip: number
  limit: number
  sort?: (typeof PAYOUT_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  /** An invoice number, or part of one. */
  search?: string | undefined
  status?: PayoutStatus | undefined
  /** dd-MM-yyyy, Malaysian days (SPEC §9). */
  start_date?: string | undefined
  end_date?: string | undefined
}

export const payoutKeys = {
  all: ['payout-records'] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
  list: (params: PayoutListParams) => [...payoutKeys.lists(), params] as const,
  details: () => [...payoutKeys.all, 'detail'] as const,
  detail: (id: string) => [...payoutKeys.details(), id] as const,
}
export const payoutServiceKeys = {
  all: ['payout-services'] as const,
  bankType: (bankTypeId: number) => [...payoutServiceKeys.all, bankTypeId] as const,
}

export const payoutQueries = {
  list: (params: PayoutListParams) =>
    queryOptions({
      queryKey: payoutKeys.list(params),
      // The bank moves a payout on, not the merchant: ask again on every visit.
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Payout>>('GET', 'payout-records', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: payoutKeys.detail(id),
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<PayoutTimeline>('GET', `payout-records/${encodeURIComponent(id)}`, { signal }),
    }),
  /** SPEC §7 {bankTypeId}: 1 individual (the default), 2 corporate. */
  services: (bankTypeId = 1) =>
    queryOptions({
      queryKey: payoutServiceKeys.bankType(bankTypeId),
      staleTime: 5 * 60_000,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<PayoutService>>(
            'GET',
            `payment-services/switch/list-payout-services/${bankTypeId}`,
            { signal },
          )
        ).list.data,
    }),
}

/** Everything a payout changes: the payout lists and the balances (and the payout's own timeline). */
function useInvalidatePayouts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: payoutKeys.all }), invalidateMoney(queryClient)])
}

/** Requests a payout. Idempotency-Key is required: one per confirmation, reused by a retry of it. */
export function useCreatePayout() {
  const invalidate = useInvalidatePayouts()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePayoutInput; idempotencyKey: string }) =>
      apiData<Payout>('POST', 'payment-services/switch/create-payout-invoice', {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  })
}

/** Asks where a payout is now (by its invoice number) and keeps the answer as the payout's timeline. */
export function useCheckPayoutStatus() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidatePayouts()
  return useMutation({
    mutationFn: (invoiceNo: string) =>
      apiData<PayoutTimeline>('POST', 'crm-reporting/merchant/payout-status', {
        body: { invoice_no: invoiceNo },
      }),
    onSuccess: (timeline) => {
      queryClient.setQueryData(payoutKeys.detail(timeline.payout.id), timeline)
      // A payout paid or failed since moved the balance too.
      return invalidate()
    },
  })
}

/** The payouts of a range of Malaysian days (dd-MM-yyyy) as an XLSX file. */
export function downloadPayoutReport(startDate: string, endDate: string) {
  return apiDownload(
    'POST',
    'reports/merchant/payout-report-range-date',
    `payout-report-${startDate}-${endDate}.xlsx`,
    { query: { start_date: startDate, end_date: endDate } },
  )
}
