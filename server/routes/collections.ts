// Collections (SPEC §7 Collections and bills): list, create, view, edit, start/stop, and their bills.
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { BillCreateSchema, BillSchema, CollectionCreateSchema, CollectionSchema, CollectionUpdateSchema } from '../../src/contract/collections.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { collections } from '../db/schema/index.ts'
import { notFound, validationError } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, queryInt } from '../http/validation.ts'
import { BillListQuery, listBills } from '../services/payments/bill-list.ts'
import { createBill } from '../services/payments/bills.ts'
import { COLLECTION_SORTS, getCollection, listCollections } from '../services/payments/collections.ts'

const CollectionListQuery = v.object({
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, 500, 10),
  sort: v.optional(v.picklist(COLLECTION_SORTS as [string, ...string[]], 'Sort by created_at or title'), 'created_at'),
  order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), 'desc'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  record_status: v.optional(v.pipe(v.picklist(['1', '2'], 'record_status is 1 (active) or 2 (inactive)'), v.transform(Number))),
})

const amountColumns = (body: { fixed_amount?: string | null }) =>
  body.fixed_amount === undefined ? {} : { fixed_amount_sen: body.fixed_amount === null ? null : myrToSen(body.fixed_amount) }

export function registerCollectionRoutes(r: Registry): void {
  r.add({
    id: 'collections.list',
    method: 'get',
    path: '/collections',
    summary: 'Collections of the caller’s account; record_status 1 active, 2 inactive',
    tag: 'Collections',
    access: 'merchant',
    query: CollectionListQuery,
    response: listDataSchema(CollectionSchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listCollections(deps.db, deps.config.publicUrl, caller.accountId, query) } }),
  })

  r.add({
    id: 'collections.create',
    method: 'post',
    path: '/collections',
    summary: 'Create a bill collection or an open payment form',
    tag: 'Collections',
    access: 'merchant',
    body: CollectionCreateSchema,
    response: CollectionSchema,
    handler: async ({ deps, caller, body }) => {
      if (body.kind === 'bill' && body.fixed_amount) throw validationError({ fixed_amount: 'Only payment forms have a fixed amount' })
      const now = deps.clock.now()
      const { fixed_amount: _amount, ...rest } = body
      const [row] = await deps.db
        .insert(collections)
        .values({ ...rest, ...amountColumns(body), account_id: caller.accountId, created_at: now, updated_at: now })
        .returning({ id: collections.id })
      return { data: await getCollection(deps.db, deps.config.publicUrl, caller.accountId, row!.id), description: 'Collection created' }
    },
  })

  r.add({
    id: 'collections.get',
    method: 'get',
    path: '/collections/:id',
    summary: 'One collection',
    tag: 'Collections',
    access: 'merchant',
    params: IdParamsSchema,
    response: CollectionSchema,
    handler: async ({ deps, caller, params }) => ({ data: await getCollection(deps.db, deps.config.publicUrl, caller.accountId, params.id) }),
  })

  r.add({
    id: 'collections.update',
    method: 'put',
    path: '/collections/:id',
    summary: 'Change a collection; start or stop it with record_status 1 or 2',
    tag: 'Collections',
    access: 'merchant',
    params: IdParamsSchema,
    body: CollectionUpdateSchema,
    response: CollectionSchema,
    handler: async ({ deps, caller, params, body }) => {
      const { fixed_amount: _amount, ...rest } = body
      const updated = await deps.db
        .update(collections)
        .set({ ...rest, ...amountColumns(body), updated_at: deps.clock.now() })
        .where(and(eq(collections.id, params.id), eq(collections.account_id, caller.accountId)))
        .returning({ id: collections.id })
      if (updated.length === 0) throw notFound('Collection')
      return { data: await getCollection(deps.db, deps.config.publicUrl, caller.accountId, params.id), description: 'Collection updated' }
    },
  })

  r.add({
    id: 'collections.createBill',
    method: 'post',
    path: '/collections/bill-method',
    summary: 'Create a bill in a collection',
    tag: 'Bills',
    access: 'merchant',
    body: BillCreateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, body }) => ({ data: await createBill(deps, caller.accountId, body), description: 'Bill created' }),
  })

  r.add({
    id: 'collections.bills',
    method: 'get',
    path: '/collections/:id/bills',
    summary: 'Bills of one collection',
    tag: 'Bills',
    access: 'merchant',
    params: IdParamsSchema,
    query: v.omit(BillListQuery, ['collection_id']),
    response: listDataSchema(BillSchema),
    handler: async ({ deps, caller, params, query }) => {
      await getCollection(deps.db, deps.config.publicUrl, caller.accountId, params.id)
      const list = await listBills(deps.db, deps.config.publicUrl, caller.accountId, { ...query, collection_id: params.id }, deps.clock.now())
      return { data: { list } }
    },
  })
}
