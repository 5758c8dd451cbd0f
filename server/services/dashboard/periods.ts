// Report periods of the dashboard (SPEC §7): day-{dd-MM-yyyy}, last-week-{dd-MM-yyyy}, month-{m}?year,
// {yyyy}. Days are Malaysian days (UTC+8, no daylight saving), whatever the server's time zone.
import type { ReportPeriod } from '../../../src/contract/dashboard.ts'

export const MYT_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export interface PeriodWindow {
  period: ReportPeriod
  label: string
  /** UTC instants: from inclusive, to exclusive. */
  from: Date
  to: Date
  /** SQL to_char format of a bucket key over Malaysian local time, and the keys in order with labels. */
  bucketFormat: string
  buckets: { key: string; label: string }[]
}

const pad = (n: number) => String(n).padStart(2, '0')
/** Midnight in Malaysia of a calendar date, as a UTC instant. */
export const mytMidnight = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d) - MYT_OFFSET_MS)
const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
/** The Malaysian calendar date of an instant. */
export const mytDate = (instant: Date) => {
  const local = new Date(instant.getTime() + MYT_OFFSET_MS)
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() }
}
const dayKey = (instant: Date) => {
  const { y, m, d } = mytDate(instant)
  return `${y}-${pad(m)}-${pad(d)}`
}

function dayBuckets(from: Date, days: number) {
  return Array.from({ length: days }, (_, i) => {
    const key = dayKey(new Date(from.getTime() + i * DAY_MS))
    return { key, label: `${key.slice(8, 10)}-${key.slice(5, 7)}` }
  })
}

function parseDate(text: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text)
  if (!match) return null
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return y >= 1990 && y <= 2100 && isRealDate(y, m, d) ? { y, m, d } : null
}

/** Parses the path segment; null when it is not a valid period (the caller answers 4000). */
export function parsePeriod(spec: string, yearQuery: number | undefined, now: Date): PeriodWindow | null {
  let match: RegExpExecArray | null
  if ((match = /^day-(.+)$/.exec(spec))) {
    const date = parseDate(match[1]!)
    if (!date) return null
    const from = mytMidnight(date.y, date.m, date.d)
    return {
      period: 'day',
      label: `${pad(date.d)}-${pad(date.m)}-${date.y}`,
      from,
      to: new Date(from.getTime() + DAY_MS),
      bucketFormat: 'HH24',
      buckets: Array.from({ length: 24 }, (_, h) => ({ key: pad(h), label: `${pad(h)}:00` })),
    }
  }
  if ((match = /^last-week-(.+)$/.exec(spec))) {
    const date = parseDate(match[1]!)
    if (!date) return null
    const to = new Date(mytMidnight(date.y, date.m, date.d).getTime() + DAY_MS)
    const from = new Date(to.getTime() - 7 * DAY_MS)
    const label = `7 days to ${pad(date.d)}-${pad(date.m)}-${date.y}`
    return { period: 'week', label, from, to, bucketFormat: 'YYYY-MM-DD', buckets: dayBuckets(from, 7) }
  }
  if ((match = /^month-(\d{1,2})$/.exec(spec))) {
    const m = Number(match[1])
    const y = yearQuery ?? mytDate(now).y
    if (m < 1 || m > 12 || y < 1990 || y > 2100) return null
    const from = mytMidnight(y, m, 1)
    const to = m === 12 ? mytMidnight(y + 1, 1, 1) : mytMidnight(y, m + 1, 1)
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS)
    return {
      period: 'month',
      label: `${MONTHS[m - 1]} ${y}`,
      from,
      to,
      bucketFormat: 'YYYY-MM-DD',
      buckets: dayBuckets(from, days),
    }
  }
  if ((match = /^(\d{4})$/.exec(spec))) {
    const y = Number(match[1])
    if (y < 1990 || y > 2100) return null
    return {
      period: 'year',
      label: String(y),
      from: mytMidnight(y, 1, 1),
      to: mytMidnight(y + 1, 1, 1),
      bucketFormat: 'MM',
      buckets: MONTHS.map((name, i) => ({ key: pad(i + 1), label: name })),
    }
  }
  return null
}
