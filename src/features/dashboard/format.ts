// Display helpers for dashboard figures: a malformed amount shows a dash instead of breaking the page.
import { MALAYSIA_TIME_ZONE } from '@/lib/dates.ts'
import { formatMyr, myrToSen } from '@/lib/money.ts'

export function money(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—'
  try {
    return formatMyr(amount)
  } catch {
    return '—'
  }
}

export function sen(amount: string): number {
  try {
    return myrToSen(amount)
  } catch {
    return 0
  }
}

export function count(value: number): string {
  return new Intl.NumberFormat('en-MY').format(value)
}

const dateTimeFormat = new Intl.DateTimeFormat('en-MY', {
  timeZone: MALAYSIA_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** Times in Malaysian time, like the server's day boundaries. */
export function dateTime(value: string | null): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date)
}
