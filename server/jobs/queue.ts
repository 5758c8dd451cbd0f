// Durable jobs in the database. A job is claimed with FOR UPDATE SKIP LOCKED, so several API processes on
// one PostgreSQL share the work without running a job twice; a crashed claim is retried after its lease.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import { jobs } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'
import type { Deps } from '../deps.ts'

export type JobHandler = (deps: Deps, payload: Record<string, unknown>, attempt: number) => Promise<void>

const LEASE_MS = 60_000

export async function enqueue(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAt: Date,
  maxAttempts = 8,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload, run_at: runAt, max_attempts: maxAttempts, created_at: runAt, updated_at: runAt })
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at one hour. */
export const retryDelayMs = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1))

/** Claims the next due job of one of `kinds` (a runner never takes a job it has no handler for). */
async function claim(deps: Deps, kinds: string[]) {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.run_at, now)),
            and(eq(jobs.status, 'running'), lte(jobs.locked_until, now)),
          ),
        ),
      )
      .orderBy(jobs.run_at)
      .limit(1)
      .for('update', { skipLocked: true })
    if (!job) return undefined
    await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        locked_until: new Date(now.getTime() + LEASE_MS),
        updated_at: now,
      })
      .where(eq(jobs.id, job.id))
    return { ...job, attempts: job.attempts + 1 }
  })
}

/** Runs every due job once; answers how many ran. Used by the runner's timer and by tests. */
export async function runDueJobs(
  deps: Deps,
  handlers: Record<string, JobHandler>,
  limit = 20,
): Promise<number> {
  let ran = 0
  const kinds = Object.keys(handlers)
  for (; ran < limit; ran++) {
    const job = await claim(deps, kinds)
    if (!job) break
    const handler = handlers[job.kind]
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`)
      await handler(deps, job.payload, job.attempts)
      await deps.db
        .update(jobs)
        .set({ status: 'done', locked_until: null, updated_at: deps.clock.now() })
        .where(eq(jobs.id, job.id))
    } catch (error) {
      const now = deps.clock.now()
      const dead = job.attempts >= job.max_attempts
      await deps.db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'queued',
          run_at: new Date(now.getTime() + retryDelayMs(job.attempts)),
          locked_until: null,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          updated_at: now,
        })
        .where(eq(jobs.id, job.id))
    }
  }
  return ran
}

/** Polls for due jobs until stopped. */
export function startJobRunner(deps: Deps, handlers: Record<string, JobHandler>, intervalMs = 1000) {
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    runDueJobs(deps, handlers)
      .catch((error: unknown) => deps.log.error('job runner failed', { error: String(error) }))
      .finally(() => {
        busy = false
      })
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
