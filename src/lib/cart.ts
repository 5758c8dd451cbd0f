// The shopper's cart rules (SPEC §3 "Cart", §4 "Cart"), pure: the storefront persists the result per store
// (src/offline/carts.ts) and the checkout sends only ids and quantities (the server prices the order).
// Money is computed in integer sen and weights in integer grams: summing MYR floats loses sen
// (0.1 + 0.2), so amounts are parsed once from the API's MYR text and only formatted back at the end.
import { myrToSen, senToMyr } from './money.ts'

/** The product as the cart keeps it (SPEC §3: id, price, optional weight), plus what the cart page shows. */
export interface CartProduct {
  id: string
  title: string
  /** MYR text with 2 decimals, as the API sends it. */
  price: string
  /** Kilograms; null when the merchant gave none (it then counts 1, SPEC §4). */
  weight: number | null
  min_purchase_quantity: number
  max_purchase_quantity: number | null
  image_url: string | null
}

/** SPEC §3: a variant with id, custom_pricing_enable, custom_pricing_price ("empty" is null here). */
export interface CartVariant {
  id: string
  title: string
  custom_pricing_enable: boolean
  custom_pricing_price: string | null
  weight: number | null
}

export interface CartItem {
  data: CartProduct
  variant: CartVariant | null
  quantity: number
  /** Unit price, MYR text with 2 decimals. */
  amount: string
  /** amount × quantity, MYR text rounded to 2 decimals. */
  total_amount: string
}

/** One line per product and variant: the same product without a variant is its own line. */
export function cartItemKey(productId: string, variantId: string | null | undefined): string {
  return `${productId}:${variantId ?? ''}`
}

export const keyOf = (item: CartItem): string => cartItemKey(item.data.id, item.variant?.id)

/** SPEC §4: the variant's custom price when custom pricing is on, otherwise the product price. */
export function unitPriceSen(product: CartProduct, variant: CartVariant | null): number {
  if (variant?.custom_pricing_enable && variant.custom_pricing_price !== null)
    return myrToSen(variant.custom_pricing_price)
  return myrToSen(product.price)
}

/** The product's purchase limits; a quantity is always a whole number of at least 1. */
export function clampQuantity(product: CartProduct, quantity: number): number {
  const min = Math.max(1, Math.floor(product.min_purchase_quantity))
  const max = product.max_purchase_quantity === null ? Infinity : Math.max(min, product.max_purchase_quantity)
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : min
  return Math.min(max, Math.max(min, whole))
}

function priced(data: CartProduct, variant: CartVariant | null, quantity: number): CartItem {
  const unit = unitPriceSen(data, variant)
  return { data, variant, quantity, amount: senToMyr(unit), total_amount: senToMyr(unit * quantity) }
}

/**
 * SPEC §4: adding a product (and variant) already in the cart raises its quantity; anything else is
 * appended. The quantity is kept within the product's minimum and maximum purchase quantity.
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  variant: CartVariant | null,
  quantity = 1,
): CartItem[] {
  const key = cartItemKey(product.id, variant?.id)
  const index = items.findIndex((item) => keyOf(item) === key)
  if (index === -1) return [...items, priced(product, variant, clampQuantity(product, quantity))]
  return items.map((item, i) =>
    // The fresh product snapshot wins: a price change since the last add shows in the cart.
    i === index ? priced(product, variant, clampQuantity(product, item.quantity + quantity)) : item,
  )
}

export function setQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  return items.map((item) =>
    keyOf(item) === key ? priced(item.data, item.variant, clampQuantity(item.data, quantity)) : item,
  )
}

export function removeFromCart(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => keyOf(item) !== key)
}

/** SPEC §4: the sum of amount × quantity, in sen (exact), so the 2-decimal rounding never drifts. */
export function cartTotalSen(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + myrToSen(item.amount) * item.quantity, 0)
}

export const cartTotal = (items: readonly CartItem[]): string => senToMyr(cartTotalSen(items))

/** What the shopper pays: the items plus the delivery price (MYR text), none while no option is chosen. */
export const orderTotalSen = (items: readonly CartItem[], deliveryPrice: string | null | undefined): number =>
  cartTotalSen(items) + (deliveryPrice ? myrToSen(deliveryPrice) : 0)

export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((n, item) => n + item.quantity, 0)

const GRAMS_PER_KG = 1000

/** An item's weight: the variant's, else the product's, else 1 kg (SPEC §4). */
export function itemWeightGrams(item: CartItem): number {
  const kg = item.variant?.weight ?? item.data.weight ?? 1
  return Math.round(kg * GRAMS_PER_KG)
}

/** Total weight in kg (3 decimals), each item's weight times its quantity. */
export function cartWeightKg(items: readonly CartItem[]): number {
  const grams = items.reduce((sum, item) => sum + itemWeightGrams(item) * item.quantity, 0)
  return grams / GRAMS_PER_KG
}

/** What the checkout sends: the server looks prices up again, the cart's prices are for display. */
export function toCheckoutItems(items: readonly CartItem[]) {
  return items.map((item) => ({
    product_id: item.data.id,
    variant_id: item.variant?.id ?? null,
    quantity: item.quantity,
  }))
}
