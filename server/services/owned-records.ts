// An account's record by its id. Another account's id answers as an unknown one does ("not found"), so a
// caller learns nothing about records that are not theirs.
import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { notFound } from '../errors.ts'
import type { Deps } from '../deps.ts'

export type OwnedTable = PgTable & { id: AnyPgColumn; account_id: AnyPgColumn }

/** The condition that picks record `id` of `table`, only when it is the account's. */
export const ownedRecord = (table: OwnedTable, accountId: string, id: string): SQL =>
  and(eq(table.id, id), eq(table.account_id, accountId))!

/** The account's record `id`, or 4040 "<label> not found". */
export async function findOwnedRecord<TTable extends OwnedTable>(
  deps: Deps,
  table: TTable,
  label: string,
  accountId: string,
  id: string,
): Promise<TTable['$inferSelect']> {
  // Drizzle cannot type a select from a generic table; its rows are the table's rows.
  const source: PgTable = table
  const [row] = await deps.db
    .select()
    .from(source)
    .where(ownedRecord(table, accountId, id))
  if (!row) throw notFound(label)
  return row
}

/** Deletes the account's record `id`; 4040 "<label> not found" when it has no such record. */
export async function deleteOwnedRecord(
  deps: Deps,
  table: OwnedTable,
  label: string,
  accountId: string,
  id: string,
): Promise<{ id: string }> {
  const deleted = await deps.db
    .delete(table)
    .where(ownedRecord(table, accountId, id))
    .returning({ id: table.id })
  if (deleted.length === 0) throw notFound(label)
  return { id }
}
