// Shipping rows as the API shows them: MYR text for sen, kilograms for grams.
import type { ShippingProfile, ShippingRate, ShippingZone } from '../../../src/contract/shipping.ts'
import { gramsToKg } from '../../../src/lib/delivery-price.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import type { shippingProfiles, shippingRates, shippingZones } from '../../db/schema/index.ts'

export const profileView = (row: typeof shippingProfiles.$inferSelect): ShippingProfile => ({
  id: row.id,
  name: row.name,
  free_shipping_threshold:
    row.free_shipping_threshold_sen === null ? null : senToMyr(row.free_shipping_threshold_sen),
  record_status_id: row.record_status_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export const zoneView = (row: typeof shippingZones.$inferSelect): ShippingZone => ({
  id: row.id,
  profile_id: row.profile_id,
  name: row.name,
  state_ids: row.state_ids,
  record_status_id: row.record_status_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export const rateView = (row: typeof shippingRates.$inferSelect): ShippingRate => ({
  id: row.id,
  zone_id: row.zone_id,
  name: row.name,
  kind: row.kind,
  min_weight: gramsToKg(row.min_weight_grams),
  max_weight: row.max_weight_grams === null ? null : gramsToKg(row.max_weight_grams),
  price: senToMyr(row.price_sen),
  record_status_id: row.record_status_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})
