// The console's live event stream (src/contract/live.ts) as server-sent events: what the caller missed
// first (Last-Event-ID), then each event of the caller's account as it commits (server/services/live/hub.ts),
// a heartbeat comment between, and an end after LIVE_STREAM_MINUTES so the session is checked again.
import { LIVE_HEARTBEAT_SECONDS, LIVE_STREAM_MINUTES, type LiveEvent } from '../../src/contract/live.ts'
import type { Deps } from '../deps.ts'
import type { LiveHub } from '../services/live/hub.ts'
import { latestLiveEventId, replaySince } from '../services/live/replay.ts'

/** How long the browser waits before it reconnects a dropped stream (the SSE `retry:` field). */
const RETRY_MS = 2000
/** Ids already sent on this stream, so an event heard both live and in a catch-up goes once. */
const REMEMBERED_IDS = 1000

const encoder = new TextEncoder()
const frame = (id: number, type: string, data: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * Opens a stream for one account. The first reads happen before it answers, so a database that cannot be
 * reached gives the usual error envelope instead of a stream that dies at once.
 */
export async function openLiveStream(
  deps: Pick<Deps, 'db' | 'log'>,
  hub: LiveHub,
  accountId: string,
  lastEventId: number | undefined,
  aborted: AbortSignal,
  renewedToken?: string,
): Promise<ReadableStream<Uint8Array>> {
  let write: (text: string) => void = () => {}
  let close = () => {}
  let lastSent = lastEventId ?? 0
  const sent = new Set<number>()
  const held: LiveEvent[] = []
  let open = false
  const send = (event: LiveEvent) => {
    if (sent.has(event.id)) return
    sent.add(event.id)
    if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!)
    lastSent = Math.max(lastSent, event.id)
    write(frame(event.id, event.type, event))
  }
  const catchUp = async () => {
    const replay = await replaySince(deps, accountId, lastSent)
    if ('reset' in replay) {
      lastSent = replay.latestId
      write(frame(lastSent, 'reset', {}))
    } else replay.events.forEach(send)
  }
  // Listening before the first read: an event committed meanwhile is held, not lost.
  const unsubscribe = hub.subscribe(accountId, {
    event: (event) => (open ? send(event) : held.push(event)),
    catchUp: () =>
      void catchUp().catch((error: unknown) =>
        deps.log.error('live events not caught up', { error: String(error) }),
      ),
    end: () => close(),
  })
  let first: string
  let missed: LiveEvent[] = []
  try {
    if (lastEventId === undefined) {
      lastSent = await latestLiveEventId(deps, accountId)
      first = frame(lastSent, 'ready', {})
    } else {
      const replay = await replaySince(deps, accountId, lastEventId)
      if ('reset' in replay) {
        lastSent = replay.latestId
        first = frame(lastSent, 'reset', {})
      } else {
        first = frame(lastEventId, 'ready', {})
        missed = replay.events
      }
    }
  } catch (error) {
    unsubscribe()
    throw error
  }
  const startedAt = lastSent
  let heartbeat: NodeJS.Timeout | undefined
  let lifetime: NodeJS.Timeout | undefined
  const end = () => {
    clearInterval(heartbeat)
    clearTimeout(lifetime)
    unsubscribe()
    write = () => {}
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      write = (text) => controller.enqueue(encoder.encode(text))
      write(`retry: ${RETRY_MS}\n`)
      if (renewedToken) write(`event: session\ndata: ${JSON.stringify({ token: renewedToken })}\n\n`)
      write(first)
      open = true
      missed.forEach(send)
      // Held events at or before the first id were already in the log when it was read.
      held.filter((event) => event.id > startedAt).forEach(send)
      heartbeat = setInterval(() => write(': heartbeat\n\n'), LIVE_HEARTBEAT_SECONDS * 1000)
      close = () => {
        end()
        close = () => {}
        controller.close()
      }
      lifetime = setTimeout(() => close(), LIVE_STREAM_MINUTES * 60_000)
      aborted.addEventListener('abort', end, { once: true })
    },
    cancel: end,
  })
}
