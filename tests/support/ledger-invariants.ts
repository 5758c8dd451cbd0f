// The money invariants every API test must leave true (README "Money out"), checked after each test on
// every API the test file has open: each ledger transaction sums to zero, no merchant balance is negative,
// and each account's balances are exactly what the dashboard shows.
import { inArray, sql, sum } from 'drizzle-orm'
import { afterEach } from 'vitest'
import { ledgerEntries, MERCHANT_BOOKS } from '../../server/db/schema/index.ts'
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
  const accounts = await api.db.selectDistinct({ id: ledgerEntries.account_id }).from(ledgerEntries).limit(20)
  for (const { id } of accounts) {
    const [ledger, dashboard] = await Promise.all([balanceView(api.db, id), buildMerchantDashboard(api.db, id, api.clock.now())])
    if (JSON.stringify(ledger) !== JSON.stringify(dashboard.balance)) problems.push(`account ${id}: dashboard ${JSON.stringify(dashboard.balance)} ≠ ledger ${JSON.stringify(ledger)}`)
  }
  return problems
}

afterEach(async () => {
  for (const api of openApis) {
    const problems = await ledgerProblems(api)
    if (problems.length > 0) throw new Error(`Money invariants broken after this test:\n${problems.join('\n')}`)
  }
})
