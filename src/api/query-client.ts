// One QueryClient for the console, persisted to localStorage so the last loaded data stays readable offline.
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { ApiError } from './client.ts'

/** Persisted data must outlive a day offline; the cache is kept (and saved) as long. */
export const QUERY_GC_TIME_MS = 24 * 60 * 60 * 1000
export const QUERY_CACHE_STORAGE_KEY = 'niagaQueryCache'
/** Bump when a cached response shape changes, so old persisted data is dropped instead of misread. */
const CACHE_BUSTER = 'v2'

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // The server answered: asking again gives the same answer (and another error dialog).
  if (error instanceof ApiError) return false
  return failureCount < 2
}

/**
 * Bills, collections and payment records change when a payer pays, not when the merchant acts, so their
 * queries are always stale: a page shows what it has at once and asks the server again on every visit.
 */
export const PAYER_DRIVEN_STALE_TIME = 0

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 'online' would pause offline and never show that the request failed; we want to try the network.
        networkMode: 'offlineFirst',
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        retry: shouldRetryQuery,
      },
      // 'online' would hold a save offline with its button on "Saving" and no word why: send it, and the
      // client says the device is offline (src/api/client.ts).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: safeLocalStorage(),
      key: QUERY_CACHE_STORAGE_KEY,
      throttleTime: 1000,
    }),
    maxAge: QUERY_GC_TIME_MS,
    buster: CACHE_BUSTER,
    // Queries marked meta.persist = false (secrets) live in memory only, never in localStorage.
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    },
  }
}
