// Keeps the console's one live event stream open (src/contract/live.ts): reads it, reconnects after a drop
// with the last event id it saw (so the server sends what was missed), waits while the device is offline,
// and treats a stream silent for longer than two heartbeats as dead.
import { createParser } from 'eventsource-parser'
import {
  LIVE_EVENT_TYPES,
  LIVE_EVENTS_PATH,
  LIVE_HEARTBEAT_SECONDS,
  type LiveEvent,
} from '@/contract/live.ts'
import { isOnline, subscribeConnectivity } from '@/offline/connectivity.ts'
import { isLoggedIn } from './session.ts'
import { apiEventStream } from './client.ts'

const SILENT_MS = LIVE_HEARTBEAT_SECONDS * 2 * 1000 + 5000
const FIRST_RETRY_MS = 1000
const MAX_RETRY_MS = 15_000

export interface LiveHandlers {
  event(event: LiveEvent): void
  /**
   * The stream is back after a failure, or the server said the gap was too long (`reset`): what is shown
   * may be out of date.
   */
  resync(): void
}

const isLiveType = (type: string | undefined): type is LiveEvent['type'] =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(type ?? '')

/** Opens the stream and keeps it open until the answer is called. */
export function keepLiveStream(handlers: LiveHandlers): () => void {
  let stopped = false
  let lastEventId: string | undefined
  let current: AbortController | undefined
  let wake: (() => void) | undefined
  const unsubscribe = subscribeConnectivity(() => {
    if (isOnline()) wake?.()
  })
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })

  async function readOnce(): Promise<boolean> {
    const aborter = new AbortController()
    current = aborter
    let silence: ReturnType<typeof setTimeout> | undefined
    const heard = () => {
      clearTimeout(silence)
      silence = setTimeout(() => aborter.abort(), SILENT_MS)
    }
    let connected = false
    let renew = (_token: string) => {}
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id
        if (message.event === 'session') renew((JSON.parse(message.data) as { token: string }).token)
        else if (message.event === 'reset') handlers.resync()
        else if (isLiveType(message.event)) handlers.event(JSON.parse(message.data) as LiveEvent)
      },
    })
    try {
      const stream = await apiEventStream(LIVE_EVENTS_PATH, {
        signal: aborter.signal,
        headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
      })
      const { body } = stream
      renew = stream.renew
      connected = true
      heard()
      const reader = body.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        heard()
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } catch {
      // Dropped, refused or offline: the loop decides when to try again.
    } finally {
      clearTimeout(silence)
    }
    return connected
  }

  void (async () => {
    let retryMs = FIRST_RETRY_MS
    let failed = false
    while (!stopped && isLoggedIn()) {
      if (!isOnline()) {
        failed = true
        await pause(MAX_RETRY_MS)
        continue
      }
      const connected = await readOnce()
      if (stopped) break
      // Back after a failure: events were replayed, but a list refetched once is sure to be current.
      if (connected && failed) handlers.resync()
      failed = !connected || !isOnline()
      // A stream the server ended on schedule is reopened at once; a failure waits a little longer each time.
      retryMs = connected ? FIRST_RETRY_MS : Math.min(retryMs * 2, MAX_RETRY_MS)
      await pause(connected ? 0 : retryMs)
    }
  })()

  return () => {
    stopped = true
    unsubscribe()
    current?.abort()
    wake?.()
  }
}
