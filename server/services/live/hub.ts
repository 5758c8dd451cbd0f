// Hands each account's live events to the consoles of that account open on this process. One LISTEN per
// process feeds it (server/db/client.ts: in process on PGlite, a connection of its own on PostgreSQL, so an
// event committed by any process reaches every process). While a PostgreSQL listener reconnects, events can
// go unheard: every open stream then catches up from the log (replay.ts).
import type { Database } from '../../db/client.ts'
import type { LiveEvent } from '../../../src/contract/live.ts'
import type { Deps } from '../../deps.ts'
import { LIVE_CHANNEL, type HeardLiveEvent } from './publish.ts'
import { pruneLiveEvents } from './replay.ts'

const PRUNE_EVERY_MS = 60 * 60_000

export interface LiveSubscriber {
  /** An event of the subscriber's account, as it commits. */
  event(event: LiveEvent): void
  /** Events may have gone unheard: read the log for what came after the last one sent. */
  catchUp(): void
  /** The server is stopping: end the stream (the console reconnects to another process or later). */
  end(): void
}

export interface LiveHub {
  subscribe(accountId: string, subscriber: LiveSubscriber): () => void
  /** Open streams on this process, for tests and the bench. */
  size(): number
  stop(): Promise<void>
}

export async function startLiveHub(
  database: Pick<Database, 'listen'>,
  deps: Pick<Deps, 'db' | 'log'>,
): Promise<LiveHub> {
  const { log } = deps
  const byAccount = new Map<string, Set<LiveSubscriber>>()
  const each = (run: (subscriber: LiveSubscriber) => void) => {
    for (const subscribers of byAccount.values()) for (const subscriber of subscribers) run(subscriber)
  }
  const stopListening = await database.listen(LIVE_CHANNEL, {
    onNotify: (payload) => {
      let heard: HeardLiveEvent
      try {
        heard = JSON.parse(payload) as HeardLiveEvent
      } catch {
        return log.error('live event not understood', { payload: payload.slice(0, 200) })
      }
      const { account_id, ...event } = heard
      for (const subscriber of byAccount.get(account_id) ?? []) subscriber.event(event)
    },
    onListening: (listening) => {
      if (listening) each((subscriber) => subscriber.catchUp())
    },
  })
  const prune = () =>
    void pruneLiveEvents(deps).catch((error: unknown) =>
      log.error('old live events not pruned', { error: String(error) }),
    )
  prune()
  const pruning = setInterval(prune, PRUNE_EVERY_MS)
  pruning.unref()
  return {
    subscribe(accountId, subscriber) {
      const subscribers = byAccount.get(accountId) ?? new Set()
      subscribers.add(subscriber)
      byAccount.set(accountId, subscribers)
      return () => {
        subscribers.delete(subscriber)
        if (subscribers.size === 0) byAccount.delete(accountId)
      }
    },
    size: () => [...byAccount.values()].reduce((sum, subscribers) => sum + subscribers.size, 0),
    stop: async () => {
      clearInterval(pruning)
      each((subscriber) => subscriber.end())
      await stopListening()
    },
  }
}
