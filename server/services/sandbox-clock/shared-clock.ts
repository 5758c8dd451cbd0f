// The sandbox clock's offset lives in the database as well as in memory, so every process on one
// PostgreSQL keeps one time (a clock moved through one API process moves the others and the job runner),
// and a restart does not take time back to before records the sandbox has already dated.
import { sql } from 'drizzle-orm'
import { SandboxClock, type MovableClock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { sandboxClock } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

const CLOCK_CHANNEL = 'niaga_sandbox_clock'

/** Takes the stored offset now and every offset another process records from now on. */
export async function followSharedClock(
  database: Database,
  clock: SandboxClock,
): Promise<() => Promise<void>> {
  const load = async () => {
    const [row] = await database.db.select({ offset: sandboxClock.offset_ms }).from(sandboxClock)
    // Never backwards: the clock only moves on, and a late notification must not undo a newer one.
    if (row && row.offset > clock.offset) clock.offset = row.offset
  }
  await load()
  return database.listen(CLOCK_CHANNEL, {
    onNotify: (payload) => {
      const offset = Number(payload)
      if (Number.isFinite(offset) && offset > clock.offset) clock.offset = offset
    },
    // Back after a dropped connection: what was missed is in the table.
    onListening: (listening) => void (listening ? load().catch(() => {}) : undefined),
  })
}

/**
 * Moves the clock on by `ms` for every process: the database adds to the stored offset (so two processes
 * moving it at once both count), this process takes the sum, and the others hear it. A clock that is not the
 * sandbox's (a test clock) just moves.
 */
export async function advanceSharedClock(
  deps: Pick<Deps, 'db'> & { clock: MovableClock },
  ms: number,
): Promise<void> {
  const { db, clock } = deps
  if (!(clock instanceof SandboxClock)) return clock.advance(ms)
  const offset = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sandboxClock)
      .values({ id: 1, offset_ms: clock.offset + ms })
      .onConflictDoUpdate({
        target: sandboxClock.id,
        set: { offset_ms: sql`${sandboxClock.offset_ms} + ${ms}`, updated_at: sql`now()` },
      })
      .returning({ offset: sandboxClock.offset_ms })
    await tx.execute(sql`select pg_notify(${CLOCK_CHANNEL}, ${String(row!.offset)})`)
    return row!.offset
  })
  // Our own notification may have set it already.
  if (offset > clock.offset) clock.offset = offset
}
