// Stores (SPEC §7 Stores and shipping): the merchant's storefronts, their settings, opening hours, default
// bill collection and the products they sell; the orders shoppers place and their shipments.
import { ORDER_SORTS } from './list-choices.ts'
import * as v from 'valibot'
import { MAX_STORE_PRODUCTS } from './product-limits.ts'
import { optionalText, recordStatus, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { email, max } from './rules.ts'
import { OpeningDaySchema, PublicOrderSchema } from './storefront.ts'

const Uuid = v.pipe(v.string(message('id_required')), v.uuid(message('invalid_id')))

/** The public link of a store (SPEC §2 /storefront/mobile/{storeID}). */
export const storefrontPath = (storeId: string) => `/storefront/mobile/${encodeURIComponent(storeId)}`

export const StoreCreateSchema = v.strictObject({
  name: requiredText('name', 120),
  /** The id in storespublic/{uniqueId}; made from the name when not given. */
  unique_id: v.optional(
    v.pipe(
      v.string('The unique id must be text'),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^[a-z0-9](?:[a-z0-9-]{1,48}[a-z0-9])$/, message('unique_id')),
    ),
  ),
  description: optionalText('description', 1000),
  theme_color: v.optional(
    v.pipe(v.string('The theme colour must be text'), v.regex(/^#[0-9a-fA-F]{6}$/, message('theme_colour'))),
  ),
  logo_image_id: v.optional(v.nullable(Uuid)),
  record_status_id: recordStatus,
})
export const StoreUpdateSchema = v.partial(StoreCreateSchema)
export type StoreInput = v.InferInput<typeof StoreCreateSchema>

export const StoreSchema = v.object({
  id: v.string(),
  unique_id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  theme_color: v.string(),
  logo_image_id: v.nullable(v.string()),
  store_collection: v.nullable(v.object({ id: v.string(), title: v.string(), record_status: v.number() })),
  record_status_id: v.number(),
  /** The storefront link, relative to the app's origin. */
  public_path: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Store = v.InferOutput<typeof StoreSchema>

/** Store settings: contact details, pickup and order notes (SPEC §4: the first active record is current). */
export const StoreSettingsValuesSchema = v.strictObject({
  contact_email: v.optional(
    v.nullable(
      v.pipe(
        v.string(message('text', { field: 'contact email' })),
        v.trim(),
        max('contact email', 254),
        email('contact email'),
      ),
    ),
  ),
  contact_phone: optionalText('contact phone', 30),
  pickup_address: optionalText('pickup address', 500),
  order_note: optionalText('order note', 500),
  /**
   * The shipping profile whose zones and rates price this store's deliveries (else the oldest active one).
   */
  shipping_profile_id: v.optional(v.nullable(Uuid)),
})
export type StoreSettingsValues = v.InferOutput<typeof StoreSettingsValuesSchema>

export const StoreSettingCreateSchema = v.strictObject({
  store_id: Uuid,
  settings: StoreSettingsValuesSchema,
  record_status_id: recordStatus,
})
export const StoreSettingUpdateSchema = v.partial(v.omit(StoreSettingCreateSchema, ['store_id']))
export type StoreSettingInput = v.InferInput<typeof StoreSettingCreateSchema>

export const StoreSettingSchema = v.object({
  id: v.string(),
  store_id: v.nullable(v.string()),
  settings: v.record(v.string(), v.unknown()),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type StoreSetting = v.InferOutput<typeof StoreSettingSchema>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const OpeningDayInputSchema = v.pipe(
  v.strictObject({
    day_of_week: v.pipe(
      v.number('The day is 0 (Sunday) to 6 (Saturday)'),
      v.integer('The day is 0 (Sunday) to 6 (Saturday)'),
      v.minValue(0, 'The day is 0 (Sunday) to 6 (Saturday)'),
      v.maxValue(6, 'The day is 0 (Sunday) to 6 (Saturday)'),
    ),
    is_open: v.boolean('Say whether the store opens that day'),
    opens_at: v.optional(v.nullable(v.pipe(v.string(message('time')), v.regex(TIME, message('time'))))),
    closes_at: v.optional(v.nullable(v.pipe(v.string(message('time')), v.regex(TIME, message('time'))))),
  }),
  v.forward(
    v.check((day) => !day.is_open || Boolean(day.opens_at), message('opens_needed')),
    ['opens_at'],
  ),
  v.forward(
    v.check((day) => !day.is_open || Boolean(day.closes_at), message('closes_needed')),
    ['closes_at'],
  ),
  // HH:MM compares correctly as text.
  v.forward(
    v.check(
      (day) => !day.is_open || !day.opens_at || !day.closes_at || day.closes_at > day.opens_at,
      message('close_after_open'),
    ),
    ['closes_at'],
  ),
)

export const OpeningHoursSchema = v.strictObject({
  store_id: Uuid,
  days: v.pipe(
    v.array(OpeningDayInputSchema, 'The days must be a list'),
    v.length(7, message('seven_days')),
    v.check((days) => new Set(days.map((d) => d.day_of_week)).size === 7, message('day_once')),
  ),
})
export type OpeningHoursInput = v.InferInput<typeof OpeningHoursSchema>
export type OpeningDay = v.InferOutput<typeof OpeningDaySchema>

/** Link an existing bill collection, or (without collection_id) create one named title. */
export const DefaultCollectionSchema = v.strictObject({
  store_id: Uuid,
  collection_id: v.optional(v.nullable(Uuid)),
  title: optionalText('title', 120),
})

export const StoreProductsUpdateSchema = v.strictObject({
  /** The products the store sells, in the order the storefront shows them. */
  product_ids: v.pipe(
    v.array(Uuid, 'The products must be a list of ids'),
    v.maxLength(MAX_STORE_PRODUCTS, `A store sells at most ${MAX_STORE_PRODUCTS} products`),
    v.check((ids) => new Set(ids).size === ids.length, 'A product is listed twice'),
  ),
})

export const StoreProductSchema = v.object({
  id: v.string(),
  title: v.string(),
  price: v.string(),
  is_active: v.boolean(),
})
export type StoreProduct = v.InferOutput<typeof StoreProductSchema>
export const StoreProductsSchema = v.object({
  store_id: v.string(),
  products: v.pipe(v.array(StoreProductSchema), v.maxLength(MAX_STORE_PRODUCTS)),
})
export type StoreProducts = v.InferOutput<typeof StoreProductsSchema>

export const SHIPMENT_STATUSES = [
  'pending',
  'ready',
  'picked_up',
  'in_transit',
  'delivered',
  'cancelled',
] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/** The courier's lifecycle; cancelling is possible until the parcel is picked up. */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  pending: ['ready', 'cancelled'],
  ready: ['picked_up', 'cancelled'],
  picked_up: ['in_transit'],
  in_transit: ['delivered'],
  delivered: [],
  cancelled: [],
}

export const ShipmentSchema = v.object({
  id: v.string(),
  order_id: v.string(),
  courier: v.string(),
  status: v.picklist(SHIPMENT_STATUSES),
  consignment_no: v.nullable(v.string()),
  shipping_paid_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Shipment = v.InferOutput<typeof ShipmentSchema>

export const ShipmentUpdateSchema = v.strictObject({
  status: v.picklist(SHIPMENT_STATUSES, `The status is one of: ${SHIPMENT_STATUSES.join(', ')}`),
})

export const ConsignmentNoteSchema = v.strictObject({ shipment_id: Uuid })

export const OrderAddressSchema = v.object({
  line1: v.string(),
  line2: v.nullable(v.string()),
  postcode: v.string(),
  locality_id: v.string(),
  state_id: v.string(),
  state: v.string(),
})

/** An order as the merchant sees it: the shopper's view plus contact, address and shipment. */
export const OrderSchema = v.object({
  ...PublicOrderSchema.entries,
  id: v.string(),
  store_name: v.string(),
  customer_email: v.string(),
  customer_phone: v.nullable(v.string()),
  address: OrderAddressSchema,
  shipment: v.nullable(ShipmentSchema),
})
export type Order = v.InferOutput<typeof OrderSchema>

export { ORDER_SORTS }
