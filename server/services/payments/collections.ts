// Collections as the console sees them: with their bill count and paid total.
import { and, count, desc, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Collection } from '../../../src/contract/collections.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { collections } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../errors.ts'
import { likePattern } from '../resource.ts'
import { collectionPaymentUrl } from './urls.ts'

// Written out with an alias: Drizzle leaves columns unqualified inside sql``, which a correlated
// subquery would resolve against the inner table.
const billsCount = sql<number>`(select count(*)::int from bills b where b.collection_id = "collections"."id")`
const paidSen = sql<string>`(select coalesce(sum(b.amount_sen), 0)::text from bills b where b.collection_id = "collections"."id" and b.status = 'paid')`

const selection = { collection: collections, bills_count: billsCount, paid_sen: paidSen }

function view(publicUrl: string, row: { collection: typeof collections.$inferSelect; bills_count: number; paid_sen: string }): Collection {
  const c = row.collection
  return {
    id: c.id,
    uuid: c.id,
    title: c.title,
    description: c.description,
    kind: c.kind,
    fixed_amount: c.fixed_amount_sen === null ? null : senToMyr(c.fixed_amount_sen),
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

export interface CollectionListQuery {
  skip: number
  limit: number
  sort: string
  order: 'asc' | 'desc'
  search?: string | undefined
  record_status?: number | undefined
}

const SORTS = { created_at: collections.created_at, title: collections.title }
export const COLLECTION_SORTS = Object.keys(SORTS)

export async function listCollections(db: Db, publicUrl: string, accountId: string, q: CollectionListQuery) {
  const filters: (SQL | undefined)[] = [eq(collections.account_id, accountId)]
  if (q.record_status) filters.push(eq(collections.record_status, q.record_status))
  if (q.search) filters.push(or(ilike(collections.title, likePattern(q.search)), ilike(collections.description, likePattern(q.search))))
  const where = and(...filters)
  const column = SORTS[q.sort as keyof typeof SORTS] ?? collections.created_at
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db.select(selection).from(collections).where(where).orderBy(direction(column), direction(collections.id)).limit(q.limit).offset(q.skip),
    db.select({ n: count() }).from(collections).where(where),
  ])
  return { data: rows.map((row) => view(publicUrl, row)), total: total?.n ?? 0, skip: q.skip, limit: q.limit }
}

export async function getCollection(db: Db, publicUrl: string, accountId: string, id: string): Promise<Collection> {
  const [row] = await db
    .select(selection)
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.account_id, accountId)))
  if (!row) throw notFound('Collection')
  return view(publicUrl, row)
}
