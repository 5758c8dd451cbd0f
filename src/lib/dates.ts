// Dates as Malaysia counts them: the server expires bills and counts report days in Malaysian time
// (SPEC §1: the product targets Malaysia), whatever time zone the browser is set to.

export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'

/** Today's date in Malaysia as "yyyy-MM-dd". */
export function todayInMalaysia(now: Date = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MALAYSIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2026-11-28" as the house writes a day (SPEC's dd-MM-yyyy): "28-11-2026"; anything else as it is. */
export function houseDay(iso: string): string {
  const match = ISO_DAY.exec(iso)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso
}

/**
 * A day as a person types it, in the house's order (day, month, year: "28-11-2026", "28/11/2026",
 * "28.11.2026", "28112026") or as the API writes it ("2026-11-28"), as "yyyy-MM-dd"; undefined when it is
 * not a day of the calendar.
 */
export function parseDay(text: string): string | undefined {
  const typed = text.trim()
  const iso = ISO_DAY.exec(typed)
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : (/^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(typed)?.slice(1) ??
      /^(\d{2})(\d{2})(\d{4})$/.exec(typed)?.slice(1))
  if (!parts) return undefined
  const [day, month, year] = parts.map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
