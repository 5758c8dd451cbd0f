// The day/week/month/year report of SPEC §2: period switch, date picker, figures and the series chart.
import { EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { money } from '@/app/ui/data-table-cells.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { PeriodPicker } from '@/app/ui/period-picker.tsx'
import { QuietPeriod, ReportCard } from '@/app/ui/report-card.tsx'
import { StatGrid } from '@/app/ui/stat-grid.tsx'
import type { DashboardReport, ReportPeriod } from '@/contract/dashboard.ts'
import { formatCount } from '@/lib/numbers.ts'
import { ReportChart } from './report-chart.tsx'
import { t } from '@/i18n/i18n.ts'

interface ReportPanelProps {
  period: ReportPeriod
  /** yyyy-MM-dd, the value of the date input. */
  date: string
  report: UseQueryResult<DashboardReport>
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

function ReportBody({ report }: { report: UseQueryResult<DashboardReport> }) {
  const data = report.data
  if (!data && report.isError)
    return (
      <LoadFailed
        bare
        size="sm"
        title={t('The report could not be loaded')}
        onRetry={() => void report.refetch()}
      />
    )
  if (!data && report.fetchStatus === 'paused') {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title>{t('You are offline')}</EmptyState.Title>
          <EmptyState.Description>
            {t('This report loads when the connection returns.')}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  const loading = !data
  return (
    <Stack gap="5">
      <StatGrid
        data-tour="figures"
        loading={loading}
        stats={[
          {
            label: t('Total amount'),
            value: data && money(data.total_amount),
            testId: 'dashboard-total-amount',
          },
          { label: t('Fees'), value: data && money(data.fee_amount) },
          { label: t('Net amount'), value: data && money(data.net_amount) },
          {
            label: t('Transactions'),
            value: data && formatCount(data.transaction_count),
            testId: 'dashboard-transaction-count',
          },
        ]}
      />
      {loading ? (
        <Skeleton height="48" />
      ) : data.transaction_count === 0 && data.series.every((point) => point.count === 0) ? (
        <QuietPeriod title={t('No payments in this period')} />
      ) : (
        <ReportChart
          series={data.series}
          caption={t('Payments by period, {period}', { period: data.label })}
        />
      )}
    </Stack>
  )
}

export function ReportPanel({ period, date, report, onChange }: ReportPanelProps) {
  return (
    <ReportCard
      headingId="report-heading"
      title={t('Report')}
      label={report.data?.label}
      controls={<PeriodPicker period={period} date={date} onChange={onChange} data-tour="period-switch" />}
    >
      <ReportBody report={report} />
    </ReportCard>
  )
}
