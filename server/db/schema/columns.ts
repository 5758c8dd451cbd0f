// Column shapes that many tables share, spread or called inside a table's columns (Drizzle's column helpers).
// The account-owned ones (`accountId`, `owned`) live beside the accounts table they reference.
import { type AnyPgColumn, bigint, index, integer, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A point in time, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** An amount in sen (integer; RM 1.00 is 100), read as a number. */
export const sen = (name: string) => bigint(name, { mode: 'number' })

/** The row's own id, a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom()

/** SPEC's common status: 1 active, 2 inactive. */
export const recordStatusId = () => integer('record_status_id').notNull().default(1)

/** A row that belongs to another: it names its owner and is deleted with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' })

/** The index behind an account's list of its rows, newest first. */
export const accountListIndex = (name: string, t: { account_id: AnyPgColumn; created_at: AnyPgColumn }) =>
  index(name).on(t.account_id, t.created_at)

export const timestamps = {
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
}
