// The update offer (ARCHITECTURE §6): when a new service worker is installed and waiting, every page offers
// "A new version of Niaga is available — Reload". Reload tells the waiting worker to take over
// (SKIP_WAITING) and reloads once it controls the page; "Later" keeps the half-filled form the shopper or
// merchant is working on. The registration (src/app/shell/service-worker.ts) reports the waiting worker
// here; each app draws the prompt in its own style (the console's src/app/shell/update-prompt.tsx, the
// public pages' src/public-ui/update-prompt.tsx).
import { useSyncExternalStore } from 'react'

let waiting: ServiceWorker | null = null
const listeners = new Set<() => void>()

function publish(next: ServiceWorker | null) {
  waiting = next
  for (const listener of listeners) listener()
}

/** Called by the registration when a new worker waits to activate. */
export function offerUpdate(worker: ServiceWorker): void {
  publish(worker)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** "Reload": the waiting worker takes over, and the page reloads once it controls it. */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  worker.postMessage({ type: 'SKIP_WAITING' })
}

/** The waiting worker, while an update is on offer. */
export function useWaitingUpdate(): ServiceWorker | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  )
}

/** "Later": the offer goes until the next new version. */
export const dismissUpdate = () => publish(null)
