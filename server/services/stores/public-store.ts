// The storefront's view of a store (no login): only active stores, answered 5011 otherwise (SPEC §8).
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import type { PublicStore } from '../../../src/contract/storefront.ts'
import {
  accounts,
  collections,
  productCategories,
  products,
  productSubcategories,
  stores,
  storeProducts,
} from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { readOpeningDays } from './opening-hours.ts'
import { isUuid } from '../../../src/lib/uuid.ts'
import { publicSupport } from '../payment-settings/support-details.ts'
import { sellableProduct } from '../catalogue/sellable.ts'
import type { Deps } from '../../deps.ts'

export const publicNotFound = (what: 'Store' | 'Product' | 'Order') =>
  new AppError(ResponseCode.PUBLIC_NOT_FOUND, `${what} not found`)

export type StoreRow = typeof stores.$inferSelect

/** An active store by its id or its unique id (storefront links may carry either). */
export async function findActiveStore(deps: Deps, ref: string): Promise<StoreRow> {
  const { db } = deps
  const match = isUuid(ref)
    ? or(eq(stores.id, ref), eq(stores.unique_id, ref))
    : eq(stores.unique_id, ref.toLowerCase())
  const [row] = await db
    .select()
    .from(stores)
    .where(and(match, eq(stores.record_status_id, 1)))
  if (!row) throw publicNotFound('Store')
  return row
}

export const imageUrls = (id: string) => ({
  id,
  url: `/api/v1/cdn/images/${id}`,
  thumb_url: `/api/v1/cdn/images/${id}/thumb`,
})

async function storeCategories(deps: Deps, storeId: string): Promise<PublicStore['categories']> {
  const { db } = deps
  const used = await db
    .selectDistinct({ category_id: products.category_id })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.product_id))
    .where(and(eq(storeProducts.store_id, storeId), sellableProduct))
  const ids = used.map((u) => u.category_id).filter((id): id is string => id !== null)
  if (ids.length === 0) return []
  const [categories, subcategories] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(and(inArray(productCategories.id, ids), eq(productCategories.is_active, true)))
      .orderBy(asc(productCategories.title)),
    db
      .select()
      .from(productSubcategories)
      .where(and(inArray(productSubcategories.category_id, ids), eq(productSubcategories.is_active, true)))
      .orderBy(asc(productSubcategories.title)),
  ])
  return categories.map((c) => ({
    id: c.id,
    title: c.title,
    subcategories: subcategories
      .filter((s) => s.category_id === c.id)
      .map((s) => ({ id: s.id, title: s.title })),
  }))
}

export async function publicStoreView(deps: Deps, store: StoreRow): Promise<PublicStore> {
  const { db } = deps
  const [[owner], [collection], categories, openingDays, support] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, store.account_id)),
    store.store_collection_id
      ? db
          .select({ id: collections.id, title: collections.title, record_status: collections.record_status })
          .from(collections)
          .where(eq(collections.id, store.store_collection_id))
      : Promise.resolve([]),
    storeCategories(deps, store.id),
    readOpeningDays(deps, store.id),
    publicSupport(deps, store.account_id),
  ])
  return {
    id: store.id,
    unique_id: store.unique_id,
    name: store.name,
    description: store.description,
    theme_color: store.theme_color,
    logo_url: store.logo_image_id ? imageUrls(store.logo_image_id).url : null,
    store_collection: collection ?? null,
    collection_account: { id: owner!.id, name: owner!.name },
    categories,
    opening_days: openingDays,
    accepts_orders: collection?.record_status === 1,
    support,
  }
}
