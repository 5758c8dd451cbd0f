// Which of the merchant's products a store sells, in the order the storefront shows them.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { StoreProducts } from '../../../src/contract/stores.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { products, storeProducts } from '../../db/schema/index.ts'
import { validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

export async function readStoreProducts(deps: Deps, storeId: string): Promise<StoreProducts> {
  const { db } = deps
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      price_sen: products.price_sen,
      is_active: products.is_active,
    })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.product_id))
    .where(eq(storeProducts.store_id, storeId))
    .orderBy(asc(storeProducts.position))
  return {
    store_id: storeId,
    products: rows.map((p) => ({
      id: p.id,
      title: p.title,
      price: senToMyr(p.price_sen),
      is_active: p.is_active,
    })),
  }
}

export async function replaceStoreProducts(
  deps: Deps,
  accountId: string,
  storeId: string,
  productIds: string[],
): Promise<StoreProducts> {
  if (productIds.length > 0) {
    const owned = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.account_id, accountId), inArray(products.id, productIds)))
    const ownedIds = new Set(owned.map((p) => p.id))
    const breakdown: Record<string, string> = {}
    productIds.forEach((id, index) => {
      if (!ownedIds.has(id)) breakdown[`product_ids.${index}`] = 'No product of yours has this id'
    })
    if (Object.keys(breakdown).length > 0) throw validationError(breakdown)
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(storeProducts).where(eq(storeProducts.store_id, storeId))
    if (productIds.length > 0) {
      await tx
        .insert(storeProducts)
        .values(productIds.map((product_id, position) => ({ store_id: storeId, product_id, position })))
    }
  })
  return readStoreProducts(deps, storeId)
}
