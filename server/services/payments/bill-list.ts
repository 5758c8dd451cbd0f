// Lists of bills, for a collection or the whole account, with status and free-text filters.
import { and, eq } from 'drizzle-orm'
import type { BILL_STATUSES } from '../../../src/contract/collections.ts'
import type { BILL_SORTS } from '../../../src/contract/list-choices.ts'
import { bills, collections } from '../../db/schema/index.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { billView } from './bills.ts'
import type { Deps } from '../../deps.ts'

const SORT_COLUMNS = { created_at: bills.created_at, amount: bills.amount_sen, payer_name: bills.payer_name }

export type BillListParams = ListQuery & {
  sort: (typeof BILL_SORTS)[number]
  status?: (typeof BILL_STATUSES)[number] | undefined
  collection_id?: string | undefined
}

export function listBills(deps: Deps, publicUrl: string, accountId: string, query: BillListParams) {
  const { db } = deps
  const now = deps.clock.now()
  const where = and(
    eq(bills.account_id, accountId),
    query.collection_id ? eq(bills.collection_id, query.collection_id) : undefined,
    query.status ? eq(bills.status, query.status) : undefined,
    searchIn(query.search, bills.invoice_no, bills.payer_name, bills.payer_email),
  )
  return readPage(query, {
    rows: db
      .select({ bill: bills, title: collections.title })
      .from(bills)
      .innerJoin(collections, eq(collections.id, bills.collection_id))
      .where(where)
      .$dynamic(),
    total: db.$count(bills, where),
    sortBy: SORT_COLUMNS[query.sort],
    tieBreak: bills.id,
    toApi: (rows) => rows.map((row) => billView(publicUrl, row.bill, row.title, now)),
  })
}
