// Fixed-window counters kept in the database, so every API process sharing it enforces one limit.
import { eq, sql } from 'drizzle-orm'
import { rateLimits } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

export interface Limit {
  key: string
  max: number
  windowSeconds: number
}

/** Seconds until the window resets when the key is at its limit, else 0. Does not count. */
export async function blockedFor(deps: Deps, limit: Limit): Promise<number> {
  const [row] = await deps.db.select().from(rateLimits).where(eq(rateLimits.key, limit.key))
  if (!row) return 0
  const resetsAt = row.window_started_at.getTime() + limit.windowSeconds * 1000
  const now = deps.clock.now().getTime()
  if (resetsAt <= now || row.hits < limit.max) return 0
  return Math.ceil((resetsAt - now) / 1000)
}

/**
 * Counts one hit, starting a new window when the old one has passed; answers the count and when it resets.
 */
export async function hit(deps: Deps, limit: Limit): Promise<{ hits: number; resetsAt: Date }> {
  const now = deps.clock.now()
  const nowText = now.toISOString()
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString()
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key: limit.key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.window_started_at} <= ${windowStart}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${rateLimits.window_started_at} <= ${windowStart}::timestamptz then ${nowText}::timestamptz else ${rateLimits.window_started_at} end`,
      },
    })
    .returning({ hits: rateLimits.hits, started: rateLimits.window_started_at })
  return { hits: row!.hits, resetsAt: new Date(row!.started.getTime() + limit.windowSeconds * 1000) }
}

export async function reset(deps: Deps, key: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key))
}
