// The merchant dashboard: balance and activity cards, the period report, recent payments and the tour.
import { Flex, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { dashboardQueries } from '@/api/dashboard.ts'
import { parseDateInput, reportQuery } from '@/api/dashboard-report.ts'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { StatGrid } from '@/app/ui/stat-grid.tsx'
import { formatCount } from '@/lib/numbers.ts'
import { DashboardTourGate } from './dashboard-tour-gate.tsx'
import { OfflineBadge } from './offline-badge.tsx'
import { RecentPayments } from './recent-payments.tsx'
import { ReportPanel } from './report-panel.tsx'
import { SubscriptionNotice } from './subscription-notice.tsx'
import { t } from '@/i18n/i18n.ts'

const transactionCount = (count: number) =>
  t('{count, plural, one {# transaction} other {# transactions}}', { count })

interface MerchantDashboardProps {
  period: ReportPeriod
  date: string
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

export function MerchantDashboardView({ period, date, onChange }: MerchantDashboardProps) {
  const online = useOnlineStatus()
  const summary = useQuery(dashboardQueries.merchant())
  const report = useQuery(reportQuery(period, parseDateInput(date) ?? new Date()))
  const data = summary.data

  const paused = summary.fetchStatus === 'paused' || report.fetchStatus === 'paused'
  const showingSaved = (!online || paused) && (data !== undefined || report.data !== undefined)

  if (!data && summary.isError)
    return (
      <Stack gap="6">
        <SubscriptionNotice />
        <LoadFailed
          bare
          title={t('The dashboard could not be loaded')}
          onRetry={() => void summary.refetch()}
        />
      </Stack>
    )

  const loading = !data
  return (
    <Stack gap="6">
      <SubscriptionNotice />
      {showingSaved ? (
        <Flex justify="flex-end">
          <OfflineBadge updatedAt={summary.dataUpdatedAt || undefined} />
        </Flex>
      ) : null}
      <StatGrid
        columns={{ base: 1, sm: 2, lg: 5 }}
        data-tour="balance"
        loading={loading}
        stats={[
          {
            label: t('Pending balance'),
            value: data && money(data.balance.pending),
            testId: 'dashboard-balance-pending',
          },
          {
            label: t('Available balance'),
            value: data && money(data.balance.available),
            testId: 'dashboard-balance-available',
          },
          {
            label: t('Today'),
            value: data && money(data.today.amount),
            help: data && transactionCount(data.today.count),
          },
          {
            label: t('This month'),
            value: data && money(data.this_month.amount),
            help: data && transactionCount(data.this_month.count),
          },
          { label: t('Customers'), value: data && formatCount(data.customers) },
        ]}
      />
      <Stack gap="1">
        <ReportPanel period={period} date={date} report={report} onChange={onChange} />
        {/* The same report on a page of its own (/reports/view/{type}/{dd-MM-yyyy}), to share or keep. */}
        <ChakraLink asChild fontSize="sm" alignSelf="flex-end">
          <Link
            to="/reports/view/$type/$selectedDate"
            params={{ type: period, selectedDate: date.split('-').reverse().join('-') }}
          >
            {t('Open this report on its own page')}
          </Link>
        </ChakraLink>
      </Stack>
      <RecentPayments payments={data?.recent_payments} />
      <DashboardTourGate ready={!loading && online} />
    </Stack>
  )
}
