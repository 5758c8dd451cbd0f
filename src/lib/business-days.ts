// Malaysian business days for settlement: Monday to Friday, less the federal public holidays (as observed in
// the Federal Territory of Kuala Lumpur, replacement days included) of 2026 and 2027. Islamic-calendar
// holidays are the announced dates; the list is the one place to correct them. Dates are Malaysian
// calendar dates (UTC+8, no daylight saving), written yyyy-mm-dd.

// The holidays' official names, kept as data beside their dates (only the dates are read; no screen shows a
// name).
/* eslint-disable lingui/no-unlocalized-strings -- proper names of public holidays, never shown */
export const MALAYSIAN_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-01-01': 'New Year’s Day',
  '2026-02-02': 'Thaipusam and Federal Territory Day (replacement)',
  '2026-02-17': 'Chinese New Year',
  '2026-02-18': 'Chinese New Year (second day)',
  '2026-03-20': 'Hari Raya Aidilfitri',
  '2026-03-23': 'Hari Raya Aidilfitri (replacement)',
  '2026-05-01': 'Labour Day',
  '2026-05-27': 'Hari Raya Haji',
  '2026-06-01': 'Agong’s Birthday and Wesak (replacement)',
  '2026-06-17': 'Awal Muharram',
  '2026-08-25': 'Maulidur Rasul',
  '2026-08-31': 'National Day',
  '2026-09-16': 'Malaysia Day',
  '2026-11-09': 'Deepavali (replacement)',
  '2026-12-25': 'Christmas Day',
  '2027-01-01': 'New Year’s Day',
  '2027-01-22': 'Thaipusam',
  '2027-02-01': 'Federal Territory Day',
  '2027-02-08': 'Chinese New Year (replacement)',
  '2027-02-24': 'Nuzul Al-Quran',
  '2027-03-10': 'Hari Raya Aidilfitri',
  '2027-03-11': 'Hari Raya Aidilfitri (second day)',
  '2027-05-17': 'Hari Raya Haji',
  '2027-05-20': 'Wesak Day',
  '2027-06-07': 'Agong’s Birthday',
  '2027-08-16': 'Maulidur Rasul (replacement)',
  '2027-08-31': 'National Day',
  '2027-09-16': 'Malaysia Day',
  '2027-10-28': 'Deepavali',
  '2027-12-27': 'Christmas Day (replacement)',
}
/* eslint-enable lingui/no-unlocalized-strings */

const MYT_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** The Malaysian calendar date of an instant, yyyy-mm-dd. */
export function malaysianDate(at: Date): string {
  return new Date(at.getTime() + MYT_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant a Malaysian date's clock shows `hour`:00. */
export function malaysianTime(date: string, hour = 0): Date {
  return new Date(Date.parse(date) - MYT_OFFSET_MS + hour * 3_600_000)
}

const nextDate = (date: string) => new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10)

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(Date.parse(date)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !(date in MALAYSIAN_HOLIDAYS)
}

/** The `days`-th business day after `date` (0: `date` itself if it is one, else the next). */
export function addBusinessDays(date: string, days: number): string {
  let current = date
  if (days === 0) {
    while (!isBusinessDay(current)) current = nextDate(current)
    return current
  }
  for (let left = days; left > 0;) {
    current = nextDate(current)
    if (isBusinessDay(current)) left--
  }
  return current
}
