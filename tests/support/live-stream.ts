// Reads a live event stream (src/contract/live.ts) as a console would, for the API and PostgreSQL tests.
import { createParser, type EventSourceMessage } from 'eventsource-parser'

export interface LiveStreamReader {
  /** Every message so far, in order. */
  readonly messages: EventSourceMessage[]
  /** The first message (already read or still to come) that `matches`, or a failure after `ms`. */
  next(matches: (message: EventSourceMessage) => boolean, ms?: number): Promise<EventSourceMessage>
  close(): Promise<void>
}

export function readLiveStream(response: Response): LiveStreamReader {
  if (!response.body) throw new Error(`no stream (${response.status})`)
  const messages: EventSourceMessage[] = []
  const waiters = new Set<() => void>()
  const parser = createParser({
    onEvent: (message) => {
      messages.push(message)
      for (const wake of waiters) wake()
    },
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let ended = false
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      // Cancelled by close().
    }
    ended = true
    for (const wake of waiters) wake()
  })()
  return {
    messages,
    next: (matches, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches)
          if (found) return done(() => resolve(found))
          if (ended) done(() => reject(new Error(`stream ended; heard ${JSON.stringify(messages)}`)))
        }
        const timer = setTimeout(
          () => done(() => reject(new Error(`not heard in ${ms} ms; heard ${JSON.stringify(messages)}`))),
          ms,
        )
        const done = (settle: () => void) => {
          clearTimeout(timer)
          waiters.delete(check)
          settle()
        }
        waiters.add(check)
        check()
      }),
    close: async () => {
      await reader.cancel().catch(() => {})
    },
  }
}
