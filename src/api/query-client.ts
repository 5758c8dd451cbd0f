// One QueryClient for the console, persisted to localStorage so the last loaded data stays readable offline.
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { ApiError } from './client.ts'
import { isLoggedIn } from './session.ts'

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

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let sessionEnded = false

/**
 * SPEC §4: a logout or a fatal code empties local storage. The app clears its cache then, and the persister
 * would save that cache again a moment later (its writes wait up to a second), so the saved cache is removed
 * and nothing is saved again until someone signs in.
 */
export function forgetSavedCache(storage: CacheStorage | undefined = safeLocalStorage()): void {
  sessionEnded = true
  storage?.removeItem(QUERY_CACHE_STORAGE_KEY)
}

/** The storage the persister writes to: none of it after a session ended, until the next sign-in. */
export function cacheStorage(
  storage: CacheStorage | undefined,
  signedIn: () => boolean = isLoggedIn,
): CacheStorage | undefined {
  if (!storage) return undefined
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (sessionEnded && !signedIn()) return
      sessionEnded = false
      storage.setItem(key, value)
    },
    removeItem: (key) => storage.removeItem(key),
  }
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: cacheStorage(safeLocalStorage()),
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
