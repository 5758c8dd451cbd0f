// Customer bills (invoices to customers): list, view, change or cancel while pending.
import { and, eq } from 'drizzle-orm'
import { BillCreateSchema, BillSchema, BillUpdateSchema } from '../../src/contract/collections.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { bills } from '../db/schema/index.ts'
import { conflict } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { BillListQuery, listBills } from '../services/payments/bill-list.ts'
import { billView, createBill, effectiveStatus, findOwnedBill } from '../services/payments/bills.ts'

export function registerBillRoutes(r: Registry): void {
  r.add({
    id: 'customerBills.list',
    method: 'get',
    path: '/customer-bills',
    summary: 'Bills of the caller’s account, by collection, status or text',
    tag: 'Bills',
    access: 'merchant',
    query: BillListQuery,
    response: listDataSchema(BillSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listBills(deps.db, deps.config.publicUrl, caller.accountId, query, deps.clock.now()) },
    }),
  })

  r.add({
    id: 'customerBills.create',
    method: 'post',
    path: '/customer-bills/customer-bill-method',
    summary: 'Create a bill (invoice) for a customer in a collection',
    tag: 'Bills',
    access: 'merchant',
    body: BillCreateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, body }) => ({ data: await createBill(deps, caller.accountId, body), description: 'Bill created' }),
  })

  r.add({
    id: 'customerBills.get',
    method: 'get',
    path: '/customer-bills/:id',
    summary: 'One bill',
    tag: 'Bills',
    access: 'merchant',
    params: IdParamsSchema,
    response: BillSchema,
    handler: async ({ deps, caller, params }) => {
      const row = await findOwnedBill(deps.db, caller.accountId, params.id)
      return { data: billView(deps.config.publicUrl, row.bill, row.title, deps.clock.now()) }
    },
  })

  r.add({
    id: 'customerBills.update',
    method: 'put',
    path: '/customer-bills/:id',
    summary: 'Change a pending bill, or cancel it with status "cancelled"',
    tag: 'Bills',
    access: 'merchant',
    params: IdParamsSchema,
    body: BillUpdateSchema,
    response: BillSchema,
    handler: async ({ deps, caller, params, body }) => {
      const now = deps.clock.now()
      const current = await findOwnedBill(deps.db, caller.accountId, params.id)
      const status = effectiveStatus(current.bill, now)
      if (status !== 'pending') throw conflict(`A ${status} bill cannot be changed`)
      const { amount, ...rest } = body
      const [row] = await deps.db
        .update(bills)
        .set({ ...rest, ...(amount === undefined ? {} : { amount_sen: myrToSen(amount) }), updated_at: now })
        // Only while still pending: a payment that lands meanwhile wins over the edit.
        .where(and(eq(bills.id, params.id), eq(bills.account_id, caller.accountId), eq(bills.status, 'pending')))
        .returning()
      if (!row) throw conflict('The bill was paid or changed meanwhile')
      return { data: billView(deps.config.publicUrl, row, current.title, now), description: body.status === 'cancelled' ? 'Bill cancelled' : 'Bill updated' }
    },
  })
}
