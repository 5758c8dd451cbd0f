// The money invariants every API test must leave true (docs/money-out.md), checked after each test on
// every API the test file has open: each ledger transaction sums to zero, no merchant balance is negative,
// each account's balances are exactly what the dashboard shows, and the introducer's commission (the one
// transaction that spans two accounts) has its one allowed shape (commissionProblems).
import { and, eq, inArray, ne, sql, sum } from 'drizzle-orm'
import { afterEach } from 'vitest'
import {
  accounts as accountRows,
  introducerCommissions,
  ledgerEntries,
  ledgerTransactions,
  MERCHANT_BOOKS,
} from '../../server/db/schema/index.ts'
import { balanceView } from '../../server/services/money-out/balances.ts'
import { buildMerchantDashboard } from '../../server/services/dashboard/figures.ts'
import type { Api } from './api-harness.ts'

export const openApis = new Set<Api>()

export async function ledgerProblems(api: Api): Promise<string[]> {
  const problems: string[] = []
  const total = sum(ledgerEntries.amount_sen)
  const unbalanced = await api.db
    .select({ id: ledgerEntries.transaction_id, total })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transaction_id)
    .having(sql`sum(${ledgerEntries.amount_sen}) <> 0`)
    .limit(5)
  for (const row of unbalanced) problems.push(`ledger transaction ${row.id} sums to ${row.total}`)
  const negative = await api.db
    .select({ account: ledgerEntries.account_id, book: ledgerEntries.book, total })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.book, [...MERCHANT_BOOKS]))
    .groupBy(ledgerEntries.account_id, ledgerEntries.book)
    .having(sql`sum(${ledgerEntries.amount_sen}) < 0`)
    .limit(5)
  for (const row of negative) problems.push(`account ${row.account} has ${row.book} ${row.total}`)
  problems.push(...(await commissionProblems(api)))
  const accounts = await api.db.selectDistinct({ id: ledgerEntries.account_id }).from(ledgerEntries).limit(20)
  for (const { id } of accounts) {
    const [ledger, dashboard] = await Promise.all([
      balanceView(api.db, id),
      buildMerchantDashboard(api.db, id, api.clock.now()),
    ])
    if (JSON.stringify(ledger) !== JSON.stringify(dashboard.balance))
      problems.push(
        `account ${id}: dashboard ${JSON.stringify(dashboard.balance)} ≠ ledger ${JSON.stringify(ledger)}`,
      )
  }
  return problems
}

/**
 * The one kind of transaction that spans two accounts is an introducer's commission
 * (docs/introducer-portal.md): every other transaction stays within its own account, and a commission is
 * exactly a debit of a merchant's fee revenue and the same credit to its introducer's available balance. No
 * account's fee revenue goes below zero (commission never exceeds the fees it is a share of), and each
 * introducer's commission in the ledger is what its commission rows say.
 */
async function commissionProblems(api: Api): Promise<string[]> {
  const problems: string[] = []
  const strays = await api.db
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .where(
      and(
        ne(ledgerTransactions.kind, 'commission'),
        ne(ledgerEntries.account_id, ledgerTransactions.account_id),
      ),
    )
    .limit(5)
  for (const row of strays) problems.push(`${row.kind} transaction ${row.id} has entries in another account`)
  const entry = (book: string, sign: string, type: string, ownAccount: boolean) =>
    sql`exists (select 1 from ${ledgerEntries} e join ${accountRows} a on a.id = e.account_id where e.transaction_id = ${ledgerTransactions.id} and e.book = ${book} and e.amount_sen ${sql.raw(sign)} 0 and a.type = ${type}${ownAccount ? sql` and e.account_id = ${ledgerTransactions.account_id}` : sql``})`
  const misshapen = await api.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'commission'),
        sql`not ((select count(*) from ${ledgerEntries} e where e.transaction_id = ${ledgerTransactions.id}) = 2 and ${entry('fee_revenue', '<', 'merchant', false)} and ${entry('merchant_available', '>', 'introducer', true)})`,
      ),
    )
    .limit(5)
  for (const row of misshapen)
    problems.push(`commission transaction ${row.id} is not a merchant's fee revenue paying its introducer`)
  const negativeFees = await api.db
    .select({ account: ledgerEntries.account_id, total: sum(ledgerEntries.amount_sen) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.book, 'fee_revenue'))
    .groupBy(ledgerEntries.account_id)
    .having(sql`sum(${ledgerEntries.amount_sen}) < 0`)
    .limit(5)
  for (const row of negativeFees) problems.push(`account ${row.account} has fee_revenue ${row.total}`)
  const [posted, rows] = await Promise.all([
    api.db
      .select({ account: ledgerTransactions.account_id, total: sum(ledgerEntries.amount_sen) })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
      .where(and(eq(ledgerTransactions.kind, 'commission'), eq(ledgerEntries.book, 'merchant_available')))
      .groupBy(ledgerTransactions.account_id),
    api.db
      .select({
        account: introducerCommissions.introducer_account_id,
        total: sum(introducerCommissions.commission_sen),
      })
      .from(introducerCommissions)
      .groupBy(introducerCommissions.introducer_account_id),
  ])
  const byAccount = new Map(rows.map((row) => [row.account, Number(row.total ?? 0)]))
  for (const row of posted) {
    if (Number(row.total ?? 0) !== (byAccount.get(row.account) ?? 0))
      problems.push(
        `introducer ${row.account}: ledger commission ${row.total} ≠ commission rows ${byAccount.get(row.account) ?? 0}`,
      )
    byAccount.delete(row.account)
  }
  for (const [account, total] of byAccount)
    if (total !== 0)
      problems.push(`introducer ${account}: commission rows ${total} were never posted to the ledger`)
  return problems
}

// Registered only inside Vitest: `npm run fuzz` (fuzz/run.ts) imports the checks outside any test runner.
if (process.env.VITEST)
  afterEach(async () => {
    for (const api of openApis) {
      const problems = await ledgerProblems(api)
      if (problems.length > 0)
        throw new Error(`Money invariants broken after this test:\n${problems.join('\n')}`)
    }
  })
