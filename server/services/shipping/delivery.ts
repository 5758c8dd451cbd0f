// What delivery to a state costs from a store: the store's shipping profile (its current settings name one,
// else the account's oldest active profile), that profile's zones and their rates, priced by the shared rule.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type {
  DeliveryPriceCheck,
  DeliveryPriceSchema,
  DeliveryTable,
} from '../../../src/contract/storefront.ts'
import { deliveryOptions, gramsToKg, type DeliveryQuote } from '../../../src/lib/delivery-price.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { shippingProfiles, shippingRates, shippingZones } from '../../db/schema/index.ts'
import { currentSettings } from '../stores/settings.ts'
import type { Deps } from '../../deps.ts'

async function storeProfile(deps: Deps, accountId: string, storeId: string) {
  const { db } = deps
  const settings = await currentSettings(deps, accountId, storeId)
  const chosen =
    typeof settings?.settings.shipping_profile_id === 'string' ? settings.settings.shipping_profile_id : null
  const active = and(eq(shippingProfiles.account_id, accountId), eq(shippingProfiles.record_status_id, 1))
  if (chosen) {
    const [profile] = await db
      .select()
      .from(shippingProfiles)
      .where(and(active, eq(shippingProfiles.id, chosen)))
    if (profile) return profile
  }
  const [oldest] = await db
    .select()
    .from(shippingProfiles)
    .where(active)
    .orderBy(asc(shippingProfiles.created_at), asc(shippingProfiles.id))
    .limit(1)
  return oldest ?? null
}

/** The store's profile with its zones and their rates, as stored. */
async function deliveryTable(deps: Deps, store: { id: string; account_id: string }) {
  const { db } = deps
  const profile = await storeProfile(deps, store.account_id, store.id)
  if (!profile) return null
  const zones = await db
    .select()
    .from(shippingZones)
    .where(and(eq(shippingZones.account_id, store.account_id), eq(shippingZones.profile_id, profile.id)))
    .orderBy(asc(shippingZones.created_at), asc(shippingZones.id))
  const rates = zones.length
    ? await db
        .select()
        .from(shippingRates)
        .where(
          inArray(
            shippingRates.zone_id,
            zones.map((z) => z.id),
          ),
        )
        .orderBy(asc(shippingRates.created_at), asc(shippingRates.id))
    : []
  return { profile, zones, rates }
}

/**
 * Delivery options in sen; no profile or no zone for the state → no options (the store does not deliver
 * there).
 */
export async function quoteDelivery(
  deps: Deps,
  store: { id: string; account_id: string },
  stateId: string,
  weightKg: number,
  subtotalSen: number,
): Promise<DeliveryQuote> {
  const table = await deliveryTable(deps, store)
  if (!table) return { zone: null, options: [] }
  return deliveryOptions(
    table.zones.map((z) => ({
      id: z.id,
      name: z.name,
      state_ids: z.state_ids,
      active: z.record_status_id === 1,
    })),
    table.rates.map((r) => ({ ...r, active: r.record_status_id === 1 })),
    table.profile,
    stateId,
    weightKg,
    subtotalSen,
  )
}

/** The active zones and rates a storefront prices delivery with on the device (the same rule as above). */
export async function publicDeliveryTable(
  deps: Deps,
  store: { id: string; account_id: string },
): Promise<DeliveryTable> {
  const table = await deliveryTable(deps, store)
  if (!table) return { free_shipping_threshold: null, zones: [], rates: [] }
  const zones = table.zones.filter((z) => z.record_status_id === 1)
  const zoneIds = new Set(zones.map((z) => z.id))
  const threshold = table.profile.free_shipping_threshold_sen
  return {
    free_shipping_threshold: threshold === null ? null : senToMyr(threshold),
    zones: zones.map((z) => ({ id: z.id, name: z.name, state_ids: [...z.state_ids] })),
    rates: table.rates
      .filter((r) => r.record_status_id === 1 && zoneIds.has(r.zone_id))
      .map((r) => ({
        id: r.id,
        zone_id: r.zone_id,
        name: r.name,
        kind: r.kind,
        min_weight: gramsToKg(r.min_weight_grams),
        max_weight: r.max_weight_grams === null ? null : gramsToKg(r.max_weight_grams),
        price: senToMyr(r.price_sen),
      })),
  }
}

/** The delivery options of a price check, as the API answers them (MYR). */
export async function deliveryPrices(
  deps: Deps,
  store: { id: string; account_id: string },
  check: DeliveryPriceCheck,
): Promise<v.InferOutput<typeof DeliveryPriceSchema>> {
  const quote = await quoteDelivery(deps, store, check.state_id, check.weight, myrToSen(check.subtotal))
  return {
    zone: quote.zone,
    options: quote.options.map((option) => ({
      rate_id: option.rate_id,
      name: option.name,
      price: senToMyr(option.price_sen),
      free: option.free,
      estimated_days: option.estimated_days,
    })),
  }
}
