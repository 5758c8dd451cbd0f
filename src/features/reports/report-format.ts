// How the report list says sizes and progress.
import type { Report } from '@/contract/reports.ts'

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
  if (report.status === 'queued') return 'Queued'
  if (report.rows_total === null) return 'Starting'
  const n = (value: number) => value.toLocaleString('en-MY')
  return `Writing ${n(report.rows_written)} of ${n(report.rows_total)} rows (${report.percent}%)`
}
