// Dashboards (SPEC §7 Dashboards and reports): query options of the merchant and admin figures.
// The period reports live in dashboard-report.ts, so route loaders importing this stay free of date-fns.
import { queryOptions } from '@tanstack/react-query'
import type { AdminDashboard } from '@/contract/admin.ts'
import type { MerchantDashboard } from '@/contract/dashboard.ts'
import { apiData } from './client.ts'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchant: () => [...dashboardKeys.all, 'merchant'] as const,
  admin: () => [...dashboardKeys.all, 'admin'] as const,
  reports: () => [...dashboardKeys.all, 'report'] as const,
  // Keyed by the spec, so two dates of the same month share one cached month report.
  report: (spec: string) => [...dashboardKeys.reports(), spec] as const,
}

export const dashboardQueries = {
  merchant: () =>
    queryOptions({
      queryKey: dashboardKeys.merchant(),
      queryFn: ({ signal }) => apiData<MerchantDashboard>('GET', 'dashboard/merchant-dashboard', { signal }),
    }),
  admin: () =>
    queryOptions({
      queryKey: dashboardKeys.admin(),
      queryFn: ({ signal }) => apiData<AdminDashboard>('GET', 'dashboard/admin-dashboard', { signal }),
    }),
}
