// The shopper's IndexedDB (Dexie), shared by the storefront pages and the service worker: carts per store,
// the checkout outbox (orders waiting for the network), the orders this browser placed, and the checkout
// form draft (so an address typed online is still there offline).
import { Dexie, type EntityTable } from 'dexie'
import type { CartItem } from '../lib/cart.ts'
import type { Checkout, DeliveryOption } from '../contract/storefront.ts'
import type { AppliedDiscount } from '../contract/discounts.ts'
import type { DiscountRefusal } from '../contract/discount-refusal.ts'

export interface StoredCart {
  /** The store's id (not its unique id): /store/{unique} and /storefront/mobile/{id} share one cart. */
  store_id: string
  items: CartItem[]
  updated_at: string
}

/**
 * discount_refused: the store refused the order's discount code (DISCOUNT_REFUSED); it waits for the shopper
 * to place it at the new total or cancel it, and is not sent again until then.
 */
export type OutboxStatus = 'queued' | 'failed' | 'discount_refused'

/** A checkout waiting to be sent; its idempotency key is made once and reused by every attempt. */
export interface OutboxEntry {
  id: string
  store_id: string
  idempotency_key: string
  body: Checkout
  /** The cart as it was, so a failed order can be put back into the cart. */
  cart: CartItem[]
  /**
   * The delivery price (MYR) the shopper saw when placing the order; null in entries saved before it was
   * kept.
   */
  delivery_price?: string | null | undefined
  /** The discount code and amount (MYR) the shopper saw; null or absent without one. */
  discount?: { code: string; amount: string } | null | undefined
  /** The store's answer when it refused the code: the reason, the message and the total now. */
  refusal?: DiscountRefusal | null | undefined
  created_at: string
  attempts: number
  last_error: string | null
  status: OutboxStatus
}

/** An order this browser placed, so the page can go from "queued" to the real order and its invoice. */
export interface PlacedOrder {
  /** The outbox entry it came from (or the checkout's own id when it was sent at once). */
  outbox_id: string
  store_id: string
  order_no: string
  placed_at: string
}

/** The last delivery-price answer, kept so a shopper can still choose a delivery option offline. */
export interface DeliveryQuote {
  state_id: string
  weight: number
  subtotal: string
  options: DeliveryOption[]
  checked_at: string
}

export interface CheckoutDraft {
  store_id: string
  customer: { name: string; email: string; phone: string }
  address: { line1: string; line2: string; postcode: string; locality_id: string; state_id: string }
  rate_id: string
  quote: DeliveryQuote | null
  /** The idempotency key of this checkout, made once when it is first queued: "Place order" pressed twice
   *  (a double tap, two submits in one task) finds the entry already queued instead of a second order. */
  checkout_key?: string | undefined
  /** The discount code applied at checkout (src/storefront/discount-field.tsx). */
  discount?: AppliedDiscount | null | undefined
}

export class ShopperDb extends Dexie {
  carts!: EntityTable<StoredCart, 'store_id'>
  outbox!: EntityTable<OutboxEntry, 'id'>
  placedOrders!: EntityTable<PlacedOrder, 'outbox_id'>
  checkoutDrafts!: EntityTable<CheckoutDraft, 'store_id'>

  constructor(name = 'niaga-shopper') {
    super(name)
    // Dexie's index lists, not words.
    /* eslint-disable lingui/no-unlocalized-strings */
    this.version(1).stores({
      carts: 'store_id',
      outbox: 'id, store_id, status, created_at',
      placedOrders: 'outbox_id, store_id, placed_at',
      checkoutDrafts: 'store_id',
    })
    /* eslint-enable lingui/no-unlocalized-strings */
  }
}

/** One database per origin; opened lazily on first use. */
export const shopperDb = new ShopperDb()
