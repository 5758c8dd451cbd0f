// Double-entry postings. Every ledger transaction's entries sum to zero, so balances always reconcile.
import { ledgerEntries, ledgerTransactions, type LEDGER_BOOKS } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'

type Book = (typeof LEDGER_BOOKS)[number]
type Kind = (typeof ledgerTransactions.$inferInsert)['kind']

export async function post(db: Db, accountId: string, kind: Kind, reference: string, at: Date, lines: [Book, number][]): Promise<void> {
  const total = lines.reduce((acc, [, amount]) => acc + amount, 0)
  if (total !== 0) throw new Error(`Unbalanced ledger transaction ${reference}: ${total}`)
  const [transaction] = await db
    .insert(ledgerTransactions)
    .values({ account_id: accountId, kind, reference, occurred_at: at })
    .returning({ id: ledgerTransactions.id })
  await db.insert(ledgerEntries).values(
    lines.map(([book, amount]) => ({ transaction_id: transaction!.id, account_id: accountId, book, amount_sen: amount, occurred_at: at })),
  )
}

/** A paid payment: the payer's money in, the fee to Niaga, the rest pending for the merchant. */
export function postPayment(db: Db, accountId: string, reference: string, amountSen: number, feeSen: number, at: Date) {
  return post(db, accountId, 'payment', reference, at, [
    ['payer_funds', -amountSen],
    ['fee_revenue', feeSen],
    ['merchant_pending', amountSen - feeSen],
  ])
}

/** Pending money that has cleared becomes available for payout. */
export function postSettlement(db: Db, accountId: string, reference: string, amountSen: number, at: Date) {
  return post(db, accountId, 'settlement', reference, at, [
    ['merchant_pending', -amountSen],
    ['merchant_available', amountSen],
  ])
}
