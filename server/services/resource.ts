// The one way to define a merchant-owned resource: list (skip/limit/sort/search), get, create, update,
// delete, each operation scoped to the caller's account. Another account's id answers "not found".
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { conflict, isUniqueViolation, notFound } from '../errors.ts'
import type { Access, Registry } from '../http/operation.ts'
import type { Caller, Deps } from '../deps.ts'
import { IdParamsSchema, queryInt } from '../http/validation.ts'

type OwnedTable = PgTable & {
  id: PgColumn
  account_id: PgColumn
  created_at: PgColumn
  updated_at: PgColumn
}

export type ResourceAction = 'list' | 'get' | 'create' | 'update' | 'delete'

export interface ResourceDefinition<T extends OwnedTable, Row, C extends v.GenericSchema, U extends v.GenericSchema> {
  /** Path segment and operationId prefix, e.g. `customers`. */
  name: string
  /** Human name of one record, e.g. `Customer`. */
  label: string
  tag: string
  table: T
  /** Response schema of one record (for the reference). */
  row: v.GenericSchema
  create: C
  update: U
  /** Columns a list may sort by, by their API names. */
  sortable: Record<string, PgColumn>
  defaultSort?: string
  /** Columns a free-text search looks in. */
  searchable: PgColumn[]
  toApi: (row: T['$inferSelect']) => Row
  /** Turns the validated create/update body into column values (e.g. MYR text to sen). */
  toColumns?: (input: Record<string, unknown>) => Record<string, unknown>
  actions?: ResourceAction[]
  access?: Extract<Access, 'merchant' | 'session'>
}

export const LIST_LIMIT_MAX = 500

export function listQuerySchema(sortable: string[], defaultSort: string) {
  return v.object({
    skip: queryInt(0, 1_000_000, 0),
    limit: queryInt(1, LIST_LIMIT_MAX, 10),
    sort: v.optional(v.picklist(sortable as [string, ...string[]], `Sort by one of: ${sortable.join(', ')}`), defaultSort),
    order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), 'desc'),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text may not exceed 100 characters'))),
  })
}

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export function defineResource<T extends OwnedTable, Row, C extends v.GenericSchema, U extends v.GenericSchema>(
  r: Registry,
  def: ResourceDefinition<T, Row, C, U>,
): void {
  const actions = new Set(def.actions ?? ['list', 'get', 'create', 'update', 'delete'])
  const access = def.access ?? 'merchant'
  const table = def.table as OwnedTable
  const base = `/${def.name}`
  const toColumns = def.toColumns ?? ((input) => input)
  const sortNames = Object.keys(def.sortable)
  const ListQuery = listQuerySchema(sortNames, def.defaultSort ?? 'created_at')

  const ownRow = (caller: Caller, id: string) => and(eq(table.id, id), eq(table.account_id, caller.accountId))
  const saveGuard = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(`A ${def.label.toLowerCase()} with these details already exists`)
    throw error
  }

  const findOwned = async (deps: Deps, caller: Caller, id: string) => {
    const [row] = await deps.db.select().from(table).where(ownRow(caller, id))
    if (!row) throw notFound(def.label)
    return def.toApi(row)
  }

  if (actions.has('list')) {
    r.add({
      id: `${def.name}.list`,
      method: 'get',
      path: base,
      summary: `List ${def.label.toLowerCase()} records of the caller's account`,
      tag: def.tag,
      access,
      query: ListQuery,
      response: listDataSchema(def.row),
      handler: async ({ deps, caller, query }) => {
        const filters: (SQL | undefined)[] = [eq(table.account_id, caller.accountId)]
        if (query.search) filters.push(or(...def.searchable.map((column) => ilike(column, likePattern(query.search!)))))
        const where = and(...filters)
        const column = def.sortable[query.sort] ?? table.created_at
        const direction = query.order === 'asc' ? asc : desc
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          deps.db.select().from(table).where(where).orderBy(direction(column), direction(table.id)).limit(query.limit).offset(query.skip),
          deps.db.select({ total: count() }).from(table).where(where),
        ])
        const data = rows.map((row) => def.toApi(row as T['$inferSelect']))
        return { data: { list: { data, total, skip: query.skip, limit: query.limit } } }
      },
    })
  }

  if (actions.has('get')) {
    r.add({
      id: `${def.name}.get`,
      method: 'get',
      path: `${base}/:id`,
      summary: `Get one ${def.label.toLowerCase()}`,
      tag: def.tag,
      access,
      params: IdParamsSchema,
      response: def.row,
      handler: async ({ deps, caller, params }) => ({ data: await findOwned(deps, caller, params.id) }),
    })
  }

  if (actions.has('create')) {
    r.add({
      id: `${def.name}.create`,
      method: 'post',
      path: base,
      summary: `Create a ${def.label.toLowerCase()}`,
      tag: def.tag,
      access,
      body: def.create,
      response: def.row,
      handler: async ({ deps, caller, body }) => {
        const now = deps.clock.now()
        const values = { ...toColumns(body as Record<string, unknown>), account_id: caller.accountId, created_at: now, updated_at: now }
        const [row] = await deps.db.insert(table).values(values as never).returning().catch(saveGuard)
        return { data: def.toApi(row as T['$inferSelect']), description: `${def.label} created` }
      },
    })
  }

  if (actions.has('update')) {
    r.add({
      id: `${def.name}.update`,
      method: 'put',
      path: `${base}/:id`,
      summary: `Change a ${def.label.toLowerCase()}`,
      tag: def.tag,
      access,
      params: IdParamsSchema,
      body: def.update,
      response: def.row,
      handler: async ({ deps, caller, params, body }) => {
        const changes = { ...toColumns(body as Record<string, unknown>), updated_at: deps.clock.now() }
        const [row] = await deps.db
          .update(table)
          .set(changes as never)
          .where(ownRow(caller, params.id))
          .returning()
          .catch(saveGuard)
        if (!row) throw notFound(def.label)
        return { data: def.toApi(row), description: `${def.label} updated` }
      },
    })
  }

  if (actions.has('delete')) {
    r.add({
      id: `${def.name}.delete`,
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${def.label.toLowerCase()}`,
      tag: def.tag,
      access,
      params: IdParamsSchema,
      handler: async ({ deps, caller, params }) => {
        const deleted = await deps.db.delete(table).where(ownRow(caller, params.id)).returning({ id: table.id })
        if (deleted.length === 0) throw notFound(def.label)
        return { data: { id: params.id }, description: `${def.label} deleted` }
      },
    })
  }
}
