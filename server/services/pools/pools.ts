// A merchant's master pools: created on first use, one per pool type; balances read from the pool's ledger
// book; every change also written to pool_movements with its reason and the balance after it.
import { and, eq, sum } from 'drizzle-orm'
import type { ListPage } from '../../../src/contract/envelope.ts'
import {
  POOL_TYPE_LABELS,
  POOL_TYPES,
  type LatestBalance,
  type Pool,
  type PoolMovement,
  type PoolType,
} from '../../../src/contract/pools.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { ledgerEntries, poolMovements, pools, poolTopups, virtualAccounts } from '../../db/schema/index.ts'
import type { Funding } from '../ledger.ts'
import { readPage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'

export const POOL_BOOK = { prefund: 'pool_prefund', payout: 'pool_payout' } as const satisfies Record<
  PoolType,
  string
>
type Reason = PoolMovement['reason']

const poolTopupUrl = (publicUrl: string, poolId: string) => `${publicUrl}/pay/pool-topup?pool_id=${poolId}`

/** Both pools of the account, created the first time anyone asks. */
export async function ensurePools(deps: Deps, accountId: string) {
  const { db } = deps
  let rows = await db.select().from(pools).where(eq(pools.account_id, accountId))
  if (rows.length < POOL_TYPES.length) {
    await db
      .insert(pools)
      .values(POOL_TYPES.map((pool_type) => ({ account_id: accountId, pool_type })))
      .onConflictDoNothing()
    rows = await db.select().from(pools).where(eq(pools.account_id, accountId))
  }
  return POOL_TYPES.map((type) => rows.find((row) => row.pool_type === type)!)
}

export async function poolBalanceSen(deps: Deps, accountId: string, type: PoolType): Promise<number> {
  const { db } = deps
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount_sen) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account_id, accountId), eq(ledgerEntries.book, POOL_BOOK[type])))
  return Number(row?.total ?? 0)
}

/** The account's pools (one type, or both) with their balances in sen. */
async function poolsWithBalances(deps: Deps, accountId: string, type?: PoolType) {
  const rows = (await ensurePools(deps, accountId)).filter((row) => !type || row.pool_type === type)
  return Promise.all(
    rows.map(async (row) => ({ row, sen: await poolBalanceSen(deps, accountId, row.pool_type) })),
  )
}

// recordMovement stamps the pool's updated_at with each change, so it is when the balance last moved.
const poolView = (
  publicUrl: string,
  { row, sen }: { row: typeof pools.$inferSelect; sen: number },
): Pool => ({
  id: row.id,
  pool_type: row.pool_type,
  name: POOL_TYPE_LABELS[row.pool_type],
  balance: senToMyr(sen),
  topup_url: poolTopupUrl(publicUrl, row.id),
  updated_at: row.updated_at.toISOString(),
})

export async function listPools(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  query: ListQuery,
): Promise<ListPage<Pool>> {
  const all = (await poolsWithBalances(deps, accountId)).map((pool) => poolView(publicUrl, pool))
  return {
    data: all.slice(query.skip, query.skip + query.limit),
    total: all.length,
    skip: query.skip,
    limit: query.limit,
  }
}

export async function latestBalance(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  type: PoolType | undefined,
): Promise<LatestBalance> {
  const found = await poolsWithBalances(deps, accountId, type)
  return {
    pools: found.map((pool) => poolView(publicUrl, pool)),
    total: senToMyr(found.reduce((acc, pool) => acc + pool.sen, 0)),
  }
}

/**
 * Writes one change of a pool with the balance after it. The caller has posted the ledger transaction and
 * holds the account's lock, so the balance read here is this change's own.
 */
export async function recordMovement(
  deps: Deps,
  accountId: string,
  type: PoolType,
  amountSen: number,
  reason: Reason,
  reference: string,
  at: Date,
  topupId: string | null = null,
): Promise<string> {
  const { db: tx } = deps
  const [pool] = (await ensurePools(deps, accountId)).filter((row) => row.pool_type === type)
  const [row] = await tx
    .insert(poolMovements)
    .values({
      account_id: accountId,
      pool_id: pool!.id,
      pool_type: type,
      amount_sen: amountSen,
      balance_after_sen: await poolBalanceSen(deps, accountId, type),
      reason,
      reference,
      topup_id: topupId,
      occurred_at: at,
    })
    .returning({ id: poolMovements.id })
  await tx.update(pools).set({ updated_at: at }).where(eq(pools.id, pool!.id))
  return row!.id
}

/** The pool side of a payout, a refund, or a failed payout's return (`sign` +1). */
export async function recordDraws(
  deps: Deps,
  accountId: string,
  funding: Funding,
  reason: Reason,
  reference: string,
  at: Date,
  sign: 1 | -1 = -1,
): Promise<void> {
  if (funding.payoutPoolSen > 0)
    await recordMovement(deps, accountId, 'payout', sign * funding.payoutPoolSen, reason, reference, at)
  if (funding.prefundPoolSen > 0)
    await recordMovement(deps, accountId, 'prefund', sign * funding.prefundPoolSen, reason, reference, at)
}

/** Says where money out came from when a pool paid part of it. */
export function fundingNote(funding: { payoutPoolSen: number; prefundPoolSen: number }): string | null {
  const parts = [
    funding.payoutPoolSen > 0 ? `RM ${senToMyr(funding.payoutPoolSen)} from your payout pool` : null,
    funding.prefundPoolSen > 0 ? `RM ${senToMyr(funding.prefundPoolSen)} from your prefund pool` : null,
  ].filter(Boolean)
  return parts.length ? `The available balance was short: ${parts.join(' and ')} paid the rest.` : null
}

export async function listMovements(
  deps: Deps,
  accountId: string,
  type: PoolType | undefined,
  query: ListQuery,
) {
  const { db } = deps
  const where = and(
    eq(poolMovements.account_id, accountId),
    type ? eq(poolMovements.pool_type, type) : undefined,
  )
  return readPage(query, {
    rows: db
      .select({
        m: poolMovements,
        payer_reference: poolTopups.payer_reference,
        payer_name: poolTopups.payer_name,
        va: virtualAccounts.account_no,
      })
      .from(poolMovements)
      .leftJoin(poolTopups, eq(poolTopups.id, poolMovements.topup_id))
      .leftJoin(virtualAccounts, eq(virtualAccounts.id, poolTopups.virtual_account_id))
      .where(where)
      .$dynamic(),
    total: db.$count(poolMovements, where),
    sortBy: poolMovements.seq,
    tieBreak: poolMovements.id,
    toApi: (rows) =>
      rows.map(({ m, payer_reference, payer_name, va }): PoolMovement => ({
        id: m.id,
        pool_type: m.pool_type,
        amount: senToMyr(m.amount_sen),
        balance_after: senToMyr(m.balance_after_sen),
        reason: m.reason,
        reference: m.reference,
        payer_reference: payer_reference ?? null,
        payer_name: payer_name ?? null,
        virtual_account_no: va ?? null,
        occurred_at: m.occurred_at.toISOString(),
      })),
  })
}
