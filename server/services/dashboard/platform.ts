// Platform-wide figures for admins: the one read that is not scoped to an account, because admins see
// every account.
import { count, eq, sum } from 'drizzle-orm'
import type { AdminDashboard } from '../../../src/contract/dashboard.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import type { Db } from '../../db/client.ts'
import { accounts, paymentRecords, users } from '../../db/schema/index.ts'

export async function buildAdminDashboard(db: Db): Promise<AdminDashboard> {
  const [merchants, introducers, userCount, [paid]] = await Promise.all([
    db.$count(accounts, eq(accounts.type, 'merchant')),
    db.$count(accounts, eq(accounts.type, 'introducer')),
    db.$count(users),
    db.select({ amount: sum(paymentRecords.amount_sen), n: count() }).from(paymentRecords).where(eq(paymentRecords.status, 'paid')),
  ])
  return {
    merchants,
    introducers,
    users: userCount,
    payments: { amount: senToMyr(Number(paid?.amount ?? 0)), count: paid?.n ?? 0 },
  }
}
