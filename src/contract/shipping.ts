// Shipping profiles, zones and rates (SPEC §7 Settings CRUD). A zone covers Malaysian states by id; a rate is
// flat or a weight band [min, max) in kg; a profile may ship free from a subtotal threshold.
import * as v from 'valibot'
import { recordStatus, requiredText, weightKg } from './fields.ts'
import { message } from './messages.ts'
import { MALAYSIAN_STATES } from './states.ts'

const Uuid = v.pipe(v.string(message('id_required')), v.uuid(message('invalid_id')))
const STATE_IDS = MALAYSIAN_STATES.map((state) => state.id) as unknown as [string, ...string[]]

/** MYR text with 2 decimals, RM 0.00 allowed (free pickup, a free band). */
export const ShippingPriceSchema = v.pipe(
  v.union([v.string(), v.number()], message('number', { field: 'price' })),
  v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
  // RM 0.00 is a price here (free pickup, a free band), so not the 0.01-and-up MYR amount of payments.
  v.regex(/^\d{1,6}(\.\d{1,2})?$/, message('price_format')),
)

/** Kilograms with at most 3 decimals (grams in the database). */
const WeightKgSchema = weightKg(100_000, '100,000')

export const ShippingProfileCreateSchema = v.strictObject({
  name: requiredText('name', 120),
  /** Orders whose subtotal reaches this ship free; null: never free. */
  free_shipping_threshold: v.optional(v.nullable(ShippingPriceSchema)),
  record_status_id: recordStatus,
})
export const ShippingProfileUpdateSchema = v.partial(ShippingProfileCreateSchema)
export type ShippingProfileInput = v.InferInput<typeof ShippingProfileCreateSchema>

export const ShippingProfileSchema = v.object({
  id: v.string(),
  name: v.string(),
  free_shipping_threshold: v.nullable(v.string()),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ShippingProfile = v.InferOutput<typeof ShippingProfileSchema>

const StateIdsSchema = v.pipe(
  v.array(v.picklist(STATE_IDS, message('state_ids')), message('state_ids')),
  v.minLength(1, message('states_min')),
  v.check((ids) => new Set(ids).size === ids.length, message('state_twice')),
)

export const ShippingZoneCreateSchema = v.strictObject({
  name: requiredText('name', 120),
  /** The profile whose deliveries the zone prices. */
  profile_id: Uuid,
  state_ids: StateIdsSchema,
  record_status_id: recordStatus,
})
export const ShippingZoneUpdateSchema = v.partial(ShippingZoneCreateSchema)
export type ShippingZoneInput = v.InferInput<typeof ShippingZoneCreateSchema>

export const ShippingZoneSchema = v.object({
  id: v.string(),
  profile_id: v.nullable(v.string()),
  name: v.string(),
  state_ids: v.pipe(v.array(v.string()), v.maxLength(STATE_IDS.length)),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ShippingZone = v.InferOutput<typeof ShippingZoneSchema>

export const RATE_KINDS = ['flat', 'weight'] as const
export type RateKind = (typeof RATE_KINDS)[number]

const rateFields = {
  zone_id: Uuid,
  name: requiredText('name', 120),
  kind: v.picklist(RATE_KINDS, message('rate_kind')),
  /** Weight bands only: the band is [min_weight, max_weight) kg; no max means "and above". */
  min_weight: v.optional(WeightKgSchema),
  max_weight: v.optional(v.nullable(WeightKgSchema)),
  price: ShippingPriceSchema,
  record_status_id: recordStatus,
}

const bandIsOrdered = (rate: { min_weight?: number | undefined; max_weight?: number | null | undefined }) =>
  rate.max_weight === undefined || rate.max_weight === null || rate.max_weight > (rate.min_weight ?? 0)

const BAND_MESSAGE = message('weight_band')

export const ShippingRateCreateSchema = v.pipe(
  v.strictObject(rateFields),
  v.forward(v.partialCheck([['min_weight'], ['max_weight']], bandIsOrdered, BAND_MESSAGE), ['max_weight']),
)
export const ShippingRateUpdateSchema = v.pipe(
  v.strictObject(v.partial(v.object(rateFields)).entries),
  v.forward(v.partialCheck([['min_weight'], ['max_weight']], bandIsOrdered, BAND_MESSAGE), ['max_weight']),
)
export type ShippingRateInput = v.InferInput<typeof ShippingRateCreateSchema>

export const ShippingRateSchema = v.object({
  id: v.string(),
  zone_id: v.string(),
  name: v.string(),
  kind: v.picklist(RATE_KINDS),
  min_weight: v.number(),
  max_weight: v.nullable(v.number()),
  price: v.string(),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type ShippingRate = v.InferOutput<typeof ShippingRateSchema>
