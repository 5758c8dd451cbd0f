// /reports/view/{type}/{selectedDate}: the dashboard's report of a period and a date, with its figures and
// chart, on a page of its own that can be shared or reloaded. The period switch and the date picker move the
// path. The panel is the dashboard's (the route hands it in: features do not import each other).
import type { ReactNode } from 'react'
import { Button, EmptyState, Stack } from '@chakra-ui/react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { reportQuery } from '@/api/dashboard-report.ts'
import { toApiDay } from '@/app/ui/list-search.ts'
import type { DashboardReport, ReportPeriod } from '@/contract/dashboard.ts'
import { todayInMalaysia } from '@/lib/dates.ts'
import { parseReportView } from './report-view-params.ts'
import { t } from '@/i18n/i18n.ts'

export interface ReportPanelInput {
  period: ReportPeriod
  /** yyyy-MM-dd. */
  date: string
  report: UseQueryResult<DashboardReport>
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

interface ReportViewPageProps {
  type: string
  selectedDate: string
  onShow: (next: { type: ReportPeriod; selectedDate: string }) => void
  panel: (input: ReportPanelInput) => ReactNode
}

function ValidReport({
  period,
  date,
  input,
  onShow,
  panel,
}: { period: ReportPeriod; date: Date; input: string } & Pick<ReportViewPageProps, 'onShow' | 'panel'>) {
  const report = useQuery(reportQuery(period, date))
  return panel({
    period,
    date: input,
    report,
    onChange: (next) => onShow({ type: next.period ?? period, selectedDate: toApiDay(next.date ?? input)! }),
  })
}

export function ReportViewPage({ type, selectedDate, onShow, panel }: ReportViewPageProps) {
  const parsed = parseReportView(type, selectedDate)
  if (parsed.ok)
    return (
      <ValidReport
        period={parsed.period}
        date={parsed.date}
        input={parsed.input}
        onShow={onShow}
        panel={panel}
      />
    )
  return (
    <EmptyState.Root size="sm" role="alert" borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <Stack gap="2" textAlign="center">
          <EmptyState.Title>{t('This report cannot be shown')}</EmptyState.Title>
          <EmptyState.Description>{parsed.problem}</EmptyState.Description>
        </Stack>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/reports/view/$type/$selectedDate"
            params={{ type: 'day', selectedDate: toApiDay(todayInMalaysia())! }}
          >
            {t('Show today’s report')}
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
