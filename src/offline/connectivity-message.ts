// What the service worker tells its pages when its own requests find the network gone or back
// (sw/connectivity.ts sends it; src/offline/connectivity.ts listens).
export const CONNECTIVITY = 'NIAGA_CONNECTIVITY'

export interface ConnectivityMessage {
  type: typeof CONNECTIVITY
  reachable: boolean
}
