// The /dashboard page: the dashboard that fits the account type. The introducer's lives with the introducer's
// pages (src/features/introducer): the route hands it in, and it draws its report with this report's chart.
import { lazy, Suspense, type ComponentType } from 'react'
import { Skeleton } from '@chakra-ui/react'
import { todayInMalaysia } from '@/lib/dates.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import { MerchantDashboardView } from './merchant-dashboard.tsx'
import { ReportChart } from './report-chart.tsx'

export interface DashboardSearch {
  period?: ReportPeriod
  date?: string
}

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'day'

/** What the introducer's dashboard is given: the report's chart, and the period and date it shows. */
export interface IntroducerDashboardSlotProps {
  Chart: typeof ReportChart
  period: ReportPeriod
  date: string | undefined
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

// Admins only: merchants never download the platform totals.
const AdminDashboardView = lazy(() => import('./admin-dashboard.tsx'))

export function DashboardPage({
  search,
  onSearchChange,
  IntroducerDashboard,
}: {
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
  /** Loaded only for introducer accounts, so the merchant's first screen carries none of it. */
  IntroducerDashboard: ComponentType<IntroducerDashboardSlotProps>
}) {
  const account = useCurrentAccount()
  if (account?.type === 'admin')
    return (
      <Suspense fallback={<Skeleton height="48" />}>
        <AdminDashboardView />
      </Suspense>
    )
  if (account?.type === 'introducer')
    return (
      <Suspense fallback={<Skeleton height="48" />}>
        <IntroducerDashboard
          Chart={ReportChart}
          period={search.period ?? DEFAULT_REPORT_PERIOD}
          date={search.date}
          onChange={(next) => onSearchChange({ ...search, ...next })}
        />
      </Suspense>
    )
  return (
    <MerchantDashboardView
      period={search.period ?? DEFAULT_REPORT_PERIOD}
      date={search.date ?? todayInMalaysia()}
      onChange={(next) => onSearchChange({ ...search, ...next })}
    />
  )
}
