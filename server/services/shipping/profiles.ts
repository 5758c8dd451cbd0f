// Shipping profiles: a name and the subtotal from which delivery is free (MYR in the API, sen here).
import { and, eq } from 'drizzle-orm'
import type { ShippingProfile } from '../../../src/contract/shipping.ts'
import { myrToSen } from '../../../src/lib/money.ts'
import { shippingProfiles } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import { profileView } from './views.ts'
import { ownedRecord } from '../owned-records.ts'

type ProfileRow = typeof shippingProfiles.$inferSelect

interface ProfileFields {
  name?: string | undefined
  free_shipping_threshold?: string | null | undefined
  record_status_id?: 1 | 2 | undefined
}

function columns({ free_shipping_threshold, ...rest }: ProfileFields) {
  if (free_shipping_threshold === undefined) return rest
  return {
    ...rest,
    free_shipping_threshold_sen: free_shipping_threshold === null ? null : myrToSen(free_shipping_threshold),
  }
}

export async function createProfile(
  deps: Deps,
  accountId: string,
  input: ProfileFields & { name: string },
): Promise<ShippingProfile> {
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(shippingProfiles)
    .values({ ...columns(input), name: input.name, account_id: accountId, created_at: now, updated_at: now })
    .returning()
  return profileView(row!)
}

export async function updateProfile(
  deps: Deps,
  accountId: string,
  id: string,
  input: ProfileFields,
): Promise<ShippingProfile> {
  const [row] = await deps.db
    .update(shippingProfiles)
    .set({ ...columns(input), updated_at: deps.clock.now() })
    .where(ownedRecord(shippingProfiles, accountId, id))
    .returning()
  if (!row) throw notFound('Shipping profile')
  return profileView(row)
}

/** Oldest first: the oldest active profile is a store's default. */
export function listProfiles(deps: Deps, accountId: string, query: ListQuery) {
  const where = and(eq(shippingProfiles.account_id, accountId), searchIn(query.search, shippingProfiles.name))
  const page = {
    where,
    sortBy: shippingProfiles.created_at,
    toApi: (rows: ProfileRow[]) => rows.map(profileView),
  }
  return readTablePage(deps, { ...query, order: 'asc' }, shippingProfiles, page)
}
