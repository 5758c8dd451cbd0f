// What every route's loader and beforeLoad receive from createRouter({ context }): the console's persisted
// QueryClient and the public pages' own in-memory ones (payment data and a shopper's catalogue are never
// written to the console's localStorage cache), so each loader fills the cache its page reads.
import type { QueryClient } from '@tanstack/react-query'

export interface RouterContext {
  queryClient: QueryClient
  payQueryClient: QueryClient
  storefrontQueryClient: QueryClient
}
