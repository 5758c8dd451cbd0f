// A merchant's catalogue: products with variants, categories, subcategories and tags, and the image
// library (the sandbox CDN keeps the bytes in the database).
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { accountListIndex, belongsTo, recordStatusId, sen, timestamps } from './columns.ts'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

export const productCategories = pgTable(
  'product_categories',
  {
    ...owned(),
    title: text('title').notNull(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [accountListIndex('product_categories_account_idx', t)],
)

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    ...owned(),
    category_id: belongsTo('category_id', () => productCategories.id),
    title: text('title').notNull(),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [index('product_subcategories_account_idx').on(t.account_id, t.category_id)],
)

export const productTags = pgTable(
  'product_tags',
  {
    ...owned(),
    name: text('name').notNull(),
    /** lower(trim(name)): one tag per spelling, whatever the case. */
    name_key: text('name_key').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_tags_account_name_key').on(t.account_id, t.name_key)],
)

export const cloudImages = pgTable(
  'cloud_images',
  {
    ...owned(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byte_size: integer('byte_size').notNull(),
    /** The original as uploaded (re-encoded, metadata stripped). */
    data: bytea('data').notNull(),
    /** 400x400 crop with smart gravity (SPEC §9), as WebP. */
    thumb: bytea('thumb').notNull(),
    /** Facts from the sandbox analysis: dominant colours, format, suggested tags. */
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [accountListIndex('cloud_images_account_idx', t)],
)

export const products = pgTable(
  'products',
  {
    ...owned(),
    title: text('title').notNull(),
    /** Sanitised HTML (bold, italic, underline, strike, link, image, video). */
    description: text('description'),
    price_sen: sen('price_sen').notNull(),
    weight_grams: integer('weight_grams'),
    /** Units in stock; null means not tracked (never sold out). */
    stock: integer('stock'),
    min_purchase_quantity: integer('min_purchase_quantity').notNull().default(1),
    max_purchase_quantity: integer('max_purchase_quantity'),
    product_variant_enable: boolean('product_variant_enable').notNull().default(false),
    category_id: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    subcategory_id: uuid('subcategory_id').references(() => productSubcategories.id, {
      onDelete: 'set null',
    }),
    /** Ordered ids of cloud_images; the first is the cover. */
    image_ids: jsonb('image_ids').$type<string[]>().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [accountListIndex('products_account_idx', t)],
)

export const productTagLinks = pgTable(
  'product_tag_links',
  {
    product_id: belongsTo('product_id', () => products.id),
    tag_id: belongsTo('tag_id', () => productTags.id),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.tag_id] })],
)

export const productVariants = pgTable(
  'product_variants',
  {
    ...owned(),
    product_id: belongsTo('product_id', () => products.id),
    title: text('title').notNull(),
    sku: text('sku'),
    custom_pricing_enable: boolean('custom_pricing_enable').notNull().default(false),
    custom_pricing_price_sen: sen('custom_pricing_price_sen'),
    weight_grams: integer('weight_grams'),
    stock: integer('stock'),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [index('product_variants_product_idx').on(t.product_id)],
)
