// The introducer portal's calls (SPEC §7 "Introducer"): its account and commission (me), the dashboard's
// four periods, its referred merchants, their payments and its own payouts. All POSTs, filters and paging in
// the query string (src/contract/introducer.ts).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListData, ListPage } from '@/contract/envelope.ts'
import type {
  IntroducerDashboard,
  IntroducerMe,
  IntroducerMerchantQuery,
  IntroducerPayment,
  IntroducerPaymentQuery,
  IntroducerPayout,
  IntroducerPayoutQuery,
  ReferredMerchant,
} from '@/contract/introducer.ts'
import { apiData, type QueryValue } from './client.ts'

type Query = Record<string, QueryValue>

export const introducerKeys = {
  all: ['introducer'] as const,
  me: () => [...introducerKeys.all, 'me'] as const,
  dashboard: (date: string | undefined) => [...introducerKeys.all, 'dashboard', date ?? 'today'] as const,
  merchants: (params: IntroducerMerchantQuery) => [...introducerKeys.all, 'merchants', params] as const,
  payments: (params: IntroducerPaymentQuery) => [...introducerKeys.all, 'payments', params] as const,
  payouts: (params: IntroducerPayoutQuery) => [...introducerKeys.all, 'payouts', params] as const,
}

/** The recent commission entries the dashboard lists under its figures. */
const RECENT_COMMISSION = 5

/** One page of a list call. */
export const fetchMerchants = (params: IntroducerMerchantQuery, signal?: AbortSignal) =>
  listPage<ReferredMerchant>('account-introducer/merchant-introducer', params, signal)
export const fetchPayments = (params: IntroducerPaymentQuery, signal?: AbortSignal) =>
  listPage<IntroducerPayment>('account-introducer/introducer-payment-record-data', params, signal)
export const fetchPayouts = (params: IntroducerPayoutQuery, signal?: AbortSignal) =>
  listPage<IntroducerPayout>('account-introducer/introducer-payout-record-data', params, signal)

async function listPage<T>(path: string, params: object, signal?: AbortSignal): Promise<ListPage<T>> {
  return (await apiData<ListData<T>>('POST', path, { query: params as Query, signal })).list
}

const list = <T, P extends object>(
  queryKey: readonly unknown[],
  fetchPage: (params: P, signal?: AbortSignal) => Promise<ListPage<T>>,
  params: P,
) =>
  queryOptions({
    queryKey,
    // Payments settle and payouts move on without the introducer doing anything: ask again on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  })

export const introducerQueries = {
  me: () =>
    queryOptions({
      queryKey: introducerKeys.me(),
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<IntroducerMe>('POST', 'account-introducer/me', {
          query: { skip: 0, limit: RECENT_COMMISSION },
          signal,
        }),
    }),
  /** date: dd-MM-yyyy; the server's today in Malaysia when absent. */
  dashboard: (date: string | undefined) =>
    queryOptions({
      queryKey: introducerKeys.dashboard(date),
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<IntroducerDashboard>('POST', 'account-introducer/dashboard/me', { query: { date }, signal }),
      placeholderData: keepPreviousData,
    }),
  merchants: (params: IntroducerMerchantQuery) =>
    list(introducerKeys.merchants(params), fetchMerchants, params),
  payments: (params: IntroducerPaymentQuery) => list(introducerKeys.payments(params), fetchPayments, params),
  payouts: (params: IntroducerPayoutQuery) => list(introducerKeys.payouts(params), fetchPayouts, params),
}

/** The most rows an export takes, page by page (the largest page the lists allow each time). */
export const EXPORT_PAGE_SIZE = 500
export const EXPORT_MAX_ROWS = 50_000

/** Every row a list's filters match (up to EXPORT_MAX_ROWS), for an export: page after page. */
export async function fetchAllRows<T, P extends { skip?: number | string; limit?: number | string }>(
  fetchPage: (params: P) => Promise<ListPage<T>>,
  params: P,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = []
  let total = 0
  do {
    const page = await fetchPage({ ...params, skip: rows.length, limit: EXPORT_PAGE_SIZE })
    total = page.total
    rows.push(...page.data)
    if (page.data.length === 0) break
  } while (rows.length < Math.min(total, EXPORT_MAX_ROWS))
  return { rows: rows.slice(0, EXPORT_MAX_ROWS), total }
}
