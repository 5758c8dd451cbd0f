// Commission: an introducer's share of Niaga's fee on each payment of a merchant it refers, posted when the
// payment settles (src/contract/introducer.ts has the rule). Called inside the settlement's own database
// transaction, so a settlement and its commission are written together or not at all; the unique payment id
// in introducer_commissions makes a re-run post nothing twice.
import { and, eq, sql, sum, type SQL } from 'drizzle-orm'
import { COMMISSION_RATE_BPS, commissionSen } from '../../../src/contract/introducer.ts'
import { accounts, introducerCommissions, ledgerEntries, paymentRecords } from '../../db/schema/index.ts'
import { postCommission } from '../ledger.ts'
import type { Deps } from '../../deps.ts'

type Payment = Pick<typeof paymentRecords.$inferSelect, 'id' | 'fee_sen'>

/** The introducer account that refers this merchant, or null (none, or no longer an introducer). */
export async function introducerOf(deps: Deps, merchantAccountId: string): Promise<string | null> {
  const { db } = deps
  const [row] = await db
    .select({ id: accounts.introducer_account_id })
    .from(accounts)
    .where(and(eq(accounts.id, merchantAccountId), eq(accounts.type, 'merchant')))
  if (!row?.id) return null
  const [introducer] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, row.id), eq(accounts.type, 'introducer')))
  return introducer?.id ?? null
}

/**
 * Posts the commission on `payments` (one settlement's, all `merchantAccountId`'s) to the merchant's
 * introducer: one row per payment, and one balanced ledger transaction (reference: the settlement number) for
 * those not posted before. Answers the sen posted (0 when the merchant has no introducer).
 */
export async function postCommissionsFor(
  deps: Deps,
  merchantAccountId: string,
  settlement: { id: string; settlement_no: string },
  payments: readonly Payment[],
  at: Date,
): Promise<number> {
  const { db: tx } = deps
  const introducerId = await introducerOf(deps, merchantAccountId)
  if (!introducerId) return 0
  const rows = payments
    .map((payment) => ({
      payment_record_id: payment.id,
      introducer_account_id: introducerId,
      merchant_account_id: merchantAccountId,
      settlement_id: settlement.id,
      fee_sen: payment.fee_sen,
      rate_bps: COMMISSION_RATE_BPS,
      commission_sen: commissionSen(payment.fee_sen),
      posted_at: at,
    }))
    .filter((row) => row.commission_sen > 0)
  if (rows.length === 0) return 0
  const inserted = await tx
    .insert(introducerCommissions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ sen: introducerCommissions.commission_sen })
  const total = inserted.reduce((acc, row) => acc + row.sen, 0)
  if (total > 0)
    await postCommission(deps, introducerId, merchantAccountId, settlement.settlement_no, total, at)
  return total
}

/**
 * Commission in sen that a payment's fee will earn, as SQL (the contract's rule: rounded down to the sen).
 */
export const expectedCommissionSql = (fee: typeof paymentRecords.fee_sen | SQL = paymentRecords.fee_sen) =>
  sql<number>`((${fee} * ${sql.raw(String(COMMISSION_RATE_BPS))}) / 10000)`

/**
 * Every commission ever posted to an introducer, in sen (from its rows; the ledger agrees, see the
 * invariants).
 */
export async function commissionEarnedSen(deps: Deps, introducerId: string): Promise<number> {
  const { db } = deps
  const [row] = await db
    .select({ total: sum(introducerCommissions.commission_sen) })
    .from(introducerCommissions)
    .where(eq(introducerCommissions.introducer_account_id, introducerId))
  return Number(row?.total ?? 0)
}

/** What the bank has paid out of an account's payouts, in sen (its bank_payouts book). */
export async function paidOutSen(deps: Deps, accountId: string): Promise<number> {
  const { db } = deps
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount_sen) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account_id, accountId), eq(ledgerEntries.book, 'bank_payouts')))
  return Number(row?.total ?? 0)
}
