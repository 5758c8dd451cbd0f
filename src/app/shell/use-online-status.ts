// Whether the device can reach Niaga (src/offline/connectivity.ts) as React state, for the offline badges.
import { useSyncExternalStore } from 'react'
import { isOnline, subscribeConnectivity } from '@/offline/connectivity.ts'

export function useOnlineStatus(): boolean {
  // A page drawn on the server (server/http/first-screen.ts) was online when it was asked for.
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true)
}
