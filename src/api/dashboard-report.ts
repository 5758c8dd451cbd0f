// The day/week/month/year reports of SPEC §2: GET dashboard/dashboard-generate-report/{spec}.
import { queryOptions } from '@tanstack/react-query'
// lightFormat writes the pattern's digits without format()'s locale tables, which would otherwise ride on the
// console's first screen for a date that has no words in it.
import { lightFormat } from 'date-fns'
import { REPORT_DATE_FORMAT } from '@/contract/constants.ts'
import type { DashboardReport, ReportPeriod } from '@/contract/dashboard.ts'
import { apiData } from './client.ts'
import { dashboardKeys } from './dashboard.ts'

/** "2026-11-22", the value format of <input type="date">, used for the report date in the URL. */
export function toDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** "2026-11-22" → that local date; anything else (including 2026-02-30) → null. */
export function parseDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return toDateInput(date) === value ? date : null
}

/**
 * The last path segment of dashboard/dashboard-generate-report/{spec}:
 * day-22-11-2026 | last-week-22-11-2026 | month-11?year=2026 (no leading zero) | 2026.
 */
export function buildReportSpec(period: ReportPeriod, date: Date): string {
  switch (period) {
    case 'day':
      return `day-${lightFormat(date, REPORT_DATE_FORMAT)}`
    case 'week':
      return `last-week-${lightFormat(date, REPORT_DATE_FORMAT)}`
    case 'month':
      return `month-${date.getMonth() + 1}?year=${date.getFullYear()}`
    case 'year':
      return String(date.getFullYear())
  }
}

export function reportQuery(period: ReportPeriod, date: Date) {
  const spec = buildReportSpec(period, date)
  return queryOptions({
    queryKey: dashboardKeys.report(spec),
    queryFn: ({ signal }) =>
      apiData<DashboardReport>('GET', `dashboard/dashboard-generate-report/${spec}`, { signal }),
  })
}
