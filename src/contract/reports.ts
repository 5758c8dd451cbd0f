// Downloadable reports (SPEC §7 "Dashboards and reports": background-task-report/generate-report-collection,
// -payout, -self-settlement, -balance-pool; the report list answers 2100; SPEC §2 /reports/view and
// /reports/view/{type}/{selectedDate}). What SPEC leaves open is Niaga's design, written out here:
// - A generate call takes a range of Malaysian days (dd-MM-yyyy, both included). Either end left out takes
//   SPEC §9's default range 01-01-1990 to 01-01-2100; both ends must lie in that range, be real dates and
//   the start not after the end. No other limit on the span: a report is written in the background, a page of
//   rows at a time, so its size never matters to memory.
// - The report is a row (queued → running → ready | failed) and a durable job; the job writes an XLSX and a
//   CSV
//   with the same rows and columns. Dates are Malaysian wall-clock times, money is MYR with two decimals.
// - Who may: collection reports need `view` (payments are on every member's screens); payout, self-settlement
//   and balance-pool reports show where money went and need `money`. A member only lists, reads and downloads
//   the types they may generate.
import * as v from 'valibot'
import type { Permission } from './roles.ts'

export const REPORT_TYPES = ['collection', 'payout', 'self-settlement', 'balance-pool'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const REPORT_FORMATS = ['xlsx', 'csv'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  collection: 'Collections (payments received)',
  payout: 'Payouts',
  'self-settlement': 'Self-settlements',
  'balance-pool': 'Pool balance movements',
}

/** The permission a member needs to generate, list, read and download a report of each type. */
export const REPORT_TYPE_PERMISSION: Record<ReportType, Permission> = {
  collection: 'view',
  payout: 'money',
  'self-settlement': 'money',
  'balance-pool': 'money',
}

/** SPEC §9's default date range. */
export const REPORT_DEFAULT_START = '01-01-1990'
export const REPORT_DEFAULT_END = '01-01-2100'

const DAY_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/

/** dd-MM-yyyy as a sortable yyyymmdd number, or null when it is no real date. */
export function reportDayNumber(text: string): number | null {
  const match = DAY_PATTERN.exec(text)
  if (!match) return null
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return y * 10_000 + m * 100 + d
}

const FIRST_DAY = reportDayNumber(REPORT_DEFAULT_START)!
const LAST_DAY = reportDayNumber(REPORT_DEFAULT_END)!

const reportDay = (field: string) =>
  v.pipe(
    v.string(`The ${field} date must be text (dd-MM-yyyy)`),
    v.regex(DAY_PATTERN, `The ${field} date is dd-MM-yyyy`),
    v.check((text) => reportDayNumber(text) !== null, `The ${field} date is no real date`),
    v.check((text) => {
      const day = reportDayNumber(text)!
      return day >= FIRST_DAY && day <= LAST_DAY
    }, `The ${field} date is between ${REPORT_DEFAULT_START} and ${REPORT_DEFAULT_END}`),
  )

export const GenerateReportSchema = v.pipe(
  v.strictObject({
    start_date: v.optional(reportDay('start'), REPORT_DEFAULT_START),
    end_date: v.optional(reportDay('end'), REPORT_DEFAULT_END),
  }),
  v.forward(
    v.check(
      (range) => reportDayNumber(range.start_date)! <= reportDayNumber(range.end_date)!,
      'The end date is before the start date',
    ),
    ['end_date'],
  ),
)
export type GenerateReportInput = v.InferInput<typeof GenerateReportSchema>

export const ReportSchema = v.object({
  id: v.string(),
  type: v.picklist(REPORT_TYPES),
  start_date: v.string(),
  end_date: v.string(),
  status: v.picklist(REPORT_STATUSES),
  /** Rows written so far, of rows_total (counted when the job starts; null while queued). */
  rows_written: v.number(),
  rows_total: v.nullable(v.number()),
  /** 0–100; 100 once ready. */
  percent: v.number(),
  xlsx_bytes: v.nullable(v.number()),
  csv_bytes: v.nullable(v.number()),
  /** Why it failed, in words; null otherwise. */
  error: v.nullable(v.string()),
  /** The download's name without its extension, e.g. payout-report-01-11-2026-to-30-11-2026. */
  filename: v.string(),
  created_at: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
})
export type Report = v.InferOutput<typeof ReportSchema>

export const reportFilename = (type: ReportType, start: string, end: string) =>
  `${type}-report-${start}-to-${end}`

/** A report not yet finished: the list keeps polling while any is. */
export const isReportUnfinished = (status: ReportStatus) => status === 'queued' || status === 'running'
