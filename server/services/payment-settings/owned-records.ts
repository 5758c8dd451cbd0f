// Reading, listing and deleting one of the caller's payment-page settings records by id (another account's
// id is "not found"), and the one-current-record rule of payment settings, support details and share
// settings: an account has at most one active record of each; saving one as active turns the others off.
import { and, asc, eq, ne } from 'drizzle-orm'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { paymentSettings, shareSettings, successFields, supportDetails } from '../../db/schema/index.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord } from '../owned-records.ts'

export const SETTING_TABLES = {
  payment: { table: paymentSettings, label: 'Payment settings' },
  support: { table: supportDetails, label: 'Support details' },
  share: { table: shareSettings, label: 'Share settings' },
  field: { table: successFields, label: 'Success field' },
} as const
export type SettingKind = keyof typeof SETTING_TABLES
type Row<K extends SettingKind> = (typeof SETTING_TABLES)[K]['table']['$inferSelect']

export async function findOwned<K extends SettingKind>(
  deps: Deps,
  kind: K,
  accountId: string,
  id: string,
): Promise<Row<K>> {
  const { table, label } = SETTING_TABLES[kind]
  return findOwnedRecord(deps, table, label, accountId, id)
}

export async function deleteOwned(deps: Deps, kind: SettingKind, accountId: string, id: string) {
  const { table, label } = SETTING_TABLES[kind]
  await deleteOwnedRecord(deps, table, label, accountId, id)
  return { id }
}

/** Oldest first, so the list reads in the order the records were made (the active one is marked). */
export function listOwned<K extends Exclude<SettingKind, 'field'>, T>(
  deps: Deps,
  kind: K,
  accountId: string,
  query: ListQuery,
  view: (row: Row<K>) => T,
): Promise<ListPage<T>> {
  const { table } = SETTING_TABLES[kind]
  return readTablePage(deps, { ...query, order: 'asc' }, table, {
    where: eq(table.account_id, accountId),
    sortBy: table.created_at,
    toApi: (rows) => (rows as Row<K>[]).map(view),
  })
}

/** The account's current record: its active one (the oldest, should there ever be two). */
export async function currentOf<K extends Exclude<SettingKind, 'field'>>(
  deps: Deps,
  kind: K,
  accountId: string,
): Promise<Row<K> | undefined> {
  const { db } = deps
  const { table } = SETTING_TABLES[kind]
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.account_id, accountId), eq(table.is_active, true)))
    .orderBy(asc(table.created_at), asc(table.id))
    .limit(1)
  return row
}

/** After `keepId` was saved as active: the account's other records of the kind are turned off. */
export async function deactivateOthers(
  deps: Deps,
  kind: Exclude<SettingKind, 'field'>,
  accountId: string,
  keepId: string,
) {
  const { db } = deps
  const now = deps.clock.now()
  const { table } = SETTING_TABLES[kind]
  await db
    .update(table)
    .set({ is_active: false, updated_at: now })
    .where(and(eq(table.account_id, accountId), ne(table.id, keepId), eq(table.is_active, true)))
}
