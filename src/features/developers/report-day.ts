// The day a key's reports open on: today on the server's clock (the last day of the key's dashboard), which
// in the sandbox may have been moved on from the browser's; the browser's Malaysian today until it is known.
import { useQuery } from '@tanstack/react-query'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { toApiDay } from '@/app/ui/list-search.ts'
import { todayInMalaysia } from '@/lib/dates.ts'

/** dd-MM-yyyy. */
export function useReportDay(id: string): string {
  const { data } = useQuery(apiKeyQueries.dashboard(id))
  const last = data?.days.at(-1)?.key
  const day = last && /^\d{4}-\d{2}-\d{2}$/.test(last) ? last : todayInMalaysia()
  return toApiDay(day)!
}
