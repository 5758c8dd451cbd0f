// The storefront's own QueryClient, in memory: the console's client is persisted to localStorage, and a
// shopper's pages must not load or grow the console's cache. Offline, the catalogue comes from the service
// worker's cache (stale-while-revalidate), so queries must still ask the network: 'offlineFirst'.
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client.ts'

export const storefrontQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      staleTime: 30_000,
      gcTime: 30 * 60_000,
      // The server answered: asking again gives the same answer. A flaky mobile network earns retries.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
    mutations: { retry: false },
  },
})
