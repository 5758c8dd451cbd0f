// The payment pages' own QueryClient. The console's client is persisted to localStorage (offline console);
// payment data must never be written there (ARCHITECTURE §5, §6: payment calls are network-only), so the
// payer pages keep theirs in memory only and forget it when the tab closes.
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client.ts'

export const payQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      staleTime: 0,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: true,
      // The server answered: asking again gives the same answer. A flaky mobile network earns retries.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
    mutations: { retry: false },
  },
})
