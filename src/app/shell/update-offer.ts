// The update offer (ARCHITECTURE §6): when a new service worker is installed and waiting, every page offers
// "A new version of Niaga is available — Reload". Reload tells the waiting worker to take over
// (SKIP_WAITING) and reloads once it controls the page; "Later" keeps the half-filled form the shopper or
// merchant is working on. The registration (src/app/shell/service-worker.ts) reports the waiting worker
// here; each app draws the prompt in its own style (the console's src/app/shell/update-prompt.tsx, the
// public pages' src/public-ui/update-prompt.tsx).
import { useSyncExternalStore } from 'react'
import type { Workbox } from 'workbox-window'

export const UPDATE_MESSAGE = 'A new version of Niaga is available'

let waiting: Workbox | null = null
const listeners = new Set<() => void>()

function publish(next: Workbox | null) {
  waiting = next
  for (const listener of listeners) listener()
}

/** Called by the registration when a new worker waits to activate. */
export function offerUpdate(wb: Workbox): void {
  publish(wb)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function applyUpdate(wb: Workbox): void {
  wb.addEventListener('controlling', () => window.location.reload())
  wb.messageSkipWaiting()
}

/** The waiting worker, while an update is on offer. */
export function useWaitingUpdate(): Workbox | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  )
}

/** "Later": the offer goes until the next new version. */
export const dismissUpdate = () => publish(null)
