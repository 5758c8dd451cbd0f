// Shipping rates of a zone: flat, or a weight band [min, max) kg; prices in sen, weights in grams.
import { and, eq } from 'drizzle-orm'
import type { ShippingRate } from '../../../src/contract/shipping.ts'
import { kgToGrams } from '../../../src/lib/delivery-price.ts'
import { myrToSen } from '../../../src/lib/money.ts'
import { shippingRates, shippingZones } from '../../db/schema/index.ts'
import { notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import { rateView } from './views.ts'
import { requireRoom } from '../record-limits.ts'
import { MAX_RATES_PER_ZONE } from '../../../src/contract/product-limits.ts'
import { ownedRecord } from '../owned-records.ts'

interface RateFields {
  zone_id?: string | undefined
  name?: string | undefined
  kind?: 'flat' | 'weight' | undefined
  min_weight?: number | undefined
  max_weight?: number | null | undefined
  price?: string | undefined
  record_status_id?: 1 | 2 | undefined
}

async function ownZone(deps: Deps, accountId: string, zoneId: string) {
  const { db } = deps
  const [zone] = await db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(ownedRecord(shippingZones, accountId, zoneId))
  if (!zone) throw validationError({ zone_id: 'No shipping zone of yours has this id' })
}

/** Column values of a rate; a flat rate keeps no band so a later switch to "weight" starts clean. */
function rateColumns(input: RateFields, kind: 'flat' | 'weight', band: { min: number; max: number | null }) {
  const { min_weight: _min, max_weight: _max, price, ...rest } = input
  return {
    ...rest,
    ...(price === undefined ? {} : { price_sen: myrToSen(price) }),
    min_weight_grams: kind === 'flat' ? 0 : band.min,
    max_weight_grams: kind === 'flat' ? null : band.max,
  }
}

const roomInZone = (deps: Deps, zoneId: string) =>
  requireRoom(
    deps,
    shippingRates,
    eq(shippingRates.zone_id, zoneId),
    MAX_RATES_PER_ZONE,
    `A zone has at most ${MAX_RATES_PER_ZONE} rates: change or remove one instead`,
  )

export async function createRate(
  deps: Deps,
  accountId: string,
  input: RateFields & { zone_id: string; name: string; kind: 'flat' | 'weight'; price: string },
): Promise<ShippingRate> {
  await ownZone(deps, accountId, input.zone_id)
  await roomInZone(deps, input.zone_id)
  const now = deps.clock.now()
  const band = {
    min: kgToGrams(input.min_weight ?? 0),
    max: input.max_weight == null ? null : kgToGrams(input.max_weight),
  }
  const [row] = await deps.db
    .insert(shippingRates)
    .values({
      ...rateColumns(input, input.kind, band),
      zone_id: input.zone_id,
      kind: input.kind,
      name: input.name,
      price_sen: myrToSen(input.price),
      account_id: accountId,
      created_at: now,
      updated_at: now,
    })
    .returning()
  return rateView(row!)
}

export async function updateRate(
  deps: Deps,
  accountId: string,
  id: string,
  input: RateFields,
): Promise<ShippingRate> {
  const [current] = await deps.db
    .select()
    .from(shippingRates)
    .where(ownedRecord(shippingRates, accountId, id))
  if (!current) throw notFound('Shipping rate')
  if (input.zone_id) {
    await ownZone(deps, accountId, input.zone_id)
    if (current.zone_id !== input.zone_id) await roomInZone(deps, input.zone_id)
  }
  const band = {
    min: input.min_weight === undefined ? current.min_weight_grams : kgToGrams(input.min_weight),
    max:
      input.max_weight === undefined
        ? current.max_weight_grams
        : input.max_weight === null
          ? null
          : kgToGrams(input.max_weight),
  }
  if (band.max !== null && band.max <= band.min)
    throw validationError({ max_weight: 'The maximum weight must be above the minimum' })
  const [row] = await deps.db
    .update(shippingRates)
    .set({ ...rateColumns(input, input.kind ?? current.kind, band), updated_at: deps.clock.now() })
    .where(ownedRecord(shippingRates, accountId, id))
    .returning()
  if (!row) throw notFound('Shipping rate')
  return rateView(row)
}

/** By zone, then weight band and price: the order a shopper's options are priced in. */
export function listRates(
  deps: Deps,
  accountId: string,
  query: ListQuery & { zone_id?: string | undefined },
) {
  const where = and(
    eq(shippingRates.account_id, accountId),
    query.zone_id ? eq(shippingRates.zone_id, query.zone_id) : undefined,
    searchIn(query.search, shippingRates.name),
  )
  const sortBy = [shippingRates.zone_id, shippingRates.min_weight_grams, shippingRates.price_sen]
  return readTablePage(deps, { ...query, order: 'asc' }, shippingRates, {
    where,
    sortBy,
    toApi: (rows) => rows.map(rateView),
  })
}
