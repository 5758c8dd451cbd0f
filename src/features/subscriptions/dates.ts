// A period's boundaries as Malaysian calendar days ("1 Dec 2026", "1 Dis 2026"): periods run from day to day.
import { MALAYSIA_TIME_ZONE } from '@/lib/dates.ts'
import { dateFormat } from '@/i18n/date-format.ts'

const DAY: Intl.DateTimeFormatOptions = { timeZone: MALAYSIA_TIME_ZONE, dateStyle: 'medium' }

export function calendarDay(value: string | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat(DAY).format(date)
}
