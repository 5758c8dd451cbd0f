// Dashboards: the merchant's figures and period reports, per-channel statistics, and the admin view.
import * as v from 'valibot'
import { AdminDashboardSchema } from '../../src/contract/admin.ts'
import { DashboardReportSchema, MerchantDashboardSchema } from '../../src/contract/dashboard.ts'
import { validationError } from '../errors.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { buildMerchantDashboard, buildReport, channelStatistics } from '../services/dashboard/figures.ts'
import { parsePeriod } from '../services/dashboard/periods.ts'
import { buildAdminDashboard } from '../services/dashboard/platform.ts'

const ReportParams = v.object({ spec: v.pipe(v.string(), v.maxLength(40)) })
const ReportQuery = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'The year is four digits'), v.transform(Number))),
})

export const dashboardRoutes = defineRoutes({ tag: 'Dashboard', access: 'merchant' }, (r) => {
  r.add({
    id: 'dashboard.merchant',
    method: 'get',
    path: '/dashboard/merchant-dashboard',
    summary: 'Balances, today and this month, customers and recent payments',
    response: MerchantDashboardSchema,
    handler: async ({ deps, caller }) => ({
      data: await buildMerchantDashboard(deps, caller.accountId),
    }),
  })

  r.add({
    id: 'dashboard.report',
    method: 'get',
    path: '/dashboard/dashboard-generate-report/:spec',
    summary:
      'Figures of a day (day-dd-MM-yyyy), a week (last-week-dd-MM-yyyy), a month (month-m?year=yyyy) or a year (yyyy)',
    params: ReportParams,
    query: ReportQuery,
    response: DashboardReportSchema,
    handler: async ({ deps, caller, params, query }) => {
      const window = parsePeriod(params.spec, query.year, deps.clock.now())
      if (!window) {
        throw validationError({
          spec: 'Use day-dd-MM-yyyy, last-week-dd-MM-yyyy, month-m (with ?year=yyyy) or yyyy, with a real date',
        })
      }
      return { data: await buildReport(deps, caller.accountId, window) }
    },
  })

  r.add({
    id: 'dashboard.statistic',
    method: 'get',
    path: '/dashboard/merchant/statistic-dashboard',
    summary: 'This month’s paid amount and count per payment channel',
    handler: async ({ deps, caller }) => ({
      data: await channelStatistics(deps, caller.accountId),
    }),
  })

  r.add({
    id: 'dashboard.admin',
    method: 'get',
    path: '/dashboard/admin-dashboard',
    summary: 'Platform totals for admins: volume, fee revenue, merchants by plan and status, payouts pending',
    access: 'admin',
    response: AdminDashboardSchema,
    handler: async ({ deps }) => ({ data: await buildAdminDashboard(deps) }),
  })
})
