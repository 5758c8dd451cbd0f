// Stores (a public storefront each), their settings, opening hours and products; shipping profiles, zones
// and rates; orders from the storefront and their shipments.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ORDER_STATUSES } from '../../../src/contract/storefront.ts'
import { owned } from './accounts.ts'
import { accountListIndex, at, belongsTo, id, recordStatusId, sen, timestamps } from './columns.ts'
import { products, productVariants } from './catalogue.ts'
import { bills, collections } from './collections.ts'

export const stores = pgTable(
  'stores',
  {
    ...owned(),
    name: text('name').notNull(),
    /** The public id in storefront links (storespublic/{uniqueId}). */
    unique_id: text('unique_id').notNull(),
    description: text('description'),
    logo_image_id: uuid('logo_image_id'),
    theme_color: text('theme_color').notNull().default('#0f766e'),
    /** Orders become bills of this collection (stores/create/default-store-collection). */
    store_collection_id: uuid('store_collection_id').references(() => collections.id, {
      onDelete: 'set null',
    }),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [uniqueIndex('stores_unique_id_key').on(t.unique_id), accountListIndex('stores_account_idx', t)],
)

export const storeSettings = pgTable(
  'store_settings',
  {
    ...owned(),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** Contact details, pickup, order notes and the like; the first active record is current (SPEC §4). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [accountListIndex('store_settings_account_idx', t)],
)

export const openingDays = pgTable(
  'opening_days',
  {
    ...owned(),
    store_id: belongsTo('store_id', () => stores.id),
    /** 0 Sunday … 6 Saturday. */
    day_of_week: integer('day_of_week').notNull(),
    is_open: boolean('is_open').notNull().default(true),
    /** HH:MM in Malaysian time. */
    opens_at: text('opens_at'),
    closes_at: text('closes_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('opening_days_store_day_key').on(t.store_id, t.day_of_week)],
)

export const storeProducts = pgTable(
  'store_products',
  {
    store_id: belongsTo('store_id', () => stores.id),
    product_id: belongsTo('product_id', () => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.product_id] })],
)

export const shippingProfiles = pgTable('shipping_profiles', {
  ...owned(),
  name: text('name').notNull(),
  /** Orders at or above this subtotal ship free; null: never. */
  free_shipping_threshold_sen: sen('free_shipping_threshold_sen'),
  record_status_id: recordStatusId(),
  ...timestamps,
})

export const shippingZones = pgTable(
  'shipping_zones',
  {
    ...owned(),
    profile_id: uuid('profile_id').references(() => shippingProfiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** SPEC §3 state ids (e.g. Johor 2609539356) the zone covers. */
    state_ids: jsonb('state_ids').$type<string[]>().notNull().default([]),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [index('shipping_zones_account_idx').on(t.account_id)],
)

export const shippingRates = pgTable(
  'shipping_rates',
  {
    ...owned(),
    zone_id: belongsTo('zone_id', () => shippingZones.id),
    name: text('name').notNull(),
    /** flat: one price; weight: applies when the cart weight is within [min, max). */
    kind: text('kind', { enum: ['flat', 'weight'] }).notNull(),
    min_weight_grams: integer('min_weight_grams').notNull().default(0),
    max_weight_grams: integer('max_weight_grams'),
    price_sen: sen('price_sen').notNull(),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [index('shipping_rates_zone_idx').on(t.zone_id)],
)

export const orders = pgTable(
  'orders',
  {
    ...owned(),
    store_id: belongsTo('store_id', () => stores.id),
    order_no: text('order_no').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email').notNull(),
    customer_phone: text('customer_phone'),
    /** line1, line2, postcode, locality_id, locality, state_id, state. */
    address: jsonb('address').$type<Record<string, string | null>>().notNull(),
    shipping_rate_id: uuid('shipping_rate_id'),
    shipping_name: text('shipping_name'),
    subtotal_sen: sen('subtotal_sen').notNull(),
    shipping_sen: sen('shipping_sen').notNull(),
    total_sen: sen('total_sen').notNull(),
    weight_grams: integer('weight_grams').notNull(),
    /** The bill the shopper pays (of the store's collection). */
    bill_id: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('orders_order_no_key').on(t.order_no), accountListIndex('orders_account_idx', t)],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    order_id: belongsTo('order_id', () => orders.id),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variant_title: text('variant_title'),
    unit_price_sen: sen('unit_price_sen').notNull(),
    quantity: integer('quantity').notNull(),
    weight_grams: integer('weight_grams').notNull(),
    amount_sen: sen('amount_sen').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.order_id)],
)

export const SHIPMENT_STATUSES = [
  'pending',
  'ready',
  'picked_up',
  'in_transit',
  'delivered',
  'cancelled',
] as const

export const shipments = pgTable(
  'shipments',
  {
    ...owned(),
    order_id: belongsTo('order_id', () => orders.id),
    courier: text('courier').notNull().default('Niaga Sandbox Courier'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('pending'),
    consignment_no: text('consignment_no'),
    /** The merchant paid the courier ({courier}/merchant/check-out-shipping-payment). */
    shipping_paid_at: at('shipping_paid_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('shipments_order_key').on(t.order_id), accountListIndex('shipments_account_idx', t)],
)
