// Platform totals for admins (src/contract/admin.ts): the one read that is not scoped to an account, because
// admins see every account. Seven aggregate queries, run together; every amount is summed in sen by the
// database.
import { count, eq, inArray, sql } from 'drizzle-orm'
import type { AdminDashboard } from '../../../src/contract/admin.ts'
import { RECORD_STATUSES } from '../../../src/contract/catalogs.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import {
  accounts,
  ledgerEntries,
  paymentRecords,
  payouts,
  subscriptionHistories,
  subscriptionPlans,
  users,
} from '../../db/schema/index.ts'
import { currentPlanIdSql, hadSubscriptionSql } from '../admin/merchants.ts'
import { PAID_STATUSES } from './figures.ts'
import { mytDate, mytMidnight } from './periods.ts'
import type { Deps } from '../../deps.ts'

const PENDING_PAYOUTS = ['requested', 'processing'] as const
const n = (value: unknown) => Number(value ?? 0)
/** A sum in sen, 0 when nothing matches; `when` narrows it with FILTER. */
const sumSen = (column: unknown, when?: unknown) =>
  when === undefined
    ? sql<string>`coalesce(sum(${column}), 0)`
    : sql<string>`coalesce(sum(${column}) filter (where ${when}), 0)`
const countWhen = (when: unknown) => sql<string>`count(*) filter (where ${when})`

export async function buildAdminDashboard(deps: Deps): Promise<AdminDashboard> {
  const { db } = deps
  const now = deps.clock.now()
  const today = mytDate(now)
  const dayStart = mytMidnight(today.y, today.m, today.d)
  const monthStart = mytMidnight(today.y, today.m, 1)
  const paidToday = sql`${paymentRecords.paid_at} >= ${dayStart}`
  const paidThisMonth = sql`${paymentRecords.paid_at} >= ${monthStart}`
  const feeToday = sql`${ledgerEntries.book} = 'fee_revenue' and ${ledgerEntries.occurred_at} >= ${dayStart}`
  const feeThisMonth = sql`${ledgerEntries.book} = 'fee_revenue' and ${ledgerEntries.occurred_at} >= ${monthStart}`

  const currentPlans = db
    .select({ plan_id: currentPlanIdSql().as('plan_id'), had: hadSubscriptionSql().as('had') })
    .from(accounts)
    .where(eq(accounts.type, 'merchant'))
    .as('current_plans')

  const [[people], [volume], [revenue], [planCharges], plans, statuses, [pending]] = await Promise.all([
    db
      .select({
        merchants: countWhen(sql`${accounts.type} = 'merchant'`),
        introducers: countWhen(sql`${accounts.type} = 'introducer'`),
        users: sql<string>`(select count(*) from ${users})`,
      })
      .from(accounts),
    db
      .select({
        today: sumSen(paymentRecords.amount_sen, paidToday),
        todayCount: countWhen(paidToday),
        month: sumSen(paymentRecords.amount_sen, paidThisMonth),
        monthCount: countWhen(paidThisMonth),
        all: sumSen(paymentRecords.amount_sen),
        allCount: count(),
      })
      .from(paymentRecords)
      .where(inArray(paymentRecords.status, PAID_STATUSES)),
    db
      .select({
        today: sumSen(ledgerEntries.amount_sen, feeToday),
        month: sumSen(ledgerEntries.amount_sen, feeThisMonth),
        all: sumSen(ledgerEntries.amount_sen),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.book, 'fee_revenue')),
    // Subscription revenue is every plan charge merchants paid, as their subscription histories show it: a
    // paid invoice and a plan the sandbox seeded as paid alike (the seed posts no ledger entry for it).
    db
      .select({ amount: sumSen(subscriptionHistories.amount_sen) })
      .from(subscriptionHistories)
      .where(eq(subscriptionHistories.status, 'paid')),
    db
      .select({
        plan_id: currentPlans.plan_id,
        plan_name: subscriptionPlans.name,
        had: currentPlans.had,
        n: count(),
      })
      .from(currentPlans)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, currentPlans.plan_id))
      .groupBy(currentPlans.plan_id, subscriptionPlans.name, currentPlans.had)
      .orderBy(subscriptionPlans.name),
    db
      .select({ status: accounts.record_status_id, n: count() })
      .from(accounts)
      .where(eq(accounts.type, 'merchant'))
      .groupBy(accounts.record_status_id)
      .orderBy(accounts.record_status_id),
    db
      .select({ amount: sumSen(payouts.amount_sen), n: count() })
      .from(payouts)
      .where(inArray(payouts.status, PENDING_PAYOUTS)),
  ])

  const byPlan = new Map<string, { plan_id: string; plan_name: string; count: number }>()
  let lapsed = 0
  let noPlan = 0
  for (const row of plans) {
    if (row.plan_id) {
      const entry = byPlan.get(row.plan_id) ?? {
        plan_id: row.plan_id,
        plan_name: row.plan_name ?? '',
        count: 0,
      }
      entry.count += row.n
      byPlan.set(row.plan_id, entry)
    } else if (row.had) lapsed += row.n
    else noPlan += row.n
  }
  const allTime = { amount: senToMyr(n(volume?.all)), count: n(volume?.allCount) }
  return {
    merchants: n(people?.merchants),
    introducers: n(people?.introducers),
    users: n(people?.users),
    payments: allTime,
    volume: {
      today: { amount: senToMyr(n(volume?.today)), count: n(volume?.todayCount) },
      this_month: { amount: senToMyr(n(volume?.month)), count: n(volume?.monthCount) },
      all_time: allTime,
    },
    fee_revenue: {
      today: senToMyr(n(revenue?.today)),
      this_month: senToMyr(n(revenue?.month)),
      all_time: senToMyr(n(revenue?.all)),
    },
    subscription_revenue: senToMyr(n(planCharges?.amount)),
    merchants_by_plan: { plans: [...byPlan.values()], lapsed, no_plan: noPlan },
    merchants_by_status: statuses.map((row) => ({
      status_id: row.status,
      status: RECORD_STATUSES.find((s) => s.id === row.status)?.name ?? `Status ${row.status}`,
      count: row.n,
    })),
    payouts_pending: { amount: senToMyr(n(pending?.amount)), count: n(pending?.n) },
  }
}
