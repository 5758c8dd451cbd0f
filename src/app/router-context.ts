// What every route's loader and beforeLoad receive from createRouter({ context }).
import type { QueryClient } from '@tanstack/react-query'

export interface RouterContext {
  queryClient: QueryClient
}
