// Reading and deleting one of the caller's shipping records by id; another account's id is "not found".
import { and, eq } from 'drizzle-orm'
import { shippingProfiles, shippingRates, shippingZones } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { profileView, rateView, zoneView } from './views.ts'
import type { Deps } from '../../deps.ts'

const KINDS = {
  profile: { table: shippingProfiles, label: 'Shipping profile', view: profileView },
  zone: { table: shippingZones, label: 'Shipping zone', view: zoneView },
  rate: { table: shippingRates, label: 'Shipping rate', view: rateView },
} as const
export type ShippingKind = keyof typeof KINDS

export async function getShippingRecord(deps: Deps, kind: ShippingKind, accountId: string, id: string) {
  const { db } = deps
  const { table, label, view } = KINDS[kind]
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.account_id, accountId)))
  if (!row) throw notFound(label)
  return (view as (r: typeof row) => unknown)(row)
}

export async function deleteShippingRecord(deps: Deps, kind: ShippingKind, accountId: string, id: string) {
  const { db } = deps
  const { table, label } = KINDS[kind]
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.account_id, accountId)))
    .returning({ id: table.id })
  if (deleted.length === 0) throw notFound(label)
  return { id }
}
