// Virtual accounts: numbers a merchant hands out per customer or purpose; a bank transfer to one fills the
// pool it points at. Numbers follow the sandbox numbering of src/contract/pools.ts (8808, a running number
// from a database sequence, a Luhn digit), so they are unique across processes.
import { and, count, eq, max, sql, sum } from 'drizzle-orm'
import {
  VIRTUAL_ACCOUNT_PREFIX,
  type CreateVirtualAccountSchema,
  type VirtualAccount,
  type VirtualAccountStatus,
} from '../../../src/contract/pools.ts'
import { luhnCheckDigit } from '../../../src/lib/luhn.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import type * as v from 'valibot'
import { customers, poolTopups, virtualAccounts } from '../../db/schema/index.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = typeof virtualAccounts.$inferSelect

export const virtualAccountTopupUrl = (publicUrl: string, accountNo: string) =>
  `${publicUrl}/pay/prefund-topup?virtual_account_no=${accountNo}`
export const virtualAccountTransferUrl = (publicUrl: string, accountNo: string) =>
  `${publicUrl}/sandbox/transfer?virtual_account_no=${accountNo}`

export function virtualAccountNumber(running: number): string {
  const payload = `${VIRTUAL_ACCOUNT_PREFIX}${String(running).padStart(9, '0')}`
  return `${payload}${luhnCheckDigit(payload)}`
}

const totals = (deps: Deps) => {
  const { db } = deps
  return db
    .select({
      id: poolTopups.virtual_account_id,
      received: sum(poolTopups.amount_sen).as('received'),
      transfers: count(poolTopups.id).as('transfers'),
      last: max(poolTopups.credited_at).as('last'),
    })
    .from(poolTopups)
    .where(sql`${poolTopups.credited_at} is not null and ${poolTopups.virtual_account_id} is not null`)
    .groupBy(poolTopups.virtual_account_id)
    .as('totals')
}

const selection = (t: ReturnType<typeof totals>) => ({
  va: virtualAccounts,
  customer: customers.name,
  received: t.received,
  transfers: t.transfers,
  last: t.last,
})

function view(
  publicUrl: string,
  row: {
    va: Row
    customer: string | null
    received: string | null
    transfers: number | null
    last: Date | string | null
  },
): VirtualAccount {
  const { va } = row
  const last = row.last === null ? null : new Date(row.last).toISOString()
  return {
    id: va.id,
    account_no: va.account_no,
    name: va.name,
    pool_type: va.pool_type,
    customer_id: va.customer_id,
    customer_name: row.customer,
    description: va.description,
    callback_url: va.callback_url,
    status: va.status,
    total_received: senToMyr(Number(row.received ?? 0)),
    transfers: Number(row.transfers ?? 0),
    last_transfer_at: last,
    topup_url: virtualAccountTopupUrl(publicUrl, va.account_no),
    transfer_url: virtualAccountTransferUrl(publicUrl, va.account_no),
    created_at: va.created_at.toISOString(),
    closed_at: va.closed_at?.toISOString() ?? null,
  }
}

function query(deps: Deps) {
  const { db } = deps
  const t = totals(deps)
  return db
    .select(selection(t))
    .from(virtualAccounts)
    .leftJoin(customers, eq(customers.id, virtualAccounts.customer_id))
    .leftJoin(t, eq(t.id, virtualAccounts.id))
}

export async function getVirtualAccount(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  id: string,
): Promise<VirtualAccount> {
  const [row] = await query(deps).where(ownedRecord(virtualAccounts, accountId, id))
  if (!row) throw notFound('Virtual account')
  return view(publicUrl, row)
}

export type VirtualAccountListQuery = ListQuery & { status?: VirtualAccountStatus | undefined }

export function listVirtualAccounts(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  q: VirtualAccountListQuery,
) {
  const { db } = deps
  const where = and(
    eq(virtualAccounts.account_id, accountId),
    q.status ? eq(virtualAccounts.status, q.status) : undefined,
    searchIn(q.search, virtualAccounts.account_no, virtualAccounts.name, virtualAccounts.description),
  )
  return readPage(q, {
    rows: query(deps).where(where).$dynamic(),
    total: db.$count(virtualAccounts, where),
    sortBy: virtualAccounts.created_at,
    tieBreak: virtualAccounts.id,
    toApi: (rows) => rows.map((row) => view(publicUrl, row)),
  })
}

export async function createVirtualAccount(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  input: v.InferOutput<typeof CreateVirtualAccountSchema>,
): Promise<VirtualAccount> {
  const { db } = deps
  const now = deps.clock.now()
  if (input.customer_id) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(ownedRecord(customers, accountId, input.customer_id))
    if (!customer) throw validationError({ customer_id: 'No customer of yours has this id' })
  }
  const [next] = await db
    .select({ n: sql<string>`nextval('virtual_account_no_seq')` })
    .from(sql`(select 1) as one`)
  const [row] = await db
    .insert(virtualAccounts)
    .values({
      account_id: accountId,
      account_no: virtualAccountNumber(Number(next!.n)),
      name: input.name,
      pool_type: input.pool_type,
      customer_id: input.customer_id ?? null,
      description: input.description ?? null,
      callback_url: input.callback_url ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: virtualAccounts.id })
  return getVirtualAccount(deps, publicUrl, accountId, row!.id)
}

/** Closing is final: the number is never reused, and transfers to it are refused from now on. */
export async function closeVirtualAccount(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  id: string,
): Promise<VirtualAccount> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await getVirtualAccount(deps, publicUrl, accountId, id)
  if (current.status === 'closed') throw conflict('This virtual account is already closed')
  await db
    .update(virtualAccounts)
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where(ownedRecord(virtualAccounts, accountId, id))
  return getVirtualAccount(deps, publicUrl, accountId, id)
}

/** The virtual account a payer names, for a top-up or a transfer: it must exist and be open. */
export async function openVirtualAccount(deps: Deps, accountNo: string): Promise<Row> {
  const { db } = deps
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.account_no, accountNo))
  if (!row) throw notFound('Virtual account')
  if (row.status !== 'active')
    throw conflict(`Virtual account ${accountNo} is closed and no longer accepts transfers`)
  return row
}
