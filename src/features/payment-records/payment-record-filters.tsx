// Filters of the payment records list: status, channel and a date range (Malaysian days).
import { getRouteApi } from '@tanstack/react-router'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, filterOf, FilterSelect, statusFilter } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { channelLabel } from '@/lib/channels.ts'
import { PAYMENT_CHANNELS } from './payment-record-search.ts'

const STATUS_FILTER = statusFilter(
  PAYMENT_RECORD_STATUSES.map((status) => [status, capitalised(status.replace('_', ' '))] as const),
)
const CHANNEL_FILTER = filterOf(
  'Channel',
  'All channels',
  PAYMENT_CHANNELS.map((channel) => [channel, channelLabel(channel)] as const),
)
const route = getRouteApi('/_console/collections/payments')

export function PaymentRecordFilters() {
  const search = route.useSearch()
  const { bind } = useListSearch(search, route.useNavigate())
  return (
    <>
      <FilterSelect {...STATUS_FILTER} {...bind('status')} />
      <FilterSelect {...CHANNEL_FILTER} {...bind('channel')} />
      <DayRangeFilter from={bind('from')} to={bind('to')} />
    </>
  )
}
