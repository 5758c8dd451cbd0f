// API keys (SPEC §7 merchant-api; src/contract/developers.ts): the merchant's keys for server-to-server
// calls, their usage dashboard and reports. Only the answers that create or roll a key carry its secret:
// those stay with the mutation (in memory, never persisted) and the cached key is the one without it.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ApiKey,
  ApiKeyCreate,
  ApiKeyDashboard,
  ApiKeyReport,
  ApiKeyUpdate,
  ApiKeyWithSecret,
  KeyStatus,
  UsageReportType,
} from '@/contract/developers.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

export type ApiKeyListParams = {
  skip: number
  limit: number
  /** A name or a prefix, or part of one. */
  search?: string | undefined
  status?: KeyStatus | undefined
}

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  lists: () => [...apiKeyKeys.all, 'list'] as const,
  list: (params: ApiKeyListParams) => [...apiKeyKeys.lists(), params] as const,
  details: () => [...apiKeyKeys.all, 'detail'] as const,
  detail: (id: string) => [...apiKeyKeys.details(), id] as const,
  /** Usage: the dashboard and the reports of one key. */
  usage: (id: string) => [...apiKeyKeys.all, 'usage', id] as const,
  dashboard: (id: string) => [...apiKeyKeys.usage(id), 'dashboard'] as const,
  report: (id: string, type: UsageReportType, selectedDate: string) =>
    [...apiKeyKeys.usage(id), 'report', type, selectedDate] as const,
}

const keyPath = (id: string) => `merchant-api/${encodeURIComponent(id)}`
const usagePath = (id: string) => `merchant-api/auth-key/${encodeURIComponent(id)}`

export const apiKeyQueries = {
  list: (params: ApiKeyListParams) =>
    queryOptions({
      queryKey: apiKeyKeys.list(params),
      // Calls made with a key move its "last used": ask again on every visit.
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<ApiKey>>('POST', 'merchant-api/merchant/list', {
            query: params,
            body: {},
            signal,
          })
        ).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: apiKeyKeys.detail(id),
      staleTime: 0,
      queryFn: ({ signal }) => apiData<ApiKey>('GET', keyPath(id), { signal }),
    }),
  /** Today, the last 30 days (one bucket a Malaysian day) and the operations called most. */
  dashboard: (id: string) =>
    queryOptions({
      queryKey: apiKeyKeys.dashboard(id),
      staleTime: 0,
      queryFn: ({ signal }) => apiData<ApiKeyDashboard>('GET', `${usagePath(id)}/dashboard`, { signal }),
    }),
  /** selectedDate is dd-MM-yyyy (SPEC §9). */
  report: (id: string, type: UsageReportType, selectedDate: string) =>
    queryOptions({
      queryKey: apiKeyKeys.report(id, type, selectedDate),
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<ApiKeyReport>(
          'GET',
          `${usagePath(id)}/reports/${encodeURIComponent(type)}/${encodeURIComponent(selectedDate)}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
}

/** The key as it may be kept: everything but the secret. */
export function withoutSecret({ secret: _secret, ...key }: ApiKeyWithSecret): ApiKey {
  return key
}

/** Keeps a changed key (never its secret) and asks the lists again. */
function useStoreApiKey() {
  const queryClient = useQueryClient()
  return (key: ApiKey) => {
    queryClient.setQueryData(apiKeyKeys.detail(key.id), key)
    return queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() })
  }
}

/** Answers the new key with its secret, once: show it, then let it go. */
export function useCreateApiKey() {
  const store = useStoreApiKey()
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => apiData<ApiKeyWithSecret>('POST', 'merchant-api', { body: input }),
    onSuccess: (created) => store(withoutSecret(created)),
  })
}

export function useUpdateApiKey() {
  const store = useStoreApiKey()
  return useMutation({
    mutationFn: (input: ApiKeyUpdate) => apiData<ApiKey>('PUT', 'merchant-api', { body: input }),
    onSuccess: store,
  })
}

/** A new key replaces this one, which keeps working for the overlap: answers the NEW key with its secret. */
export function useRollApiKey() {
  const queryClient = useQueryClient()
  const store = useStoreApiKey()
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) =>
      apiData<ApiKeyWithSecret>('POST', `${keyPath(id)}/roll`, { body: { overlap_hours: overlapHours } }),
    onSuccess: (rolled, { id }) =>
      Promise.all([
        store(withoutSecret(rolled)),
        // The old key is now expiring (and names the new one).
        queryClient.invalidateQueries({ queryKey: apiKeyKeys.detail(id) }),
      ]),
  })
}

export function useRevokeApiKey() {
  const store = useStoreApiKey()
  return useMutation({
    mutationFn: (id: string) => apiData<ApiKey>('POST', `${keyPath(id)}/revoke`),
    onSuccess: store,
  })
}
