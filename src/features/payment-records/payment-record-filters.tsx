// Filters of the payment records list: status, channel and a date range (Malaysian days).
import { getRouteApi } from '@tanstack/react-router'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { filterOf, FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { t } from '@/i18n/i18n.ts'
import { channelLabel } from '@/lib/channels.ts'
import { PAYMENT_CHANNELS } from './payment-record-search.ts'

const channelChoice = () =>
  filterOf(
    t('Channel'),
    t('All channels'),
    PAYMENT_CHANNELS.map((channel) => [channel, channelLabel(channel)] as const),
  )
const route = getRouteApi('/_console/collections/payments')

export function PaymentRecordFilters() {
  const search = route.useSearch()
  const { bind } = useListSearch(search, route.useNavigate())
  return (
    <>
      <FilterSelect {...statusChoices(PAYMENT_RECORD_STATUSES)} {...bind('status')} />
      <FilterSelect {...channelChoice()} {...bind('channel')} />
      <DayRangeFilter from={bind('from')} to={bind('to')} />
    </>
  )
}
