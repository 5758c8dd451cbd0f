// A tiny event bus from the HTTP client up to the app shell: the client cannot import the UI (lint rule),
// so it announces what the user must see or what must happen, and src/app subscribes.
import type { Envelope } from '@/contract/envelope.ts'

export type ApiEvent =
  /** A non-success response code that was not suppressed: the shared error dialog shows it. */
  | { type: 'error-dialog'; envelope: Envelope }
  /** fetch failed or the body was not an envelope (SPEC §8 "handlecatch Error"). */
  | { type: 'network-error'; title: string; message: string }
  /**
   * A save that asked for it (RequestOptions.successDialog) succeeded: the shared "Success" dialog shows it.
   */
  | { type: 'success-dialog'; envelope: Envelope }
  /** The session is gone (logout or a fatal code): the shell clears the query cache and goes to /login. */
  | { type: 'session-ended' }

type Listener = (event: ApiEvent) => void

const listeners = new Set<Listener>()

export function subscribeApiEvents(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of [...listeners]) listener(event)
}
