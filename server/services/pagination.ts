// The one way a service reads a page of a list: the caller's filters, a sort with a unique tie-breaker
// (so pages never overlap or skip a row), the window, and the total, as {data, total, skip, limit}.
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { mytMidnight } from './dashboard/periods.ts'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { ListPage } from '../../src/contract/envelope.ts'
import type { Db } from '../db/client.ts'
import type { Deps } from '../deps.ts'

/** What a list call asks for, as the list's query-string schema parsed it. */
export interface ListQuery {
  skip: number
  limit: number
  sort?: string | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
}

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** Rows where any of the columns contains the text, whatever the case; no text, no filter. */
export function searchIn(text: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  if (!text) return undefined
  return or(...columns.map((column) => ilike(column, likePattern(text))))
}

export interface PageSource<Q extends PgSelect, T> {
  /** The rows query with its joins and filters, `.$dynamic()`, not yet ordered. */
  rows: Q
  /** How many rows match in all, usually `db.$count(table, where)`. */
  total: PromiseLike<number>
  /** The column (or columns) to sort by, then a unique one to break ties; all follow the query's order. */
  sortBy: AnyColumn | SQL | readonly (AnyColumn | SQL)[]
  tieBreak: AnyColumn
  toApi: (rows: Awaited<Q>) => T[] | Promise<T[]>
}

/** The ORDER BY of a page: the sort, then the tie-breaker, all one way (newest first unless `asc`). */
const orderOf = (
  order: ListQuery['order'],
  sortBy: PageSource<PgSelect, unknown>['sortBy'],
  tieBreak: AnyColumn,
) => [sortBy, tieBreak].flat().map((column) => (order === 'asc' ? asc : desc)(column))

/** One page of a list; `order` defaults to newest first (desc). */
export async function readPage<Q extends PgSelect, T>(
  query: ListQuery,
  source: PageSource<Q, T>,
): Promise<ListPage<T>> {
  const [rows, total] = await Promise.all([
    source.rows
      .orderBy(...orderOf(query.order, source.sortBy, source.tieBreak))
      .limit(query.limit)
      .offset(query.skip),
    source.total,
  ])
  return { data: await source.toApi(rows), total, skip: query.skip, limit: query.limit }
}

type TableWithId = PgTable & { id: AnyColumn }

/** A page of one table's own rows, ties broken by its id: what most lists are. */
export function readTablePage<TTable extends TableWithId, T>(
  deps: Deps,
  query: ListQuery,
  table: TTable,
  page: {
    where: SQL | undefined
    sortBy: PageSource<PgSelect, T>['sortBy']
    toApi: (rows: TTable['$inferSelect'][]) => T[] | Promise<T[]>
  },
): Promise<ListPage<T>> {
  const { db } = deps
  // Drizzle cannot type a select from a generic table; its rows are the table's rows.
  const source: PgTable = table
  const rows = db.select().from(source).where(page.where).$dynamic()
  return readPage(query, {
    rows,
    total: db.$count(table, page.where),
    sortBy: page.sortBy,
    tieBreak: table.id,
    toApi: (found) => page.toApi(found as TTable['$inferSelect'][]),
  })
}

type AccountTable = TableWithId & { account_id: AnyColumn }

/**
 * A list of one table's rows in the caller's account, read on every visit to its console page. Without a
 * search its page and its count are prepared statements, built once per database for each sort and order
 * (as the session lookup is, server/services/auth/session-caller.ts): a visit sends only the account and
 * the window, with no SQL built in JavaScript and nothing for PostgreSQL to parse and plan. A search
 * builds its query each time, through readTablePage.
 */
export function accountTableList<TTable extends AccountTable, S extends string, T>(list: {
  /** Names the prepared statements, unique among lists. */
  name: string
  table: TTable
  sorts: Record<S, PageSource<PgSelect, T>['sortBy']>
  searchIn: readonly AnyColumn[]
  toApi: (rows: TTable['$inferSelect'][]) => T[]
}) {
  const { table } = list
  const source: PgTable = table
  const ofAccount = eq(table.account_id, sql.placeholder('account'))
  // The count is the same whatever the sort; each sort and order has its own page statement.
  const prepare = (db: Db) => ({
    total: db.select({ n: count() }).from(source).where(ofAccount).prepare(`${list.name}_count`),
    pages: new Map<string, ReturnType<typeof preparePage>>(),
  })
  const preparePage = (db: Db, sort: S, order: 'asc' | 'desc') =>
    db
      .select()
      .from(source)
      .where(ofAccount)
      .orderBy(...orderOf(order, list.sorts[sort], table.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(`${list.name}_page_${sort}_${order}`)
  const prepared = new WeakMap<Db, ReturnType<typeof prepare>>()

  return async (deps: Deps, accountId: string, query: ListQuery & { sort: S }): Promise<ListPage<T>> => {
    const { db } = deps
    if (query.search)
      return readTablePage(deps, query, table, {
        where: and(eq(table.account_id, accountId), searchIn(query.search, ...list.searchIn)),
        sortBy: list.sorts[query.sort],
        toApi: list.toApi,
      })
    const order = query.order === 'asc' ? 'asc' : 'desc'
    let statements = prepared.get(db)
    if (!statements) prepared.set(db, (statements = prepare(db)))
    const key = `${query.sort}:${order}`
    let page = statements.pages.get(key)
    if (!page) statements.pages.set(key, (page = preparePage(db, query.sort, order)))
    const [rows, [counted]] = await Promise.all([
      page.execute({ account: accountId, limit: query.limit, skip: query.skip }),
      statements.total.execute({ account: accountId }),
    ])
    return { data: list.toApi(rows), total: counted?.n ?? 0, skip: query.skip, limit: query.limit }
  }
}

/** dd-MM-yyyy as the start of that Malaysian day. */
export function dayStart(text: string): Date {
  const [d, m, y] = text.split('-').map(Number) as [number, number, number]
  return mytMidnight(y, m, d)
}

/** Rows whose `column` falls on the Malaysian days from `start` to `end` (dd-MM-yyyy, both included). */
export function withinDays(
  column: AnyColumn,
  start: string | undefined,
  end: string | undefined,
): SQL | undefined {
  return and(
    start ? gte(column, dayStart(start)) : undefined,
    end ? lt(column, new Date(dayStart(end).getTime() + 86_400_000)) : undefined,
  )
}
