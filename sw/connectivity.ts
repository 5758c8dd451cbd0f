// The worker's own requests (a store's catalogue refreshed behind a cached answer) are the only sign a
// page gets that the network has gone when they are answered from the cache: the worker tells its pages
// when those requests stop or start reaching the server (src/offline/connectivity.ts listens).
import type { StaleWhileRevalidate } from 'workbox-strategies'
import {
  CONNECTIVITY,
  FROM_CACHE_HEADER,
  type ConnectivityMessage,
} from '../src/offline/connectivity-message.ts'

declare const self: ServiceWorkerGlobalScope

type StrategyPlugin = NonNullable<
  NonNullable<ConstructorParameters<typeof StaleWhileRevalidate>[0]>['plugins']
>[number]

let reachable: boolean | undefined

// Every failure is told (a page opened since the last one starts out believing it is online); a success
// only when it changes what the pages were told.
async function tell(next: boolean): Promise<void> {
  if (next && reachable !== false) {
    reachable = true
    return
  }
  reachable = next
  const message: ConnectivityMessage = { type: CONNECTIVITY, reachable: next }
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

/** The cached answer, marked as such for the page (src/api/client.ts counts only answers from the server). */
function markedFromCache(cached: Response): Response {
  const headers = new Headers(cached.headers)
  headers.set(FROM_CACHE_HEADER, '1')
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers })
}

export const connectivityPlugin: StrategyPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) =>
    Promise.resolve(cachedResponse ? markedFromCache(cachedResponse) : cachedResponse),
  fetchDidSucceed: async ({ response }) => {
    await tell(true)
    return response
  },
  fetchDidFail: async () => {
    await tell(false)
  },
}
