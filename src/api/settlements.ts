// Settlements (SPEC §7: settlement-records, calculate-settlement-fee, create-self-settlement-invoice, the
// settlement-channel toggle and the reserve ("confident ratio") setting) and the balance they move.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Channel } from '@/contract/constants.ts'
import type { ListData } from '@/contract/envelope.ts'
import type {
  Balance,
  SettlementPayment,
  SettlementQuote,
  SettlementRecord,
  SettlementSettings,
  SETTLEMENT_KINDS,
  SETTLEMENT_STATUSES,
} from '@/contract/settlements.ts'
import { apiData } from './client.ts'
import { dashboardKeys } from './dashboard.ts'
import { paymentRecordKeys } from './payment-records.ts'

export type SettlementListParams = {
  skip: number
  limit: number
  order?: 'asc' | 'desc' | undefined
  /** A settlement number, or part of one. */
  search?: string | undefined
  channel?: string | undefined
  status?: (typeof SETTLEMENT_STATUSES)[number] | undefined
  kind?: (typeof SETTLEMENT_KINDS)[number] | undefined
  /** dd-MM-yyyy, Malaysian days (SPEC §9). */
  start_date?: string | undefined
  end_date?: string | undefined
}

export interface SettlementDetail {
  settlement: SettlementRecord
  payments: SettlementPayment[]
}

export const settlementKeys = {
  all: ['settlement-records'] as const,
  lists: () => [...settlementKeys.all, 'list'] as const,
  list: (params: SettlementListParams) => [...settlementKeys.lists(), params] as const,
  details: () => [...settlementKeys.all, 'detail'] as const,
  detail: (id: string) => [...settlementKeys.details(), id] as const,
}

/**
 * The balance, the settlement settings and the self-settlement quote: not settlement records, so their own
 * keys.
 */
export const balanceKeys = { all: ['balance'] as const }
export const settlementSettingsKeys = { all: ['settlement-settings'] as const }
export const settlementQuoteKeys = {
  all: ['settlement-quote'] as const,
  quote: (channel: Channel | undefined) => [...settlementQuoteKeys.all, channel ?? 'all'] as const,
}

const SETTINGS_PATH = 'accounts/merchant/settlement-settings'

export const settlementQueries = {
  list: (params: SettlementListParams) =>
    queryOptions({
      queryKey: settlementKeys.list(params),
      // Settlements run on the server's schedule, not when the merchant acts: ask again on every visit.
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (await apiData<ListData<SettlementRecord>>('GET', 'settlement-records', { query: params, signal }))
          .list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: settlementKeys.detail(id),
      queryFn: ({ signal }) =>
        apiData<SettlementDetail>('GET', `settlement-records/${encodeURIComponent(id)}`, { signal }),
    }),
  balance: () =>
    queryOptions({
      queryKey: balanceKeys.all,
      // Payers, the settlement schedule and the bank move it: never trust a cached figure for long.
      staleTime: 0,
      queryFn: ({ signal }) => apiData<Balance>('GET', 'accounts/merchant/balance', { signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: settlementSettingsKeys.all,
      queryFn: ({ signal }) => apiData<SettlementSettings>('GET', SETTINGS_PATH, { signal }),
    }),
  /** What settling now would cost; a read, though SPEC makes it a POST. */
  quote: (channel: Channel | undefined) =>
    queryOptions({
      queryKey: settlementQuoteKeys.quote(channel),
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<SettlementQuote>('POST', 'payment-services/merchant/calculate-settlement-fee', {
          body: channel ? { channel } : {},
          signal,
        }),
    }),
}

/** Everything a movement of money can change: balances, settlements, quotes, payments and the dashboard. */
export function invalidateMoney(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [
      balanceKeys.all,
      settlementKeys.all,
      settlementQuoteKeys.all,
      paymentRecordKeys.all,
      dashboardKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

export function useToggleSettlementChannel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ channel, paused }: { channel: Channel; paused: boolean }) =>
      apiData<SettlementSettings>('PUT', 'accounts/merchant/settlement-channel-toggle', {
        query: { channel_id: channel },
        body: { paused },
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settlementSettingsKeys.all, settings)
      return queryClient.invalidateQueries({ queryKey: settlementQuoteKeys.all })
    },
  })
}

export function useSaveReservePercent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reservePercent: number) =>
      apiData<SettlementSettings>('PUT', 'accounts/merchant/confident-ratio-setting', {
        body: { reserve_percent: reservePercent },
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settlementSettingsKeys.all, settings)
      // The quote holds back the reserve: it changes with the percent.
      return queryClient.invalidateQueries({ queryKey: settlementQuoteKeys.all })
    },
  })
}

/** Settle now; one settlement per channel settled. The caller keeps one key per confirmation. */
export function useSelfSettle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ channel, idempotencyKey }: { channel: Channel | undefined; idempotencyKey: string }) =>
      apiData<SettlementRecord[]>('POST', 'payment-services/switch/create-self-settlement-invoice', {
        body: channel ? { channel } : {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => invalidateMoney(queryClient),
  })
}
