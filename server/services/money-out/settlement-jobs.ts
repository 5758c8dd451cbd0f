// The durable jobs of settlement: the run on each business day, and releasing a settlement's reserve.
import { and, eq, isNull } from 'drizzle-orm'
import { settlements } from '../../db/schema/index.ts'
import type { JobHandler } from '../../jobs/queue.ts'
import { postReserveRelease } from '../ledger.ts'
import { ensureSettlementRun, settleDuePayments } from './settlements.ts'

export const runSettlement: JobHandler = async (deps, payload) => {
  const now = deps.clock.now()
  // The run's own business-day time (never ahead of the clock); older jobs without one run as of now.
  const scheduled = typeof payload.run_at === 'string' ? new Date(payload.run_at) : now
  const runAt = Number.isNaN(scheduled.getTime()) || scheduled > now ? now : scheduled
  const written = await settleDuePayments(deps, runAt)
  if (written > 0) deps.log.info('settlement run', { settlements: written, run_at: runAt.toISOString() })
  // The next run; this one is still 'running', so only another queued run would make it a duplicate.
  await ensureSettlementRun(deps, runAt, ['queued'])
}

export const releaseReserve: JobHandler = async (deps, payload) => {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const [released] = await tx
      .update(settlements)
      .set({ reserve_released_at: now })
      .where(and(eq(settlements.id, String(payload.settlement_id)), isNull(settlements.reserve_released_at)))
      .returning()
    if (released && released.reserve_sen > 0)
      await postReserveRelease(
        { ...deps, db: tx },
        released.account_id,
        released.settlement_no,
        released.reserve_sen,
        now,
      )
  })
}
