// Products as shoppers see them: only active products that an active store sells.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { PublicProduct } from '../../../src/contract/storefront.ts'
import { gramsToKg } from '../../../src/lib/delivery-price.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import {
  products,
  productTagLinks,
  productTags,
  productVariants,
  stores,
  storeProducts,
} from '../../db/schema/index.ts'
import type { ProductRow } from '../catalogue/products.ts'
import { sellableProduct, sellableVariant } from '../catalogue/sellable.ts'
import type { VariantRow } from '../catalogue/variants.ts'
import { imageUrls, publicNotFound } from './public-store.ts'
import type { Deps } from '../../deps.ts'

const inStock = (stock: number | null) => stock === null || stock > 0

async function publicViews(deps: Deps, storeId: string, rows: ProductRow[]): Promise<PublicProduct[]> {
  const { db } = deps
  if (rows.length === 0) return []
  const ids = rows.map((p) => p.id)
  const [variants, tags] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.product_id, ids), sellableVariant))
      .orderBy(asc(productVariants.created_at), asc(productVariants.id)),
    db
      .select({ product_id: productTagLinks.product_id, name: productTags.name })
      .from(productTagLinks)
      .innerJoin(productTags, eq(productTags.id, productTagLinks.tag_id))
      .where(inArray(productTagLinks.product_id, ids))
      .orderBy(asc(productTags.name)),
  ])
  return rows.map((p) => {
    const own = variants.filter((variant) => variant.product_id === p.id)
    return {
      id: p.id,
      store_id: storeId,
      title: p.title,
      price: senToMyr(p.price_sen),
      min_purchase_quantity: p.min_purchase_quantity,
      max_purchase_quantity: p.max_purchase_quantity,
      product_variant_enable: p.product_variant_enable,
      product_product_variant: own.map((variant: VariantRow) => ({
        id: variant.id,
        title: variant.title,
        custom_pricing_enable: variant.custom_pricing_enable,
        custom_pricing_price:
          variant.custom_pricing_price_sen === null ? null : senToMyr(variant.custom_pricing_price_sen),
        weight: variant.weight_grams === null ? null : gramsToKg(variant.weight_grams),
        // A variant without its own count draws on the product's.
        in_stock: inStock(variant.stock ?? p.stock),
      })),
      description: p.description,
      weight: p.weight_grams === null ? null : gramsToKg(p.weight_grams),
      images: p.image_ids.map(imageUrls),
      category_id: p.category_id,
      subcategory_id: p.subcategory_id,
      tags: tags.filter((t) => t.product_id === p.id).map((t) => t.name),
      in_stock:
        p.product_variant_enable && own.length > 0
          ? own.some((variant) => inStock(variant.stock ?? p.stock))
          : inStock(p.stock),
    }
  })
}

export async function storeCatalogue(deps: Deps, storeId: string): Promise<PublicProduct[]> {
  const { db } = deps
  const rows = await db
    .select({ product: products })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.product_id))
    .where(and(eq(storeProducts.store_id, storeId), sellableProduct))
    .orderBy(asc(storeProducts.position))
  return publicViews(
    deps,
    storeId,
    rows.map((r) => r.product),
  )
}

/** A product sold by an active store (the first such store, by its place in that store's list). */
export async function publicProduct(deps: Deps, productId: string): Promise<PublicProduct> {
  const { db } = deps
  const [row] = await db
    .select({ product: products, store_id: stores.id })
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.product_id, products.id))
    .innerJoin(stores, and(eq(stores.id, storeProducts.store_id), eq(stores.record_status_id, 1)))
    .where(and(eq(products.id, productId), sellableProduct))
    .orderBy(asc(stores.created_at))
    .limit(1)
  if (!row) throw publicNotFound('Product')
  const [view] = await publicViews(deps, row.store_id, [row.product])
  return view!
}
