// Limits on how many records of a kind a parent holds (plans, success fields, categories, rates per
// zone): checked before the insert, so answers can declare how long their lists are.
import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { conflict } from '../errors.ts'
import type { Deps } from '../deps.ts'

/** 4090 with `description` when adding `adding` rows would take `where`'s rows of `table` past `max`. */
export async function requireRoom(
  deps: Deps,
  table: PgTable,
  where: SQL | undefined,
  max: number,
  description: string,
  adding = 1,
): Promise<void> {
  const [held] = await deps.db.select({ n: count() }).from(table).where(where)
  if ((held?.n ?? 0) + adding > max) throw conflict(description)
}
