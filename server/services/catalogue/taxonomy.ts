// Categories, subcategories and tags of a merchant's catalogue. Every query is scoped to the caller's
// account; another account's id is "not found". Deleting what products still use is refused (4090).
import { and, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Category, Subcategory, Tag } from '../../../src/contract/catalogue.ts'
import { MAX_CATEGORIES, MAX_SUBCATEGORIES, tagKey } from '../../../src/contract/catalogue.ts'
import { requireRoom } from '../record-limits.ts'
import { productCategories, products, productSubcategories, productTags } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

export type TaxonomyListQuery = ListQuery & { category_id?: string | undefined }

export const CATEGORY_SORTS = ['created_at', 'title'] as const
export const TAG_SORTS = ['created_at', 'name'] as const

const iso = (date: Date) => date.toISOString()
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

type CategoryRow = typeof productCategories.$inferSelect
type SubcategoryRow = typeof productSubcategories.$inferSelect

/** How many rows of `table` point at each of the ids through `column`. */
async function countBy(
  deps: Deps,
  table: typeof products | typeof productSubcategories,
  column: PgColumn,
  ids: string[],
) {
  const { db } = deps
  if (ids.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column)
  return new Map(rows.map((row) => [row.id as string, row.n]))
}

async function categoriesToApi(deps: Deps, rows: CategoryRow[]): Promise<Category[]> {
  const ids = rows.map((row) => row.id)
  const [subs, prods] = await Promise.all([
    countBy(deps, productSubcategories, productSubcategories.category_id, ids),
    countBy(deps, products, products.category_id, ids),
  ])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    is_active: row.is_active,
    record_status_id: row.is_active ? 1 : 2,
    subcategory_count: subs.get(row.id) ?? 0,
    product_count: prods.get(row.id) ?? 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }))
}

async function subcategoriesToApi(deps: Deps, rows: SubcategoryRow[]): Promise<Subcategory[]> {
  const { db } = deps
  const ids = rows.map((row) => row.id)
  const categoryIds = [...new Set(rows.map((row) => row.category_id))]
  const [prods, categories] = await Promise.all([
    countBy(deps, products, products.subcategory_id, ids),
    categoryIds.length === 0
      ? []
      : db
          .select({ id: productCategories.id, title: productCategories.title })
          .from(productCategories)
          .where(inArray(productCategories.id, categoryIds)),
  ])
  const titles = new Map(categories.map((category) => [category.id, category.title]))
  return rows.map((row) => ({
    id: row.id,
    category_id: row.category_id,
    category_title: titles.get(row.category_id) ?? '',
    title: row.title,
    description: row.description,
    is_active: row.is_active,
    record_status_id: row.is_active ? 1 : 2,
    product_count: prods.get(row.id) ?? 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }))
}

/** Categories and subcategories alike: searched by title, listed by title or age, read one by id. */
function taxonomyLevel<TTable extends typeof productCategories | typeof productSubcategories, T>(
  table: TTable,
  label: string,
  toApi: (deps: Deps, rows: TTable['$inferSelect'][]) => Promise<T[]>,
) {
  const view = async (deps: Deps, row: TTable['$inferSelect']): Promise<T> => (await toApi(deps, [row]))[0]!
  return {
    view,
    list: (deps: Deps, accountId: string, query: TaxonomyListQuery, filter?: SQL) =>
      readTablePage(deps, query, table, {
        where: and(eq(table.account_id, accountId), filter, searchIn(query.search, table.title)),
        sortBy: query.sort === 'title' ? table.title : table.created_at,
        toApi: (rows) => toApi(deps, rows),
      }),
    get: async (deps: Deps, accountId: string, id: string) =>
      view(deps, await findOwnedRecord(deps, table, label, accountId, id)),
  }
}

const categoryLevel = taxonomyLevel(productCategories, 'Category', categoriesToApi)
const subcategoryLevel = taxonomyLevel(productSubcategories, 'Subcategory', subcategoriesToApi)

// ----- categories -----

export const listCategories = (deps: Deps, accountId: string, query: TaxonomyListQuery) =>
  categoryLevel.list(deps, accountId, query)

export const getCategory = categoryLevel.get

export interface CategoryValues {
  title?: string | undefined
  description?: string | null | undefined
  is_active?: boolean | undefined
}

const statusOf = (values: { is_active?: boolean | undefined }) =>
  values.is_active === undefined ? {} : { record_status_id: values.is_active ? 1 : 2 }

/** A new category's or subcategory's columns: active unless the values say otherwise. */
const newRow = (accountId: string, values: CategoryValues, now: Date) => ({
  title: values.title!,
  description: values.description ?? null,
  is_active: values.is_active ?? true,
  ...statusOf(values),
  account_id: accountId,
  created_at: now,
  updated_at: now,
})

export async function saveCategory(
  deps: Deps,
  accountId: string,
  values: CategoryValues,
  id?: string,
): Promise<Category> {
  const { db } = deps
  const now = deps.clock.now()
  if (!id) {
    await requireRoom(
      deps,
      productCategories,
      eq(productCategories.account_id, accountId),
      MAX_CATEGORIES,
      `An account has at most ${MAX_CATEGORIES} categories: change or remove one instead`,
    )
    const [row] = await db
      .insert(productCategories)
      .values(newRow(accountId, values, now))
      .returning()
    return categoryLevel.view(deps, row!)
  }
  const [row] = await db
    .update(productCategories)
    .set({ ...values, ...statusOf(values), updated_at: now })
    .where(ownedRecord(productCategories, accountId, id))
    .returning()
  if (!row) throw notFound('Category')
  return categoryLevel.view(deps, row)
}

/** Refused while subcategories or products use it: deleting would silently uncategorise them. */
export async function deleteCategory(deps: Deps, accountId: string, id: string): Promise<void> {
  const { db } = deps
  const category = await getCategory(deps, accountId, id)
  if (category.subcategory_count > 0 || category.product_count > 0) {
    const uses = [
      category.product_count > 0 ? plural(category.product_count, 'product') : '',
      category.subcategory_count > 0
        ? plural(category.subcategory_count, 'subcategory').replace(/ys$/, 'ies')
        : '',
    ]
    throw conflict(
      `This category is used by ${uses.filter(Boolean).join(' and ')}. Move or delete them first.`,
    )
  }
  await db.delete(productCategories).where(ownedRecord(productCategories, accountId, id))
}

/** The caller's category, or a 4000 under `field` (another account's category is simply unknown). */
export async function requireOwnCategory(deps: Deps, accountId: string, id: string, field = 'category_id') {
  const { db } = deps
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(ownedRecord(productCategories, accountId, id))
  if (!row) throw validationError({ [field]: 'The selected category does not exist' })
}

// ----- subcategories -----

export const listSubcategories = (deps: Deps, accountId: string, query: TaxonomyListQuery) =>
  subcategoryLevel.list(
    deps,
    accountId,
    query,
    query.category_id ? eq(productSubcategories.category_id, query.category_id) : undefined,
  )

export const getSubcategory = subcategoryLevel.get

export async function saveSubcategory(
  deps: Deps,
  accountId: string,
  values: CategoryValues & { category_id?: string | undefined },
  id?: string,
): Promise<Subcategory> {
  const { db } = deps
  const now = deps.clock.now()
  if (values.category_id) await requireOwnCategory(deps, accountId, values.category_id)
  if (!id) {
    await requireRoom(
      deps,
      productSubcategories,
      eq(productSubcategories.category_id, values.category_id!),
      MAX_SUBCATEGORIES,
      `A category has at most ${MAX_SUBCATEGORIES} subcategories: change or remove one instead`,
    )
    const [row] = await db
      .insert(productSubcategories)
      .values({ category_id: values.category_id!, ...newRow(accountId, values, now) })
      .returning()
    return subcategoryLevel.view(deps, row!)
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productSubcategories)
      .set({ ...values, ...statusOf(values), updated_at: now })
      .where(ownedRecord(productSubcategories, accountId, id))
      .returning()
    if (!row) throw notFound('Subcategory')
    // A subcategory moved to another category takes its products along, so they never disagree.
    if (values.category_id)
      await tx
        .update(products)
        .set({ category_id: values.category_id, updated_at: now })
        .where(eq(products.subcategory_id, id))
    return subcategoryLevel.view({ ...deps, db: tx }, row)
  })
}

export async function deleteSubcategory(deps: Deps, accountId: string, id: string): Promise<void> {
  const { db } = deps
  const subcategory = await getSubcategory(deps, accountId, id)
  if (subcategory.product_count > 0)
    throw conflict(
      `This subcategory is used by ${plural(subcategory.product_count, 'product')}. Move or delete them first.`,
    )
  await db.delete(productSubcategories).where(ownedRecord(productSubcategories, accountId, id))
}

// ----- tags -----

type TagRow = typeof productTags.$inferSelect
const tagToApi = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

export function listTags(deps: Deps, accountId: string, query: ListQuery) {
  const where = and(eq(productTags.account_id, accountId), searchIn(query.search, productTags.name))
  const sortBy = query.sort === 'name' ? productTags.name_key : productTags.created_at
  return readTablePage(deps, query, productTags, { where, sortBy, toApi: (rows) => rows.map(tagToApi) })
}

export async function getTag(deps: Deps, accountId: string, id: string): Promise<Tag> {
  const row = await findOwnedRecord(deps, productTags, 'Tag', accountId, id)
  return tagToApi(row)
}

const tagClash = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw conflict('A tag with this name already exists', { name: 'A tag with this name already exists' })
  throw error
}

export async function saveTag(deps: Deps, accountId: string, name: string, id?: string): Promise<Tag> {
  const { db } = deps
  const now = deps.clock.now()
  const values = { name: name.trim(), name_key: tagKey(name), updated_at: now }
  if (!id) {
    const [row] = await db
      .insert(productTags)
      .values({ ...values, account_id: accountId, created_at: now })
      .returning()
      .catch(tagClash)
    return tagToApi(row!)
  }
  const [row] = await db
    .update(productTags)
    .set(values)
    .where(ownedRecord(productTags, accountId, id))
    .returning()
    .catch(tagClash)
  if (!row) throw notFound('Tag')
  return tagToApi(row)
}

/** Unlinks the tag from its products (the links cascade); the products stay. */
export async function deleteTag(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, productTags, 'Tag', accountId, id)
}

/**
 * The ids of the named tags (created when missing) and of the given tag ids (which must be the caller's),
 * deduplicated in order. Runs inside the caller's transaction.
 */
export async function resolveTags(
  deps: Deps,
  accountId: string,
  names: string[],
  ids: string[],
): Promise<string[]> {
  const { db } = deps
  const now = deps.clock.now()
  const result: string[] = []
  if (ids.length > 0) {
    const own = await db
      .select({ id: productTags.id })
      .from(productTags)
      .where(and(eq(productTags.account_id, accountId), inArray(productTags.id, ids)))
    const known = new Set(own.map((row) => row.id))
    const missing = ids.findIndex((id) => !known.has(id))
    if (missing >= 0) throw validationError({ [`tag_ids.${missing}`]: 'The selected tag does not exist' })
    result.push(...ids)
  }
  const byKey = new Map<string, string>()
  for (const name of names) if (!byKey.has(tagKey(name))) byKey.set(tagKey(name), name.trim())
  if (byKey.size > 0) {
    // Insert what is new, ignoring spellings that exist (also under a concurrent save), then read all.
    await db
      .insert(productTags)
      .values(
        [...byKey.entries()].map(([key, name]) => ({
          account_id: accountId,
          name,
          name_key: key,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing({ target: [productTags.account_id, productTags.name_key] })
    const rows = await db
      .select({ id: productTags.id, key: productTags.name_key })
      .from(productTags)
      .where(and(eq(productTags.account_id, accountId), inArray(productTags.name_key, [...byKey.keys()])))
    const idByKey = new Map(rows.map((row) => [row.key, row.id]))
    for (const key of byKey.keys()) result.push(idByKey.get(key)!)
  }
  return [...new Set(result)]
}
