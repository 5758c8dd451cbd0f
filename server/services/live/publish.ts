// Publishing a live event (src/contract/live.ts): a row in the account's live log and a NOTIFY, both in the
// transaction that made the change, so an event is heard only if its change committed, and by every API
// process (PGlite in process, PostgreSQL through LISTEN: server/services/live/hub.ts).
import { sql } from 'drizzle-orm'
import type { LiveEvent, LiveEventType } from '../../../src/contract/live.ts'
import { liveEvents } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

export const LIVE_CHANNEL = 'niaga_live'

/** What a live event carries of a webhook payload: enough to show a cue without a fetch. */
const SHOWN_FACTS = ['amount', 'invoice_no', 'order_no', 'channel', 'status'] as const

export interface NewLiveEvent {
  accountId: string
  type: LiveEventType
  subjectId: string | null
  data: Record<string, unknown>
}

/** A live event as the NOTIFY payload carries it: the stream's event and the account it belongs to. */
export interface HeardLiveEvent extends LiveEvent {
  account_id: string
}

export const shownFacts = (payload: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    SHOWN_FACTS.filter((key) => payload[key] !== undefined).map((key) => [key, payload[key]]),
  )

export const toLiveEvent = (row: typeof liveEvents.$inferSelect): LiveEvent => ({
  id: row.id,
  type: row.type as LiveEventType,
  subject_id: row.subject_id,
  data: row.data,
  created_at: row.created_at.toISOString(),
})

/** Call it inside the transaction that made the change. */
export async function publishLive(deps: Pick<Deps, 'db'>, event: NewLiveEvent): Promise<void> {
  const { db } = deps
  const [row] = await db
    .insert(liveEvents)
    .values({ account_id: event.accountId, type: event.type, subject_id: event.subjectId, data: event.data })
    .returning()
  const heard: HeardLiveEvent = { ...toLiveEvent(row!), account_id: event.accountId }
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(heard)})`)
}
