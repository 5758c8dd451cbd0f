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
