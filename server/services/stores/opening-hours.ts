// A store's opening days and hours: seven rows, one per day of the week, set together.
import { asc, eq } from 'drizzle-orm'
import type { OpeningDay } from '../../../src/contract/stores.ts'
import { openingDays } from '../../db/schema/index.ts'
import { conflict } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

interface DayInput {
  day_of_week: number
  is_open: boolean
  opens_at?: string | null | undefined
  closes_at?: string | null | undefined
}

export async function readOpeningDays(deps: Deps, storeId: string): Promise<OpeningDay[]> {
  const { db } = deps
  const rows = await db
    .select()
    .from(openingDays)
    .where(eq(openingDays.store_id, storeId))
    .orderBy(asc(openingDays.day_of_week))
  return rows.map((row) => ({
    day_of_week: row.day_of_week,
    is_open: row.is_open,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
  }))
}

/** Writes all seven days; `mode` says whether hours may already exist (edit) or must not (create). */
export async function saveOpeningDays(
  deps: Deps,
  accountId: string,
  storeId: string,
  days: DayInput[],
  mode: 'create' | 'edit',
) {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: openingDays.id })
      .from(openingDays)
      .where(eq(openingDays.store_id, storeId))
    if (mode === 'create' && existing.length > 0)
      throw conflict('This store has opening hours already: edit them instead')
    await tx.delete(openingDays).where(eq(openingDays.store_id, storeId))
    await tx.insert(openingDays).values(
      days.map((day) => ({
        account_id: accountId,
        store_id: storeId,
        day_of_week: day.day_of_week,
        is_open: day.is_open,
        // A closed day keeps no times, so the storefront never shows stale ones.
        opens_at: day.is_open ? (day.opens_at ?? null) : null,
        closes_at: day.is_open ? (day.closes_at ?? null) : null,
        created_at: now,
        updated_at: now,
      })),
    )
  })
  return readOpeningDays(deps, storeId)
}
