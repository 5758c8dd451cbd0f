// The durable jobs of settlement: the run on each business day, and releasing a settlement's reserve.
import { and, eq, isNull } from 'drizzle-orm'
import { settlements } from '../../db/schema/index.ts'
import type { JobHandler } from '../../jobs/queue.ts'
import { postReserveRelease } from '../ledger.ts'
import { ensureSettlementRun, settleDuePayments } from './settlements.ts'

export const runSettlement: JobHandler = async (deps) => {
  const now = deps.clock.now()
  const written = await settleDuePayments(deps.db, now)
  if (written > 0) deps.log.info('settlement run', { settlements: written })
  // The next run; this one is still 'running', so only another queued run would make it a duplicate.
  await ensureSettlementRun(deps.db, now, ['queued'])
}

export const releaseReserve: JobHandler = async (deps, payload) => {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const [released] = await tx
      .update(settlements)
      .set({ reserve_released_at: now })
      .where(and(eq(settlements.id, String(payload.settlement_id)), isNull(settlements.reserve_released_at)))
      .returning()
    if (released && released.reserve_sen > 0) await postReserveRelease(tx, released.account_id, released.settlement_no, released.reserve_sen, now)
  })
}
