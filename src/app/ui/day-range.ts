// A list's date range as the API takes it: two Malaysian days (dd-MM-yyyy), either end optional.
import { dayParam, toApiDay } from './list-search.ts'

/**
 * yyyy-MM-dd ends from the URL → start_date/end_date; a range typed backwards still means the days between.
 */
export function apiDayRange(
  from: string | undefined,
  to: string | undefined,
): { start_date: string | undefined; end_date: string | undefined } {
  const [start, end] = from && to && from > to ? [to, from] : [from, to]
  return { start_date: toApiDay(start), end_date: toApiDay(end) }
}

/** The search params of a list's "From" and "To" days. */
export const dayRangeEntries = { from: dayParam, to: dayParam }

/** A list search's days as the API takes them. */
export const apiDays = (search: { from?: string | undefined; to?: string | undefined }) =>
  apiDayRange(search.from, search.to)
