// The merchant's stores: list, read, create and change, always within the caller's account.
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  storefrontPath,
  type Store,
  type StoreCreateSchema,
  type StoreUpdateSchema,
} from '../../../src/contract/stores.ts'
import type { STORE_SORTS } from '../../../src/contract/list-choices.ts'
import { collections, stores } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { requireOwnImage } from '../catalogue/images.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { findOwnedRecord, ownedRecord } from '../owned-records.ts'

type StoreRow = typeof stores.$inferSelect
type CollectionRef = { id: string; title: string; record_status: number } | null

const selection = {
  store: stores,
  collection: { id: collections.id, title: collections.title, record_status: collections.record_status },
}

export function storeView(row: StoreRow, collection: CollectionRef): Store {
  return {
    id: row.id,
    unique_id: row.unique_id,
    name: row.name,
    description: row.description,
    theme_color: row.theme_color,
    logo_image_id: row.logo_image_id,
    store_collection: collection?.id ? collection : null,
    record_status_id: row.record_status_id,
    public_path: storefrontPath(row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const SORT_COLUMNS = { created_at: stores.created_at, name: stores.name }

export function listStores(
  deps: Deps,
  accountId: string,
  query: ListQuery & { sort: (typeof STORE_SORTS)[number] },
) {
  const { db } = deps
  const where = and(eq(stores.account_id, accountId), searchIn(query.search, stores.name, stores.unique_id))
  return readPage(query, {
    rows: db
      .select(selection)
      .from(stores)
      .leftJoin(collections, eq(collections.id, stores.store_collection_id))
      .where(where)
      .$dynamic(),
    total: db.$count(stores, where),
    sortBy: SORT_COLUMNS[query.sort],
    tieBreak: stores.id,
    toApi: (rows) => rows.map((row) => storeView(row.store, row.collection)),
  })
}

/** The caller's store, or 4040 (also for another account's store). */
export async function findOwnedStore(deps: Deps, accountId: string, id: string): Promise<StoreRow> {
  return findOwnedRecord(deps, stores, 'Store', accountId, id)
}

export async function getStore(deps: Deps, accountId: string, id: string): Promise<Store> {
  const { db } = deps
  const [row] = await db
    .select(selection)
    .from(stores)
    .leftJoin(collections, eq(collections.id, stores.store_collection_id))
    .where(ownedRecord(stores, accountId, id))
  if (!row) throw notFound('Store')
  return storeView(row.store, row.collection)
}

/** "Kedai Niaga Demo" → "kedai-niaga-demo-4k2m": readable, and unique without a round trip. */
function uniqueIdFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `${slug || 'store'}-${randomBytes(3).toString('hex')}`
}

const uniqueIdTaken = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw validationError({ unique_id: 'This unique id is taken: choose another' })
  throw error
}

export async function createStore(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof StoreCreateSchema>,
): Promise<Store> {
  // A logo must be one of the caller's own images: it becomes the store's public face and home-screen icons.
  if (input.logo_image_id) await requireOwnImage(deps, accountId, input.logo_image_id, 'logo_image_id')
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(stores)
    .values({
      ...input,
      unique_id: input.unique_id ?? uniqueIdFrom(input.name),
      account_id: accountId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: stores.id })
    .catch(uniqueIdTaken)
  return getStore(deps, accountId, row!.id)
}

export async function updateStore(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof StoreUpdateSchema>,
): Promise<Store> {
  if (input.logo_image_id) await requireOwnImage(deps, accountId, input.logo_image_id, 'logo_image_id')
  const updated = await deps.db
    .update(stores)
    .set({ ...input, updated_at: deps.clock.now() })
    .where(ownedRecord(stores, accountId, id))
    .returning({ id: stores.id })
    .catch(uniqueIdTaken)
  if (updated.length === 0) throw notFound('Store')
  return getStore(deps, accountId, id)
}

/** Orders become bills of this collection: link one of the caller's bill collections, or create one. */
export async function setDefaultCollection(
  deps: Deps,
  accountId: string,
  input: { store_id: string; collection_id?: string | null | undefined; title?: string | null | undefined },
): Promise<Store> {
  const store = await findOwnedStore(deps, accountId, input.store_id)
  const now = deps.clock.now()
  let collectionId = input.collection_id
  if (collectionId) {
    const [collection] = await deps.db
      .select()
      .from(collections)
      .where(ownedRecord(collections, accountId, collectionId))
    if (!collection) throw validationError({ collection_id: 'No collection of yours has this id' })
    if (collection.kind !== 'bill')
      throw validationError({ collection_id: 'Choose a bill collection: orders become its bills' })
    if (collection.record_status !== 1)
      throw conflict('This collection is inactive: start it before linking it to a store')
  } else {
    const [created] = await deps.db
      .insert(collections)
      .values({
        account_id: accountId,
        title: input.title ?? `${store.name} orders`,
        description: `Orders from the ${store.name} storefront`,
        kind: 'bill',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: collections.id })
    collectionId = created!.id
  }
  await deps.db
    .update(stores)
    .set({ store_collection_id: collectionId, updated_at: now })
    .where(eq(stores.id, store.id))
  return getStore(deps, accountId, store.id)
}
