// The merchant's balances, read from the ledger, and the lock that makes "is there enough?" and "take it"
// one step: every movement out of the available balance locks the account row first, so two payouts (or a
// payout and a refund) that together exceed the balance cannot both pass the check.
import { and, eq, inArray, sql, sum } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import type { Balance } from '../../../src/contract/settlements.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, ledgerEntries, MERCHANT_BOOKS } from '../../db/schema/index.ts'
import type { Funding } from '../ledger.ts'
import { AppError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

type MerchantBook = (typeof MERCHANT_BOOKS)[number]

export async function balancesSen(deps: Deps, accountId: string): Promise<Record<MerchantBook, number>> {
  const { db } = deps
  const rows = await db
    .select({ book: ledgerEntries.book, total: sum(ledgerEntries.amount_sen) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account_id, accountId), inArray(ledgerEntries.book, [...MERCHANT_BOOKS])))
    .groupBy(ledgerEntries.book)
  const totals = Object.fromEntries(MERCHANT_BOOKS.map((book) => [book, 0])) as Record<MerchantBook, number>
  for (const row of rows) totals[row.book as MerchantBook] = Number(row.total ?? 0)
  return totals
}

export async function balanceView(deps: Deps, accountId: string): Promise<Balance> {
  const sen = await balancesSen(deps, accountId)
  return {
    pending: senToMyr(sen.merchant_pending),
    reserve: senToMyr(sen.merchant_reserve),
    available: senToMyr(sen.merchant_available),
    in_transit: senToMyr(sen.payouts_in_transit),
  }
}

/** Locks the account row for the rest of the transaction: every movement of its balances and pools does. */
export async function lockAccount(deps: Deps, accountId: string): Promise<void> {
  const { db: tx } = deps
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`)
}

/** Locks the account for the rest of the transaction and answers its available balance in sen. */
export async function lockAvailable(deps: Deps, accountId: string): Promise<number> {
  await lockAccount(deps, accountId)
  return (await balancesSen(deps, accountId)).merchant_available
}

/**
 * Locks the account and decides how `neededSen` is paid: the available balance first, then each pool in
 * `pools` in order (src/contract/pools.ts). 4092 when all of them together are short.
 */
export async function lockFunding(
  deps: Deps,
  accountId: string,
  neededSen: number,
  pools: readonly ('pool_payout' | 'pool_prefund')[],
): Promise<Funding> {
  await lockAccount(deps, accountId)
  const sen = await balancesSen(deps, accountId)
  const funding: Funding = {
    availableSen: Math.min(neededSen, Math.max(0, sen.merchant_available)),
    payoutPoolSen: 0,
    prefundPoolSen: 0,
  }
  let rest = neededSen - funding.availableSen
  for (const pool of pools) {
    const take = Math.min(rest, Math.max(0, sen[pool]))
    if (pool === 'pool_payout') funding.payoutPoolSen = take
    else funding.prefundPoolSen = take
    rest -= take
  }
  if (rest > 0) {
    const pooled = pools.reduce((acc, pool) => acc + sen[pool], 0)
    if (pooled === 0) throw insufficientBalance(sen.merchant_available, neededSen)
    throw new AppError(
      ResponseCode.INSUFFICIENT_BALANCE,
      `The available balance is RM ${senToMyr(sen.merchant_available)} and your pools hold RM ${senToMyr(pooled)}; this needs RM ${senToMyr(neededSen)}`,
    )
  }
  return funding
}

/** 4092: what a payout or refund needs is more than the available balance the lock read. */
export const insufficientBalance = (availableSen: number, neededSen: number) =>
  new AppError(
    ResponseCode.INSUFFICIENT_BALANCE,
    `The available balance is RM ${senToMyr(availableSen)}; this needs RM ${senToMyr(neededSen)}`,
  )
