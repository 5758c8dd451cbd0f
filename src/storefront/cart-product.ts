// From the public product (src/contract/storefront.ts) to what the cart keeps (src/lib/cart.ts).
import type { PublicProduct, PublicVariant } from '@/contract/storefront.ts'
import { unitPriceSen, type CartProduct, type CartVariant } from '@/lib/cart.ts'

export function toCartProduct(product: PublicProduct): CartProduct {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    weight: product.weight,
    min_purchase_quantity: product.min_purchase_quantity,
    max_purchase_quantity: product.max_purchase_quantity,
    image_url: product.images[0]?.thumb_url ?? null,
  }
}

export function toCartVariant(variant: PublicVariant | undefined): CartVariant | null {
  if (!variant) return null
  return {
    id: variant.id,
    title: variant.title,
    custom_pricing_enable: variant.custom_pricing_enable,
    custom_pricing_price: variant.custom_pricing_price,
    weight: variant.weight,
  }
}

/** A product with variants enabled must be bought as one of them. */
export const needsVariant = (product: PublicProduct) =>
  product.product_variant_enable && product.product_product_variant.length > 0

/** The price shown for the chosen variant (or the product). */
export const shownPriceSen = (product: PublicProduct, variant: PublicVariant | undefined) =>
  unitPriceSen(toCartProduct(product), toCartVariant(variant))
