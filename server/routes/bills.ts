// Customer bills (invoices to customers): list, view, change or cancel while pending; a collection's bills.
import * as v from 'valibot'
import {
  BILL_STATUSES,
  BillCreateSchema,
  BillMethodUpdateSchema,
  BillSchema,
  BillUpdateSchema,
} from '../../src/contract/collections.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { BILL_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema, oneOfEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { IdParamsSchema, UuidSchema } from '../http/validation.ts'
import { listBills } from '../services/payments/bill-list.ts'
import { createBill, getBill, updateBill } from '../services/payments/bills.ts'
import { getCollection } from '../services/payments/collections.ts'

const BillListQuery = listQuerySchema(BILL_SORTS, 'created_at', {
  status: oneOfEntry('Status', BILL_STATUSES),
  collection_id: v.optional(UuidSchema),
})

export const billRoutes = defineRoutes({ tag: 'Bills', access: 'merchant' }, (r) => {
  r.records({
    id: 'customerBills',
    path: '/customer-bills',
    label: 'Bill',
    row: BillSchema,
    list: {
      summary: 'Bills of the caller’s account, by collection, status or text',
      query: BillListQuery,
      run: (deps, caller, query) => listBills(deps, deps.config.publicUrl, caller.accountId, query),
    },
    get: { summary: 'One bill', run: accountDeps(getBill) },
    create: {
      path: '/customer-bills/customer-bill-method',
      summary: 'Create a bill (invoice) for a customer in a collection',
      body: BillCreateSchema,
      run: accountDeps(createBill),
    },
  })

  r.add({
    id: 'customerBills.update',
    method: 'put',
    path: '/customer-bills/:id',
    summary: 'Change a pending bill, or cancel it with status "cancelled"',
    params: IdParamsSchema,
    body: BillUpdateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateBill(deps, caller.accountId, params.id, body),
      description: body.status === 'cancelled' ? 'Bill cancelled' : 'Bill updated',
    }),
  })

  // The same create under the collections path SPEC also names.
  r.add({
    id: 'collections.createBill',
    method: 'post',
    path: '/collections/bill-method',
    summary: 'Create a bill in a collection',
    body: BillCreateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createBill(deps, caller.accountId, body),
      description: 'Bill created',
    }),
  })

  // And the change of such a bill, which names the bill in its body.
  r.add({
    id: 'collections.updateBill',
    method: 'put',
    path: '/collections/bill-method',
    summary: 'Change a pending bill made through the bill method, or cancel it with status "cancelled"',
    body: BillMethodUpdateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, body: { id, ...change } }) => ({
      data: await updateBill(deps, caller.accountId, id, change),
      description: change.status === 'cancelled' ? 'Bill cancelled' : 'Bill updated',
    }),
  })

  r.add({
    id: 'collections.bills',
    method: 'get',
    path: '/collections/:id/bills',
    summary: 'Bills of one collection',
    params: IdParamsSchema,
    query: v.omit(BillListQuery, ['collection_id']),
    response: listDataSchema(BillSchema),
    handler: async ({ deps, caller, params, query }) => {
      await getCollection(deps, deps.config.publicUrl, caller.accountId, params.id)
      const list = await listBills(deps, deps.config.publicUrl, caller.accountId, {
        ...query,
        collection_id: params.id,
      })
      return { data: { list } }
    },
  })
})
