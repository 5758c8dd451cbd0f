// The page's side of the outbox replay (ARCHITECTURE §6): on app start, whenever the network returns, and
// by asking the service worker for a Background Sync where the browser has one (Chromium), so a queued
// order is sent even after the shopper closed the tab.
import { OUTBOX_SYNC_TAG, replayOutbox } from './outbox.ts'

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

/** Asks the service worker to replay the outbox when the network is back; a no-op without Background Sync. */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike }
    await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Refused (no permission, private mode): the `online` event and the next app start still replay.
  }
}

let started = false

/** Starts replaying once per page: now, and on every `online` event. */
export function startOutboxReplay(): void {
  if (started) return
  started = true
  const replay = () => {
    if (navigator.onLine) void replayOutbox().catch(() => undefined)
  }
  window.addEventListener('online', replay)
  replay()
}
