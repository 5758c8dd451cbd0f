// The page's side of the outbox replay (ARCHITECTURE §6): on app start, whenever the network returns, again
// with backoff while orders stay queued on an online browser, on the shopper's "Send now", and by asking the
// service worker for a Background Sync where the browser has one (Chromium), so a queued order is sent even
// after the shopper closed the tab.
import { OUTBOX_SYNC_TAG, replayOutbox } from './outbox.ts'

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

/** Asks the service worker to replay the outbox when the network is back; a no-op without Background Sync. */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: SyncManagerLike
    }
    await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Refused (no permission, private mode): the `online` event and the next app start still replay.
  }
}

/** Waits between replays while queued orders remain and the browser is online: 2 s, doubling to 60 s. */
export const RETRY_DELAYS_MS = { first: 2_000, max: 60_000 }

/** The wait before the next retry, after `failures` replays in a row that left orders waiting. */
export const retryDelay = (failures: number) =>
  Math.min(RETRY_DELAYS_MS.max, RETRY_DELAYS_MS.first * 2 ** Math.max(0, failures - 1))

let started = false
let failures = 0
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Sends what the outbox holds now, and while orders stay queued on an online browser (a 503, a 429), tries
 * again with a growing wait: Safari and Firefox have no Background Sync, so the open page is what retries.
 */
export async function sendQueuedNow(): Promise<void> {
  clearTimeout(timer)
  timer = undefined
  if (!navigator.onLine) return
  const waiting = await replayOutbox().catch(() => 1)
  if (waiting > 0) retrySoon()
  else failures = 0
}

/** An order is still waiting (the server could not take it now): try again after the next wait. */
export function retrySoon(): void {
  if (timer !== undefined || !navigator.onLine) return
  failures += 1
  timer = setTimeout(() => void sendQueuedNow(), retryDelay(failures))
}

/** Starts replaying once per page: now, on every `online` event, and on the retry schedule above. */
export function startOutboxReplay(): void {
  if (started) return
  started = true
  window.addEventListener('online', () => {
    failures = 0
    void sendQueuedNow()
  })
  void sendQueuedNow()
}
