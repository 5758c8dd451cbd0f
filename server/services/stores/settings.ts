// Store settings records (SPEC §4: of a store's settings, the first active record is the current one).
import { and, asc, eq } from 'drizzle-orm'
import type { StoreSetting, StoreSettingsValues } from '../../../src/contract/stores.ts'
import { shippingProfiles, storeSettings } from '../../db/schema/index.ts'
import { notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import { findOwnedStore } from './stores.ts'
import { ownedRecord } from '../owned-records.ts'

type SettingRow = typeof storeSettings.$inferSelect

export const settingView = ({
  id,
  store_id,
  settings,
  record_status_id,
  created_at,
  updated_at,
}: SettingRow): StoreSetting => ({
  id,
  store_id,
  settings,
  record_status_id,
  created_at: created_at.toISOString(),
  updated_at: updated_at.toISOString(),
})

/** Newest first, optionally of one store. */
export function listSettings(
  deps: Deps,
  accountId: string,
  query: ListQuery & { store_id?: string | undefined },
) {
  const where = and(
    eq(storeSettings.account_id, accountId),
    query.store_id ? eq(storeSettings.store_id, query.store_id) : undefined,
  )
  return readTablePage(deps, query, storeSettings, {
    where,
    sortBy: storeSettings.created_at,
    toApi: (rows) => rows.map(settingView),
  })
}

/** The current settings of a store: its oldest active record, or null when it has none. */
export async function currentSettings(
  deps: Deps,
  accountId: string | null,
  storeId: string,
): Promise<SettingRow | null> {
  const { db } = deps
  const filters = [eq(storeSettings.store_id, storeId), eq(storeSettings.record_status_id, 1)]
  if (accountId) filters.push(eq(storeSettings.account_id, accountId))
  const [row] = await db
    .select()
    .from(storeSettings)
    .where(and(...filters))
    .orderBy(asc(storeSettings.created_at), asc(storeSettings.id))
    .limit(1)
  return row ?? null
}

/** A store may only price deliveries with one of its own account's shipping profiles. */
async function checkProfile(deps: Deps, accountId: string, settings: StoreSettingsValues | undefined) {
  const { db } = deps
  const profileId = settings?.shipping_profile_id
  if (!profileId) return
  const [profile] = await db
    .select({ id: shippingProfiles.id })
    .from(shippingProfiles)
    .where(ownedRecord(shippingProfiles, accountId, profileId))
  if (!profile)
    throw validationError({ 'settings.shipping_profile_id': 'No shipping profile of yours has this id' })
}

export async function createSettings(
  deps: Deps,
  accountId: string,
  input: { store_id: string; settings: StoreSettingsValues; record_status_id?: 1 | 2 | undefined },
): Promise<StoreSetting> {
  await findOwnedStore(deps, accountId, input.store_id)
  await checkProfile(deps, accountId, input.settings)
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(storeSettings)
    .values({ ...input, account_id: accountId, created_at: now, updated_at: now })
    .returning()
  return settingView(row!)
}

export async function updateSettings(
  deps: Deps,
  accountId: string,
  id: string,
  input: { settings?: StoreSettingsValues | undefined; record_status_id?: 1 | 2 | undefined },
): Promise<StoreSetting> {
  await checkProfile(deps, accountId, input.settings)
  const [row] = await deps.db
    .update(storeSettings)
    .set({ ...input, updated_at: deps.clock.now() })
    .where(ownedRecord(storeSettings, accountId, id))
    .returning()
  if (!row) throw notFound('Store setting')
  return settingView(row)
}
