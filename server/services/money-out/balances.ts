// The merchant's balances, read from the ledger, and the lock that makes "is there enough?" and "take it"
// one step: every movement out of the available balance locks the account row first, so two payouts (or a
// payout and a refund) that together exceed the balance cannot both pass the check.
import { and, eq, inArray, sql, sum } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import type { Balance } from '../../../src/contract/settlements.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, ledgerEntries, MERCHANT_BOOKS } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'

type MerchantBook = (typeof MERCHANT_BOOKS)[number]

export async function balancesSen(db: Db, accountId: string): Promise<Record<MerchantBook, number>> {
  const rows = await db
    .select({ book: ledgerEntries.book, total: sum(ledgerEntries.amount_sen) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account_id, accountId), inArray(ledgerEntries.book, [...MERCHANT_BOOKS])))
    .groupBy(ledgerEntries.book)
  const totals = Object.fromEntries(MERCHANT_BOOKS.map((book) => [book, 0])) as Record<MerchantBook, number>
  for (const row of rows) totals[row.book as MerchantBook] = Number(row.total ?? 0)
  return totals
}

export async function balanceView(db: Db, accountId: string): Promise<Balance> {
  const sen = await balancesSen(db, accountId)
  return {
    pending: senToMyr(sen.merchant_pending),
    reserve: senToMyr(sen.merchant_reserve),
    available: senToMyr(sen.merchant_available),
    in_transit: senToMyr(sen.payouts_in_transit),
  }
}

/** Locks the account for the rest of the transaction and answers its available balance in sen. */
export async function lockAvailable(tx: Db, accountId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`)
  return (await balancesSen(tx, accountId)).merchant_available
}

/** 4092: what a payout or refund needs is more than the available balance the lock read. */
export const insufficientBalance = (availableSen: number, neededSen: number) =>
  new AppError(ResponseCode.INSUFFICIENT_BALANCE, `The available balance is RM ${senToMyr(availableSen)}; this needs RM ${senToMyr(neededSen)}`)
