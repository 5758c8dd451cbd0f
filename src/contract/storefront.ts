// The public storefront's calls (SPEC §7 "Public storefront and payment", §3 "Public store", "Product
// option", "Cart"): shapes shared by the server, the storefront pages and the service worker.
// Weights are kilograms (up to 3 decimals) in the API; the database keeps grams.
import { ORDER_STATUSES } from './list-choices.ts'
import * as v from 'valibot'
import {
  MAX_CATEGORIES,
  MAX_ORDER_LINES,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_TAGS,
  MAX_PRODUCT_VARIANTS,
  MAX_RATES_PER_ZONE,
  MAX_SUBCATEGORIES,
} from './product-limits.ts'
import { MALAYSIAN_STATES } from './states.ts'
import { PublicSupportSchema } from './public-merchant.ts'
import { optionalPhone, optionalText, requiredEmail, requiredText } from './fields.ts'
import { message, type MessageKey } from './messages.ts'
import { MYR_AMOUNT_PATTERN } from './money.ts'
import { PublicMerchantSchema } from './public-merchant.ts'
import { DiscountCodeSchema } from './discounts.ts'

export const PublicImageSchema = v.object({
  id: v.string(),
  /** Full image and the 400x400 crop, both same-origin (the sandbox CDN). */
  url: v.string(),
  thumb_url: v.string(),
})

export const PublicVariantSchema = v.object({
  id: v.string(),
  title: v.string(),
  custom_pricing_enable: v.boolean(),
  /** MYR, when custom pricing is on. */
  custom_pricing_price: v.nullable(v.string()),
  weight: v.nullable(v.number()),
  in_stock: v.boolean(),
})
export type PublicVariant = v.InferOutput<typeof PublicVariantSchema>

/** SPEC §3 "Product option", plus what a product page shows. */
export const PublicProductSchema = v.object({
  id: v.string(),
  store_id: v.string(),
  title: v.string(),
  /** MYR text with 2 decimals. */
  price: v.string(),
  min_purchase_quantity: v.number(),
  max_purchase_quantity: v.nullable(v.number()),
  product_variant_enable: v.boolean(),
  product_product_variant: v.pipe(v.array(PublicVariantSchema), v.maxLength(MAX_PRODUCT_VARIANTS)),
  /** Sanitised HTML. */
  description: v.nullable(v.string()),
  weight: v.nullable(v.number()),
  images: v.pipe(v.array(PublicImageSchema), v.maxLength(MAX_PRODUCT_IMAGES)),
  category_id: v.nullable(v.string()),
  subcategory_id: v.nullable(v.string()),
  tags: v.pipe(v.array(v.string()), v.maxLength(MAX_PRODUCT_TAGS)),
  /** Untracked stock is always in stock; the count itself is not public. */
  in_stock: v.boolean(),
})
export type PublicProduct = v.InferOutput<typeof PublicProductSchema>

export const PublicCategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  subcategories: v.pipe(
    v.array(v.object({ id: v.string(), title: v.string() })),
    v.maxLength(MAX_SUBCATEGORIES),
  ),
})

export const OpeningDaySchema = v.object({
  /** 0 Sunday … 6 Saturday. */
  day_of_week: v.number(),
  is_open: v.boolean(),
  /** HH:MM, Malaysian time. */
  opens_at: v.nullable(v.string()),
  closes_at: v.nullable(v.string()),
})

/** SPEC §3 "Public store": unique_id, store_collection, collection_account, and what the storefront shows. */
export const PublicStoreSchema = v.object({
  id: v.string(),
  unique_id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  theme_color: v.string(),
  logo_url: v.nullable(v.string()),
  store_collection: v.nullable(v.object({ id: v.string(), title: v.string(), record_status: v.number() })),
  collection_account: v.object({ id: v.string(), name: v.string() }),
  categories: v.pipe(v.array(PublicCategorySchema), v.maxLength(MAX_CATEGORIES)),
  /** One per day of the week. */
  opening_days: v.pipe(v.array(OpeningDaySchema), v.maxLength(7)),
  /** False when the store has no default collection: browsing works, checkout does not. */
  accepts_orders: v.boolean(),
  /** The merchant's support details (docs/company-and-settings.md); null when none. */
  support: v.optional(v.nullable(PublicSupportSchema)),
})
export type PublicStore = v.InferOutput<typeof PublicStoreSchema>

const Id = v.pipe(
  v.string(message('id_required')),
  v.trim(),
  v.nonEmpty(message('id_required')),
  v.maxLength(64),
)
/** An id the shopper picks from a list: missing reads as "Choose a state" and the like. */
const choice = (key: MessageKey) =>
  v.pipe(v.string(message(key)), v.trim(), v.nonEmpty(message(key)), v.maxLength(64))
const Kg = v.pipe(v.number('The weight must be a number'), v.minValue(0), v.maxValue(100_000))

/** POST {courier}/merchant/delivery-price-check. */
export const DeliveryPriceCheckSchema = v.strictObject({
  store_id: Id,
  state_id: Id,
  /** Cart weight in kg (SPEC §4: an item without weight counts 1). */
  weight: Kg,
  /** Cart subtotal in MYR, for the free-shipping threshold. */
  subtotal: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(MYR_AMOUNT_PATTERN, 'The subtotal must be a MYR amount'),
  ),
})
export type DeliveryPriceCheck = v.InferOutput<typeof DeliveryPriceCheckSchema>

export const DeliveryOptionSchema = v.object({
  rate_id: v.string(),
  name: v.string(),
  /** MYR; "0.00" when free shipping applies. */
  price: v.string(),
  free: v.boolean(),
  estimated_days: v.string(),
})
export type DeliveryOption = v.InferOutput<typeof DeliveryOptionSchema>

export const DeliveryPriceSchema = v.object({
  zone: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** Empty when no zone of the store covers the state: the store does not deliver there. */
  /** The matching zone's rates. */
  options: v.pipe(v.array(DeliveryOptionSchema), v.maxLength(MAX_RATES_PER_ZONE)),
})
export type DeliveryPrice = v.InferOutput<typeof DeliveryPriceSchema>

export const CheckoutItemSchema = v.strictObject({
  product_id: Id,
  variant_id: v.optional(v.nullable(Id)),
  quantity: v.pipe(
    v.number(message('number', { field: 'quantity' })),
    v.integer(message('whole_number', { field: 'quantity' })),
    v.minValue(1, message('at_least', { field: 'quantity', min: 1 })),
    v.maxValue(10_000, message('at_most', { field: 'quantity', max: '10,000' })),
  ),
})

/** POST stores/public/store-{id}/orders with an Idempotency-Key header. Prices come from the server. */
export const CheckoutSchema = v.strictObject({
  customer: v.strictObject({
    name: requiredText('name', 120),
    email: requiredEmail(),
    phone: optionalPhone(),
  }),
  address: v.strictObject({
    line1: requiredText('address', 200),
    line2: optionalText('address line 2', 200),
    postcode: v.pipe(
      v.string(message('required', { field: 'postcode' })),
      v.regex(/^\d{5}$/, message('postcode')),
    ),
    locality_id: choice('choose_locality'),
    state_id: choice('choose_state'),
  }),
  rate_id: choice('choose_delivery'),
  /** Not named by SPEC: the delivery price (MYR) the shopper saw. When given and the server's price differs
   *  (a rate changed while the order waited offline), the order is refused (4000) rather than charged. */
  delivery_price: v.optional(
    v.pipe(
      v.string('The delivery price must be a MYR amount'),
      v.regex(MYR_AMOUNT_PATTERN, 'The delivery price must be a MYR amount'),
    ),
  ),
  items: v.pipe(
    v.array(CheckoutItemSchema, message('cart_empty')),
    v.minLength(1, message('cart_empty')),
    v.maxLength(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
  ),
  /** A discount code (src/contract/discounts.ts): the server applies it again to its own prices. */
  discount_code: v.optional(DiscountCodeSchema),
  /**
   * The discount (MYR) the shopper saw. Never used to price: when the server's discount is smaller (the
   * shopper would pay more), the order is refused with DISCOUNT_REFUSED (reason amount_changed) rather than
   * charged.
   */
  discount_amount: v.optional(
    v.pipe(
      v.string('The discount amount must be a MYR amount'),
      v.regex(MYR_AMOUNT_PATTERN, 'The discount amount must be a MYR amount'),
    ),
  ),
})
export type Checkout = v.InferOutput<typeof CheckoutSchema>

export { ORDER_STATUSES }

/** GET stores/public/store-{id}/delivery-rates: the active zones and rates of the store's shipping profile
 *  (the same ones delivery-price-check prices with), weights in kg and prices in MYR. */
export const DeliveryTableSchema = v.object({
  free_shipping_threshold: v.nullable(v.string()),
  /** Active zones of one profile share no state, so there are at most as many as states. */
  zones: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        state_ids: v.pipe(v.array(v.string()), v.maxLength(MALAYSIAN_STATES.length)),
      }),
    ),
    v.maxLength(MALAYSIAN_STATES.length),
  ),
  rates: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        zone_id: v.string(),
        name: v.string(),
        kind: v.picklist(['flat', 'weight']),
        min_weight: v.number(),
        max_weight: v.nullable(v.number()),
        price: v.string(),
      }),
    ),
    v.maxLength(MALAYSIAN_STATES.length * MAX_RATES_PER_ZONE),
  ),
})
export type DeliveryTable = v.InferOutput<typeof DeliveryTableSchema>

export const PublicOrderSchema = v.object({
  order_no: v.string(),
  store_id: v.string(),
  status: v.picklist(ORDER_STATUSES),
  customer_name: v.string(),
  items: v.pipe(
    v.array(
      v.object({
        product_id: v.nullable(v.string()),
        variant_id: v.nullable(v.string()),
        title: v.string(),
        variant_title: v.nullable(v.string()),
        unit_price: v.string(),
        quantity: v.number(),
        amount: v.string(),
      }),
    ),
    v.maxLength(MAX_ORDER_LINES),
  ),
  subtotal: v.string(),
  shipping: v.string(),
  shipping_name: v.nullable(v.string()),
  /** The discount code the order used and what it took off the items (MYR); null without one. */
  discount: v.nullable(v.object({ code: v.string(), amount: v.string() })),
  total: v.string(),
  weight: v.number(),
  /**
   * The seller as the invoice names it (company information); on the shopper's order only, not the console's.
   */
  merchant: v.optional(PublicMerchantSchema),
  /** The bill to pay (a bill of the store's collection); its page is /pay/bill/{uuid}. */
  bill: v.nullable(
    v.object({ uuid: v.string(), invoice_no: v.string(), status: v.string(), payment_url: v.string() }),
  ),
  created_at: v.string(),
})
export type PublicOrder = v.InferOutput<typeof PublicOrderSchema>
