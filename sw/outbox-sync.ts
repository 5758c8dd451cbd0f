// Background Sync for the checkout outbox: the page registers OUTBOX_SYNC_TAG when an order is queued; the
// browser fires `sync` once the network is back (even with the tab closed) and this replays the same Dexie
// outbox with the same idempotency keys. Failing the event while entries still wait makes the browser
// retry later with its own backoff.
import { OUTBOX_SYNC_TAG, replayOutbox } from '../src/offline/outbox.ts'

/** Background Sync is not in TypeScript's WebWorker lib (it is Chromium-only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

export function registerOutboxSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== OUTBOX_SYNC_TAG) return
    sync.waitUntil(
      replayOutbox((input, init) => fetch(input, init)).then((waiting) => {
        if (waiting > 0) throw new Error(`${waiting} queued order(s) still waiting for the network`)
      }),
    )
  })
}
