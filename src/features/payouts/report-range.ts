// The payout report's two days: both required, the first not after the last.
import type { FieldErrors } from '@/app/forms/form-errors.ts'
import { formatMessage, type Locale } from '@/contract/messages.ts'

export interface ReportRange {
  /** yyyy-MM-dd, as <input type="date"> gives it. */
  start: string
  end: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function reportRangeErrors({ start, end }: ReportRange, locale: Locale): FieldErrors {
  const errors: FieldErrors = {}
  if (!DAY.test(start)) errors.start = formatMessage('required', locale, { field: 'from' })
  if (!DAY.test(end)) errors.end = formatMessage('required', locale, { field: 'to' })
  if (!errors.start && !errors.end && start > end)
    errors.end = formatMessage('min_value', locale, { field: 'to', min: start })
  return errors
}
