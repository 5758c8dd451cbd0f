// Shipping zones: a profile's zones may not share a state while both are active, or a delivery to that
// state would have two prices.
import { and, eq, ne } from 'drizzle-orm'
import type { ShippingZone } from '../../../src/contract/shipping.ts'
import { MALAYSIAN_STATES } from '../../../src/contract/states.ts'
import { shippingProfiles, shippingZones } from '../../db/schema/index.ts'
import { notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import { zoneView } from './views.ts'
import { ownedRecord } from '../owned-records.ts'

interface ZoneFields {
  name?: string | undefined
  profile_id?: string | undefined
  state_ids?: string[] | undefined
  record_status_id?: 1 | 2 | undefined
}

const stateName = (id: string) => MALAYSIAN_STATES.find((state) => state.id === id)?.name ?? id

async function checkZone(
  deps: Deps,
  accountId: string,
  zone: Required<Pick<ZoneFields, 'profile_id' | 'state_ids'>> & { active: boolean },
  exceptId?: string,
) {
  const { db } = deps
  const [profile] = await db
    .select({ id: shippingProfiles.id })
    .from(shippingProfiles)
    .where(ownedRecord(shippingProfiles, accountId, zone.profile_id))
  if (!profile) throw validationError({ profile_id: 'No shipping profile of yours has this id' })
  if (!zone.active) return
  const siblings = await db
    .select()
    .from(shippingZones)
    .where(
      and(
        eq(shippingZones.account_id, accountId),
        eq(shippingZones.profile_id, zone.profile_id),
        eq(shippingZones.record_status_id, 1),
        exceptId ? ne(shippingZones.id, exceptId) : undefined,
      ),
    )
  for (const sibling of siblings) {
    const shared = zone.state_ids.find((id) => sibling.state_ids.includes(id))
    if (shared)
      throw validationError({
        state_ids: `${stateName(shared)} is already in the zone “${sibling.name}” of this profile`,
      })
  }
}

export async function createZone(
  deps: Deps,
  accountId: string,
  input: ZoneFields & { name: string; profile_id: string; state_ids: string[] },
): Promise<ShippingZone> {
  await checkZone(deps, accountId, { ...input, active: (input.record_status_id ?? 1) === 1 })
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(shippingZones)
    .values({ ...input, account_id: accountId, created_at: now, updated_at: now })
    .returning()
  return zoneView(row!)
}

export async function updateZone(
  deps: Deps,
  accountId: string,
  id: string,
  input: ZoneFields,
): Promise<ShippingZone> {
  const [current] = await deps.db
    .select()
    .from(shippingZones)
    .where(ownedRecord(shippingZones, accountId, id))
  if (!current) throw notFound('Shipping zone')
  const next = {
    profile_id: input.profile_id ?? current.profile_id,
    state_ids: input.state_ids ?? current.state_ids,
    active: (input.record_status_id ?? current.record_status_id) === 1,
  }
  if (next.profile_id === null)
    throw validationError({ profile_id: 'Choose the shipping profile of this zone' })
  await checkZone(deps, accountId, { ...next, profile_id: next.profile_id }, id)
  const [row] = await deps.db
    .update(shippingZones)
    .set({ ...input, updated_at: deps.clock.now() })
    .where(ownedRecord(shippingZones, accountId, id))
    .returning()
  if (!row) throw notFound('Shipping zone')
  return zoneView(row)
}

export function listZones(
  deps: Deps,
  accountId: string,
  query: ListQuery & { profile_id?: string | undefined },
) {
  const where = and(
    eq(shippingZones.account_id, accountId),
    query.profile_id ? eq(shippingZones.profile_id, query.profile_id) : undefined,
    searchIn(query.search, shippingZones.name),
  )
  return readTablePage(deps, query, shippingZones, {
    where,
    sortBy: shippingZones.created_at,
    toApi: (rows) => rows.map(zoneView),
  })
}
