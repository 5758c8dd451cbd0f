// Dashboards: the merchant's figures and period reports, per-channel statistics, and the admin view.
import { and, count, eq, gte, sum } from 'drizzle-orm'
import * as v from 'valibot'
import { AdminDashboardSchema, DashboardReportSchema, MerchantDashboardSchema } from '../../src/contract/dashboard.ts'
import { senToMyr } from '../../src/lib/money.ts'
import { accounts, paymentRecords, users } from '../db/schema/index.ts'
import { validationError } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { buildMerchantDashboard, buildReport } from '../services/dashboard/figures.ts'
import { mytDate, mytMidnight, parsePeriod } from '../services/dashboard/periods.ts'

const ReportParams = v.object({ spec: v.pipe(v.string(), v.maxLength(40)) })
const ReportQuery = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'The year is four digits'), v.transform(Number))),
})

export function registerDashboardRoutes(r: Registry): void {
  r.add({
    id: 'dashboard.merchant',
    method: 'get',
    path: '/dashboard/merchant-dashboard',
    summary: 'Balances, today and this month, customers and recent payments',
    tag: 'Dashboard',
    access: 'merchant',
    response: MerchantDashboardSchema,
    handler: async ({ deps, caller }) => ({ data: await buildMerchantDashboard(deps.db, caller.accountId, deps.clock.now()) }),
  })

  r.add({
    id: 'dashboard.report',
    method: 'get',
    path: '/dashboard/dashboard-generate-report/:spec',
    summary: 'Figures of a day (day-dd-MM-yyyy), a week (last-week-dd-MM-yyyy), a month (month-m?year=yyyy) or a year (yyyy)',
    tag: 'Dashboard',
    access: 'merchant',
    params: ReportParams,
    query: ReportQuery,
    response: DashboardReportSchema,
    handler: async ({ deps, caller, params, query }) => {
      const window = parsePeriod(params.spec, query.year, deps.clock.now())
      if (!window) {
        throw validationError({ spec: 'Use day-dd-MM-yyyy, last-week-dd-MM-yyyy, month-m (with ?year=yyyy) or yyyy, with a real date' })
      }
      return { data: await buildReport(deps.db, caller.accountId, window) }
    },
  })

  r.add({
    id: 'dashboard.statistic',
    method: 'get',
    path: '/dashboard/merchant/statistic-dashboard',
    summary: 'This month’s paid amount and count per payment channel',
    tag: 'Dashboard',
    access: 'merchant',
    handler: async ({ deps, caller }) => {
      const today = mytDate(deps.clock.now())
      const rows = await deps.db
        .select({ channel: paymentRecords.channel, amount: sum(paymentRecords.amount_sen), n: count() })
        .from(paymentRecords)
        .where(
          and(
            eq(paymentRecords.account_id, caller.accountId),
            eq(paymentRecords.status, 'paid'),
            gte(paymentRecords.paid_at, mytMidnight(today.y, today.m, 1)),
          ),
        )
        .groupBy(paymentRecords.channel)
      return { data: { channels: rows.map((row) => ({ channel: row.channel, amount: senToMyr(Number(row.amount ?? 0)), count: row.n })) } }
    },
  })

  r.add({
    id: 'dashboard.admin',
    method: 'get',
    path: '/dashboard/admin-dashboard',
    summary: 'Platform-wide figures for admins',
    tag: 'Dashboard',
    access: 'admin',
    response: AdminDashboardSchema,
    handler: async ({ deps }) => {
      const [[merchants], [introducers], [userCount], [paid]] = await Promise.all([
        deps.db.select({ n: count() }).from(accounts).where(eq(accounts.type, 'merchant')),
        deps.db.select({ n: count() }).from(accounts).where(eq(accounts.type, 'introducer')),
        deps.db.select({ n: count() }).from(users),
        deps.db.select({ amount: sum(paymentRecords.amount_sen), n: count() }).from(paymentRecords).where(eq(paymentRecords.status, 'paid')),
      ])
      return {
        data: {
          merchants: merchants?.n ?? 0,
          introducers: introducers?.n ?? 0,
          users: userCount?.n ?? 0,
          payments: { amount: senToMyr(Number(paid?.amount ?? 0)), count: paid?.n ?? 0 },
        },
      }
    },
  })
}
