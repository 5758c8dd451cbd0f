// Moving the sandbox clock: every service reads time from deps.clock, so advancing it makes expiries,
// idempotency leases, settlements, payouts and retries come due without waiting.
import { eq } from 'drizzle-orm'
import { conflict } from '../../errors.ts'
import type { Caller, Deps } from '../../deps.ts'
import { isMovable } from '../../clock.ts'
import { sessions } from '../../db/schema/index.ts'
import type { SandboxClockView } from '../../../src/contract/sandbox-clock.ts'
import { signAccessToken } from '../auth/tokens.ts'
import { runDueJobs } from '../../jobs/queue.ts'
import { MONEY_JOB_HANDLERS } from '../../jobs/handlers.ts'
import { advanceSharedClock } from './shared-clock.ts'

export function clockView(deps: Deps): SandboxClockView {
  const now = deps.clock.now()
  return { now: now.toISOString(), offset_seconds: Math.round((now.getTime() - Date.now()) / 1000) }
}

/**
 * Moves the clock on for everyone. Sessions count on the same clock, so the caller's own session moves with
 * it and the answer carries a fresh access token: the console that moved time stays logged in; every other
 * session ages by the time moved.
 */
export async function advanceClock(
  deps: Deps,
  caller: Caller,
  seconds: number,
): Promise<{ view: SandboxClockView; token: string }> {
  const { clock } = deps
  if (!isMovable(clock)) throw conflict('This server’s clock cannot be moved')
  await advanceSharedClock({ ...deps, clock }, seconds * 1000)
  deps.log.info('sandbox clock advanced', { seconds })
  // Money that came due moves before the answer (settlements, reserve releases, payout steps), so the
  // console that moved the clock sees it at once; callbacks stay with the runner (they wait on the network).
  while ((await runDueJobs(deps, MONEY_JOB_HANDLERS, 100)) > 0);
  const [session] = await deps.db
    .select({ expires_at: sessions.expires_at })
    .from(sessions)
    .where(eq(sessions.id, caller.sessionId))
  const expiresAt = new Date((session?.expires_at.getTime() ?? 0) + seconds * 1000)
  await deps.db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.id, caller.sessionId))
  const now = deps.clock.now()
  const ttl = Math.max(
    1,
    Math.min(deps.config.accessTokenTtlSeconds, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  )
  return {
    view: clockView(deps),
    token: await signAccessToken(deps.config.jwtSecret, caller.userId, caller.sessionId, now, ttl),
  }
}
