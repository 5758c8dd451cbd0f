// Filters of the payment records list: status, channel and a date range (Malaysian days).
import { Field, HStack, Input } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import { capitalised, FilterSelect } from '@/app/filter-select.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import { PAYMENT_CHANNELS } from './payment-record-search.ts'

const CHANNEL_LABELS: Record<string, string> = {
  fpx: 'FPX online banking',
  credit_card: 'Credit card',
  ewallet: 'E-wallet',
  bnpl: 'Buy now pay later',
  paypal: 'PayPal',
  crypto: 'Cryptocurrency',
  duitnow: 'DuitNow',
  manual: 'Paid outside Niaga',
}

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel] ?? channel

const STATUS_OPTIONS = PAYMENT_RECORD_STATUSES.map((status) => [status, capitalised(status)] as const)
const CHANNEL_OPTIONS = PAYMENT_CHANNELS.map((channel) => [channel, channelLabel(channel)] as const)
const route = getRouteApi('/_console/collections/payments')

/** One end of the date range: a calendar day, or none. */
function DayFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string
  value: string | undefined
  onChange: (day: string | undefined) => void
  min?: string | undefined
  max?: string | undefined
}) {
  return (
    <Field.Root orientation="horizontal" gap="2" width={{ base: 'full', sm: 'auto' }}>
      <Field.Label fontSize="sm" whiteSpace="nowrap" flex="0 0 2.5rem">
        {label}
      </Field.Label>
      <Input
        type="date"
        size="sm"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Field.Root>
  )
}

export function PaymentRecordFilters() {
  const search = route.useSearch()
  const { bind } = useListSearch(search, route.useNavigate())
  return (
    <>
      <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect label="Channel" allLabel="All channels" options={CHANNEL_OPTIONS} {...bind('channel')} />
      <HStack gap="2" align="end" wrap="wrap" width={{ base: 'full', sm: 'auto' }}>
        <DayFilter label="From" {...bind('from')} max={search.to} />
        <DayFilter label="To" {...bind('to')} min={search.from} />
      </HStack>
    </>
  )
}
