// The /dashboard page: the dashboard that fits the account type. The introducer's is a file of its own,
// loaded only for introducers, so the merchant's first screen carries none of it (dashboard-kit.ts).
import { lazy, Suspense } from 'react'
import { Skeleton } from '@chakra-ui/react'
import { todayInMalaysia } from '@/lib/dates.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import type { DashboardKit } from './dashboard-kit.ts'
import { count, dateTime, money } from './format.ts'
import { MerchantDashboardView } from './merchant-dashboard.tsx'
import { ReportChart } from './report-chart.tsx'
import { ReportControls } from './report-panel.tsx'
import { LoadFailed, StatGrid } from './stat-card.tsx'

export interface DashboardSearch {
  period?: ReportPeriod
  date?: string
}

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'day'

const IntroducerDashboardView = lazy(() => import('./introducer-dashboard.tsx'))
// Admins only: merchants never download the platform totals.
const AdminDashboardView = lazy(() => import('./admin-dashboard.tsx'))
const KIT: DashboardKit = { StatGrid, LoadFailed, ReportChart, ReportControls, money, count, dateTime }

export function DashboardPage({
  search,
  onSearchChange,
}: {
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
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
        <IntroducerDashboardView
          kit={KIT}
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
