// How the report list says sizes and progress.
import type { Report, ReportType } from '@/contract/reports.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

// The contract's report names (REPORT_TYPE_LABELS), as ids of the console catalog.
const TYPE_WORDS: Record<ReportType, ConsoleText> = {
  collection: 'Collections (payments received)',
  payout: 'Payouts',
  'self-settlement': 'Self-settlements',
  'balance-pool': 'Pool balance movements',
}

/** A report's type in the merchant's language. */
export const reportTypeLabel = (type: ReportType): string => t(TYPE_WORDS[type])

/** 1234 → "1.2 KB"; null → "—". */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** "Queued", or "Writing 2,000 of 5,000 rows (40%)". */
export function progressText(
  report: Pick<Report, 'status' | 'rows_written' | 'rows_total' | 'percent'>,
): string {
  if (report.status === 'queued') return t('Queued')
  if (report.rows_total === null) return t('Starting')
  const n = (value: number) => value.toLocaleString('en-MY')
  return t('Writing {written} of {total} rows ({percent}%)', {
    written: n(report.rows_written),
    total: n(report.rows_total),
    percent: report.percent,
  })
}
