// What the service worker tells its pages when its own requests find the network gone or back
// (sw/connectivity.ts sends it; src/offline/connectivity.ts listens).
export const CONNECTIVITY = 'NIAGA_CONNECTIVITY'

/** Marks an answer the worker gave from its cache: it proves nothing about reaching the server. */
export const FROM_CACHE_HEADER = 'x-niaga-from-cache'

export interface ConnectivityMessage {
  type: typeof CONNECTIVITY
  reachable: boolean
}
