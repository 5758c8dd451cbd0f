// Customers of a merchant: the payers its bills are addressed to. Every query is scoped to the caller's
// account; another account's id answers "not found".
import type * as v from 'valibot'
import type { Customer, CustomerCreateSchema, CustomerUpdateSchema } from '../../../src/contract/customers.ts'
import { customers } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { accountTableList } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

type CustomerRow = typeof customers.$inferSelect
const SORT_COLUMNS = { created_at: customers.created_at, name: customers.name, email: customers.email }

const toApi = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  state: row.state,
  notes: row.notes,
  record_status_id: row.record_status_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/** The customers page: prepared statements unless it searches (name, email, phone). */
export const listCustomers = accountTableList({
  name: 'customers',
  table: customers,
  sorts: SORT_COLUMNS,
  searchIn: [customers.name, customers.email, customers.phone],
  toApi: (rows) => rows.map(toApi),
})

export async function getCustomer(deps: Deps, accountId: string, id: string): Promise<Customer> {
  const row = await findOwnedRecord(deps, customers, 'Customer', accountId, id)
  return toApi(row)
}

export async function createCustomer(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof CustomerCreateSchema>,
): Promise<Customer> {
  const { db } = deps
  const now = deps.clock.now()
  const [row] = await db
    .insert(customers)
    .values({ ...input, account_id: accountId, created_at: now, updated_at: now })
    .returning()
  return toApi(row!)
}

export async function updateCustomer(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof CustomerUpdateSchema>,
): Promise<Customer> {
  const { db } = deps
  const now = deps.clock.now()
  const [row] = await db
    .update(customers)
    .set({ ...input, updated_at: now })
    .where(ownedRecord(customers, accountId, id))
    .returning()
  if (!row) throw notFound('Customer')
  return toApi(row)
}

export async function deleteCustomer(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, customers, 'Customer', accountId, id)
}
