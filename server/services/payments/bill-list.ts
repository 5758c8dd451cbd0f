// Lists of bills, for a collection or the whole account, with status and free-text filters.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { BILL_STATUSES } from '../../../src/contract/collections.ts'
import { bills, collections } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { UuidSchema, queryInt } from '../../http/validation.ts'
import { likePattern } from '../resource.ts'
import { billView } from './bills.ts'

export const BillListQuery = v.object({
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, 500, 10),
  sort: v.optional(v.picklist(['created_at', 'amount', 'payer_name'], 'Sort by created_at, amount or payer_name'), 'created_at'),
  order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), 'desc'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(BILL_STATUSES, `Status is one of: ${BILL_STATUSES.join(', ')}`)),
  collection_id: v.optional(UuidSchema),
})
export type BillListParams = v.InferOutput<typeof BillListQuery>

const SORTS = { created_at: bills.created_at, amount: bills.amount_sen, payer_name: bills.payer_name }

export async function listBills(db: Db, publicUrl: string, accountId: string, q: BillListParams, now: Date) {
  const filters: (SQL | undefined)[] = [eq(bills.account_id, accountId)]
  if (q.collection_id) filters.push(eq(bills.collection_id, q.collection_id))
  if (q.status) filters.push(eq(bills.status, q.status))
  if (q.search) {
    const pattern = likePattern(q.search)
    filters.push(or(ilike(bills.invoice_no, pattern), ilike(bills.payer_name, pattern), ilike(bills.payer_email, pattern)))
  }
  const where = and(...filters)
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ bill: bills, title: collections.title })
      .from(bills)
      .innerJoin(collections, eq(collections.id, bills.collection_id))
      .where(where)
      .orderBy(direction(SORTS[q.sort]), direction(bills.id))
      .limit(q.limit)
      .offset(q.skip),
    db.select({ n: count() }).from(bills).where(where),
  ])
  return { data: rows.map((row) => billView(publicUrl, row.bill, row.title, now)), total: total?.n ?? 0, skip: q.skip, limit: q.limit }
}
