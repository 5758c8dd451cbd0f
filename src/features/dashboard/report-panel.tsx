// The day/week/month/year report of SPEC §2: period switch, date picker, figures and the series chart.
import {
  Card,
  EmptyState,
  Field,
  Flex,
  Heading,
  Input,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { DashboardReport, ReportPeriod } from '@/contract/dashboard.ts'
import { REPORT_PERIODS } from '@/contract/list-choices.ts'
import { LAYOUT_DEFAULTS } from '@/app/ui/layout-prefs.ts'
import { count, money } from './format.ts'
import { ReportChart } from './report-chart.tsx'
import { LoadFailed, StatGrid } from './stat-card.tsx'

const PERIOD_LABELS: Record<ReportPeriod, string> = { day: 'Day', week: 'Week', month: 'Month', year: 'Year' }

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
      <LoadFailed size="sm" title="The report could not be loaded" onRetry={() => void report.refetch()} />
    )
  if (!data && report.fetchStatus === 'paused') {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title>You are offline</EmptyState.Title>
          <EmptyState.Description>This report loads when the connection returns.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  const loading = !data
  return (
    <Stack gap="5">
      <StatGrid
        columns={{ base: 1, sm: 2, xl: 4 }}
        data-tour="figures"
        loading={loading}
        stats={[
          {
            label: 'Total amount',
            value: data && money(data.total_amount),
            testId: 'dashboard-total-amount',
          },
          { label: 'Fees', value: data && money(data.fee_amount) },
          { label: 'Net amount', value: data && money(data.net_amount) },
          {
            label: 'Transactions',
            value: data && count(data.transaction_count),
            testId: 'dashboard-transaction-count',
          },
        ]}
      />
      {loading ? (
        <Skeleton height="48" />
      ) : data.transaction_count === 0 && data.series.every((point) => point.count === 0) ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>No payments in this period</EmptyState.Title>
            <EmptyState.Description>
              Pick another period or date to see earlier activity.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ReportChart series={data.series} caption={`Payments by period, ${data.label}`} />
      )}
    </Stack>
  )
}

export function ReportPanel({ period, date, report, onChange }: ReportPanelProps) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="report-heading">
      <Card.Header>
        <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
          <Stack gap="0.5">
            <Heading as="h2" id="report-heading" size="md">
              Report
            </Heading>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {report.data ? report.data.label : '\u00a0'}
            </Text>
          </Stack>
          <ReportControls period={period} date={date} onChange={onChange} />
        </Flex>
      </Card.Header>
      <Card.Body>
        <ReportBody report={report} />
      </Card.Body>
    </Card.Root>
  )
}

/** The period switch and the report date: what every dashboard's report is drawn for. */
export function ReportControls({ period, date, onChange }: Omit<ReportPanelProps, 'report'>) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" data-tour="period-switch">
      <SegmentGroup.Root
        size={LAYOUT_DEFAULTS.formSize}
        value={period}
        aria-label="Report period"
        onValueChange={(details) => {
          const next = REPORT_PERIODS.find((value) => value === details.value)
          if (next) onChange({ period: next })
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={REPORT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))} />
      </SegmentGroup.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Report date</Field.Label>
        <Input
          type="date"
          size={LAYOUT_DEFAULTS.formSize}
          value={date}
          required
          onChange={(event) => {
            if (event.target.value) onChange({ date: event.target.value })
          }}
        />
      </Field.Root>
    </Flex>
  )
}
