// navigator.onLine as React state, for the offline badges.
import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnlineStatus(): boolean {
  // A page drawn on the server (server/http/first-screen.ts) was online when it was asked for.
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}
