// What a reconnecting console missed (src/contract/live.ts): its account's events after the last one it
// saw, if the gap is inside the replay window; otherwise it is told to refetch everything.
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { LIVE_REPLAY_MINUTES, type LiveEvent } from '../../../src/contract/live.ts'
import { liveEvents } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { toLiveEvent } from './publish.ts'

/** More missed events than this is not a short outage: the console refetches instead. */
const MAX_REPLAY = 500
/** Kept a day: long enough for any replay, short enough that the log stays small. */
const KEPT_HOURS = 24

/** The missed events, or a reset: the gap is past the window, resume from the account's latest id. */
export type Replay = { events: LiveEvent[] } | { reset: true; latestId: number }

export async function latestLiveEventId(deps: Pick<Deps, 'db'>, accountId: string): Promise<number> {
  const [row] = await deps.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(eq(liveEvents.account_id, accountId))
    .orderBy(desc(liveEvents.id))
    .limit(1)
  return row?.id ?? 0
}

export async function replaySince(
  deps: Pick<Deps, 'db'>,
  accountId: string,
  afterId: number,
): Promise<Replay> {
  const rows = await deps.db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.account_id, accountId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(MAX_REPLAY + 1)
  const cutoff = Date.now() - LIVE_REPLAY_MINUTES * 60_000
  if (rows.length > MAX_REPLAY || (rows[0] && rows[0].created_at.getTime() < cutoff))
    return { reset: true, latestId: await latestLiveEventId(deps, accountId) }
  return { events: rows.map(toLiveEvent) }
}

/** Drops what no replay can reach any more. */
export async function pruneLiveEvents(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .delete(liveEvents)
    .where(lt(liveEvents.created_at, sql`now() - make_interval(hours => ${KEPT_HOURS})`))
}
