// The /dashboard page: the dashboard that fits the account type.
import { todayInMalaysia } from '@/lib/dates.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import { AdminDashboardView } from './admin-dashboard.tsx'
import { IntroducerWelcome } from './introducer-welcome.tsx'
import { MerchantDashboardView } from './merchant-dashboard.tsx'

export interface DashboardSearch {
  period?: ReportPeriod
  date?: string
}

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'day'

export function DashboardPage({
  search,
  onSearchChange,
}: {
  search: DashboardSearch
  onSearchChange: (next: DashboardSearch) => void
}) {
  const account = useCurrentAccount()
  if (account?.type === 'admin') return <AdminDashboardView />
  if (account?.type === 'introducer') return <IntroducerWelcome name={account.name} />
  return (
    <MerchantDashboardView
      period={search.period ?? DEFAULT_REPORT_PERIOD}
      date={search.date ?? todayInMalaysia()}
      onChange={(next) => onSearchChange({ ...search, ...next })}
    />
  )
}
