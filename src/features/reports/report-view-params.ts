// /reports/view/{type}/{selectedDate}: the dashboard report of a period (day, week: the seven days ending on
// the date, month, year) and a date (dd-MM-yyyy, SPEC §9). Anything else is no report, said in words.
import { REPORT_PERIODS } from '@/contract/list-choices.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import { REPORT_DEFAULT_END, REPORT_DEFAULT_START, reportDayNumber } from '@/contract/reports.ts'
import { t } from '@/i18n/i18n.ts'

export type ReportViewParams =
  { ok: true; period: ReportPeriod; date: Date; input: string } | { ok: false; problem: string }

export function parseReportView(type: string, selectedDate: string): ReportViewParams {
  const period = REPORT_PERIODS.find((known) => known === type)
  if (!period)
    return {
      ok: false,
      problem: t('There is no “{type}” report: the report is a day, week, month or year.', { type }),
    }
  const day = reportDayNumber(selectedDate)
  if (day === null)
    return {
      ok: false,
      problem: t('“{date}” is not a date: the date is dd-MM-yyyy, for example 22-11-2026.', {
        date: selectedDate,
      }),
    }
  if (day < reportDayNumber(REPORT_DEFAULT_START)! || day > reportDayNumber(REPORT_DEFAULT_END)!)
    return {
      ok: false,
      problem: t('Reports cover {from} to {to}.', { from: REPORT_DEFAULT_START, to: REPORT_DEFAULT_END }),
    }
  const [d, m, y] = selectedDate.split('-') as [string, string, string]
  return { ok: true, period, date: new Date(Number(y), Number(m) - 1, Number(d)), input: `${y}-${m}-${d}` }
}
