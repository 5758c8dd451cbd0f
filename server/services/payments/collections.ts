// Collections as the console sees them: with their bill count and paid total.
import { and, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type {
  Collection,
  CollectionCreateSchema,
  CollectionUpdateSchema,
} from '../../../src/contract/collections.ts'
import type { COLLECTION_SORTS } from '../../../src/contract/list-choices.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { collections } from '../../db/schema/index.ts'
import { notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { refuseSavedUrl } from '../webhooks/outbound.ts'
import { collectionPaymentUrl } from './urls.ts'
import { ownedRecord } from '../owned-records.ts'

// Written out with an alias: Drizzle leaves columns unqualified inside sql``, which a correlated
// subquery would resolve against the inner table.
const billsCount = sql<number>`(select count(*)::int from bills b where b.collection_id = "collections"."id")`
const paidSen = sql<string>`(select coalesce(sum(b.amount_sen), 0)::text from bills b where b.collection_id = "collections"."id" and b.status = 'paid')`

const selection = { collection: collections, bills_count: billsCount, paid_sen: paidSen }

type CollectionRow = typeof collections.$inferSelect

/** What the payer's page shows of a collection as well as the console. */
export const payerFacingFields = (c: CollectionRow) => ({
  uuid: c.id,
  title: c.title,
  description: c.description,
  kind: c.kind,
  fixed_amount: c.fixed_amount_sen === null ? null : senToMyr(c.fixed_amount_sen),
})

function view(
  publicUrl: string,
  row: { collection: CollectionRow; bills_count: number; paid_sen: string },
): Collection {
  const c = row.collection
  return {
    id: c.id,
    ...payerFacingFields(c),
    callback_url: c.callback_url,
    redirect_url: c.redirect_url,
    record_status: c.record_status,
    bills_count: Number(row.bills_count),
    paid_amount: senToMyr(Number(row.paid_sen)),
    payment_url: collectionPaymentUrl(publicUrl, c.id),
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  }
}

const SORT_COLUMNS = { created_at: collections.created_at, title: collections.title }

export type CollectionListQuery = ListQuery & {
  sort: (typeof COLLECTION_SORTS)[number]
  record_status?: number | undefined
}

export function listCollections(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  query: CollectionListQuery,
) {
  const { db } = deps
  const where = and(
    eq(collections.account_id, accountId),
    query.record_status ? eq(collections.record_status, query.record_status) : undefined,
    searchIn(query.search, collections.title, collections.description),
  )
  return readPage(query, {
    rows: db.select(selection).from(collections).where(where).$dynamic(),
    total: db.$count(collections, where),
    sortBy: SORT_COLUMNS[query.sort],
    tieBreak: collections.id,
    toApi: (rows) => rows.map((row) => view(publicUrl, row)),
  })
}

export async function getCollection(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  id: string,
): Promise<Collection> {
  const { db } = deps
  const [row] = await db
    .select(selection)
    .from(collections)
    .where(ownedRecord(collections, accountId, id))
  if (!row) throw notFound('Collection')
  return view(publicUrl, row)
}

const amountColumns = (input: { fixed_amount?: string | null | undefined }) =>
  input.fixed_amount === undefined
    ? {}
    : { fixed_amount_sen: input.fixed_amount === null ? null : myrToSen(input.fixed_amount) }

export async function createCollection(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof CollectionCreateSchema>,
): Promise<Collection> {
  if (input.kind === 'bill' && input.fixed_amount)
    throw validationError({ fixed_amount: 'Only payment forms have a fixed amount' })
  refuseSavedUrl(deps.config.outbound, 'callback_url', 'callback URL', input.callback_url)
  const now = deps.clock.now()
  const { fixed_amount: _amount, ...rest } = input
  const [row] = await deps.db
    .insert(collections)
    .values({ ...rest, ...amountColumns(input), account_id: accountId, created_at: now, updated_at: now })
    .returning({ id: collections.id })
  return getCollection(deps, deps.config.publicUrl, accountId, row!.id)
}

/** Changes a collection; record_status 1 or 2 starts or stops it. */
export async function updateCollection(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof CollectionUpdateSchema>,
): Promise<Collection> {
  refuseSavedUrl(deps.config.outbound, 'callback_url', 'callback URL', input.callback_url)
  const { fixed_amount: _amount, ...rest } = input
  const updated = await deps.db
    .update(collections)
    .set({ ...rest, ...amountColumns(input), updated_at: deps.clock.now() })
    .where(ownedRecord(collections, accountId, id))
    .returning({ id: collections.id })
  if (updated.length === 0) throw notFound('Collection')
  return getCollection(deps, deps.config.publicUrl, accountId, id)
}
