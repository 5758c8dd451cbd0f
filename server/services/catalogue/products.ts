// Products: create, change, list, read with variants, tags and images, bulk update, delete. Every rule that
// spans fields or records lives here: the category and subcategory must be the caller's and agree, the
// images must be the caller's, named tags are created, max ≥ min purchase quantity.
import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import {
  gramsToKg,
  imageThumbUrl,
  imageUrl,
  kgToGrams,
  MAX_PRODUCT_TAGS,
  tagKey,
  type BulkProductUpdateSchema,
  type Product,
  type ProductCreateSchema,
  type ProductUpdateSchema,
} from '../../../src/contract/catalogue.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import {
  productCategories,
  products,
  productSubcategories,
  productTagLinks,
  productTags,
  productVariants,
} from '../../db/schema/index.ts'
import { validationError } from '../../errors.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import { requireOwnImages } from './images.ts'
import { sanitizeDescription } from './rich-text.ts'
import { requireOwnCategory, resolveTags } from './taxonomy.ts'
import { variantToApi } from './variants.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>
export type ProductUpdate = v.InferOutput<typeof ProductUpdateSchema>
export type BulkProductUpdate = v.InferOutput<typeof BulkProductUpdateSchema>

export type ProductListQuery = ListQuery & {
  sort: 'created_at' | 'title' | 'price'
  category_id?: string | undefined
  is_active?: boolean | undefined
}

export type ProductRow = typeof products.$inferSelect
/** Products with their category names, tags, images and variants, read in a few batched queries. */
export async function productsToApi(deps: Deps, rows: ProductRow[]): Promise<Product[]> {
  const { db } = deps
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const categoryIds = [
    ...new Set(rows.map((row) => row.category_id).filter((id): id is string => id !== null)),
  ]
  const subcategoryIds = [
    ...new Set(rows.map((row) => row.subcategory_id).filter((id): id is string => id !== null)),
  ]
  const [categories, subcategories, tags, variants] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: productCategories.id, title: productCategories.title })
          .from(productCategories)
          .where(inArray(productCategories.id, categoryIds))
      : [],
    subcategoryIds.length
      ? db
          .select({ id: productSubcategories.id, title: productSubcategories.title })
          .from(productSubcategories)
          .where(inArray(productSubcategories.id, subcategoryIds))
      : [],
    db
      .select({ product_id: productTagLinks.product_id, id: productTags.id, name: productTags.name })
      .from(productTagLinks)
      .innerJoin(productTags, eq(productTags.id, productTagLinks.tag_id))
      .where(inArray(productTagLinks.product_id, ids))
      .orderBy(asc(productTags.name_key)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.product_id, ids))
      .orderBy(asc(productVariants.created_at), asc(productVariants.id)),
  ])
  const titles = new Map([...categories, ...subcategories].map((row) => [row.id, row.title]))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    price: senToMyr(row.price_sen),
    weight: gramsToKg(row.weight_grams),
    stock: row.stock,
    min_purchase_quantity: row.min_purchase_quantity,
    max_purchase_quantity: row.max_purchase_quantity,
    product_variant_enable: row.product_variant_enable,
    category_id: row.category_id,
    category_title: row.category_id ? (titles.get(row.category_id) ?? null) : null,
    subcategory_id: row.subcategory_id,
    subcategory_title: row.subcategory_id ? (titles.get(row.subcategory_id) ?? null) : null,
    tags: tags.filter((tag) => tag.product_id === row.id).map((tag) => ({ id: tag.id, name: tag.name })),
    image_ids: row.image_ids,
    images: row.image_ids.map((id) => ({ id, url: imageUrl(id), thumb_url: imageThumbUrl(id) })),
    variants: variants.filter((variant) => variant.product_id === row.id).map(variantToApi),
    is_active: row.is_active,
    record_status_id: row.is_active ? 1 : 2,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }))
}

export async function getProduct(deps: Deps, accountId: string, id: string): Promise<Product> {
  const row = await findOwnedRecord(deps, products, 'Product', accountId, id)
  return (await productsToApi(deps, [row]))[0]!
}

const SORT_COLUMNS = { created_at: products.created_at, title: products.title, price: products.price_sen }

export function listProducts(deps: Deps, accountId: string, query: ProductListQuery) {
  const where = and(
    eq(products.account_id, accountId),
    searchIn(query.search, products.title),
    query.category_id ? eq(products.category_id, query.category_id) : undefined,
    query.is_active === undefined ? undefined : eq(products.is_active, query.is_active),
  )
  return readTablePage(deps, query, products, {
    where,
    sortBy: SORT_COLUMNS[query.sort],
    toApi: (rows) => productsToApi(deps, rows),
  })
}

/** Field values as they will be after the change, for the rules that span fields. */
async function checkRelations(
  deps: Deps,
  accountId: string,
  next: { category_id: string | null; subcategory_id: string | null; min: number; max: number | null },
  input: ProductUpdate,
) {
  const { db } = deps
  if (input.category_id) await requireOwnCategory(deps, accountId, input.category_id)
  if (next.subcategory_id && (input.subcategory_id !== undefined || input.category_id !== undefined)) {
    const [sub] = await db
      .select({ category_id: productSubcategories.category_id })
      .from(productSubcategories)
      .where(ownedRecord(productSubcategories, accountId, next.subcategory_id))
    if (!sub) throw validationError({ subcategory_id: 'The selected subcategory does not exist' })
    if (!next.category_id)
      throw validationError({ category_id: 'Choose the category of the selected subcategory' })
    if (sub.category_id !== next.category_id)
      throw validationError({ subcategory_id: 'The subcategory does not belong to the selected category' })
  }
  if (next.max !== null && next.max < next.min)
    throw validationError({
      max_purchase_quantity: 'The maximum purchase quantity must be at least the minimum purchase quantity',
    })
  if (input.image_ids) await requireOwnImages(deps, accountId, input.image_ids)
}

/** Column values from the fields the body carries; absent fields are left alone on update. */
function toColumns(input: ProductUpdate) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: sanitizeDescription(input.description) }),
    ...(input.price !== undefined && { price_sen: myrToSen(input.price) }),
    ...(input.weight !== undefined && { weight_grams: kgToGrams(input.weight) }),
    ...(input.stock !== undefined && { stock: input.stock }),
    ...(input.min_purchase_quantity !== undefined && { min_purchase_quantity: input.min_purchase_quantity }),
    ...(input.max_purchase_quantity !== undefined && { max_purchase_quantity: input.max_purchase_quantity }),
    ...(input.product_variant_enable !== undefined && {
      product_variant_enable: input.product_variant_enable,
    }),
    ...(input.category_id !== undefined && { category_id: input.category_id }),
    ...(input.subcategory_id !== undefined && { subcategory_id: input.subcategory_id }),
    ...(input.image_ids !== undefined && { image_ids: input.image_ids }),
    ...(input.is_active !== undefined && {
      is_active: input.is_active,
      record_status_id: input.is_active ? 1 : 2,
    }),
  }
}

async function linkTags(deps: Deps, accountId: string, productId: string, input: ProductUpdate) {
  const { db } = deps
  if (input.tags === undefined && input.tag_ids === undefined) return
  // Checked before any tag is created: a refused save leaves the tag list as it was.
  const asked = new Set(input.tag_ids ?? []).size + new Set((input.tags ?? []).map(tagKey)).size
  if (asked > MAX_PRODUCT_TAGS)
    throw validationError({ tags: `A product has at most ${MAX_PRODUCT_TAGS} tags in all (names and ids)` })
  const tagIds = await resolveTags(deps, accountId, input.tags ?? [], input.tag_ids ?? [])
  await db.delete(productTagLinks).where(eq(productTagLinks.product_id, productId))
  if (tagIds.length > 0)
    await db.insert(productTagLinks).values(tagIds.map((tag_id) => ({ product_id: productId, tag_id })))
}

export async function createProduct(deps: Deps, accountId: string, input: ProductCreate): Promise<Product> {
  const { db } = deps
  const now = deps.clock.now()
  await checkRelations(
    deps,
    accountId,
    {
      category_id: input.category_id ?? null,
      subcategory_id: input.subcategory_id ?? null,
      min: input.min_purchase_quantity ?? 1,
      max: input.max_purchase_quantity ?? null,
    },
    input,
  )
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...toColumns(input),
        title: input.title,
        price_sen: myrToSen(input.price),
        account_id: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: products.id })
    await linkTags({ ...deps, db: tx }, accountId, row!.id, input)
    return row!.id
  })
  return getProduct(deps, accountId, id)
}

export async function updateProduct(
  deps: Deps,
  accountId: string,
  id: string,
  input: ProductUpdate,
): Promise<Product> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await findOwnedRecord(deps, products, 'Product', accountId, id)
  const next = {
    category_id: input.category_id !== undefined ? input.category_id : current.category_id,
    // Clearing the category clears the subcategory that hangs under it.
    subcategory_id:
      input.subcategory_id !== undefined
        ? input.subcategory_id
        : input.category_id === null
          ? null
          : current.subcategory_id,
    min: input.min_purchase_quantity ?? current.min_purchase_quantity,
    max:
      input.max_purchase_quantity !== undefined ? input.max_purchase_quantity : current.max_purchase_quantity,
  }
  await checkRelations(deps, accountId, next, input)
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ ...toColumns(input), subcategory_id: next.subcategory_id, updated_at: now })
      .where(ownedRecord(products, accountId, id))
    await linkTags({ ...deps, db: tx }, accountId, id, input)
  })
  return getProduct(deps, accountId, id)
}

/** All rows or none: one unknown id (or another account's) and nothing changes. */
export async function bulkUpdateProducts(
  deps: Deps,
  accountId: string,
  input: BulkProductUpdate,
): Promise<Product[]> {
  const { db } = deps
  const now = deps.clock.now()
  const ids = input.products.map((row) => row.id)
  const duplicate = ids.findIndex((id, index) => ids.indexOf(id) !== index)
  if (duplicate >= 0)
    throw validationError({ [`products.${duplicate}.id`]: 'A product may appear only once' })
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.account_id, accountId), inArray(products.id, ids)))
  const known = new Set(found.map((row) => row.id))
  const missing = ids.findIndex((id) => !known.has(id))
  if (missing >= 0)
    throw validationError(
      { [`products.${missing}.id`]: 'The product does not exist' },
      'Nothing was changed: a product does not exist',
    )
  await db.transaction(async (tx) => {
    for (const row of input.products) {
      const changes = toColumns({ price: row.price, stock: row.stock, is_active: row.is_active })
      if (Object.keys(changes).length > 0)
        await tx
          .update(products)
          .set({ ...changes, updated_at: now })
          .where(ownedRecord(products, accountId, row.id))
    }
  })
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.account_id, accountId), inArray(products.id, ids)))
  return productsToApi(deps, rows)
}

/** Variants, tag links and store listings go with it (foreign keys cascade). */
export async function deleteProduct(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, products, 'Product', accountId, id)
}
