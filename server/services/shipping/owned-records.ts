// Reading and deleting one of the caller's shipping records by id; another account's id is "not found".
import { shippingProfiles, shippingRates, shippingZones } from '../../db/schema/index.ts'
import { profileView, rateView, zoneView } from './views.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord } from '../owned-records.ts'

const KINDS = {
  profile: { table: shippingProfiles, label: 'Shipping profile', view: profileView },
  zone: { table: shippingZones, label: 'Shipping zone', view: zoneView },
  rate: { table: shippingRates, label: 'Shipping rate', view: rateView },
} as const
export type ShippingKind = keyof typeof KINDS

export async function getShippingRecord(deps: Deps, kind: ShippingKind, accountId: string, id: string) {
  const { table, label, view } = KINDS[kind]
  const row = await findOwnedRecord(deps, table, label, accountId, id)
  return (view as (r: typeof row) => unknown)(row)
}

export async function deleteShippingRecord(deps: Deps, kind: ShippingKind, accountId: string, id: string) {
  const { table, label } = KINDS[kind]
  await deleteOwnedRecord(deps, table, label, accountId, id)
  return { id }
}
