// Filters of the payment records list: status, channel and a date range (Malaysian days).
import { Field, HStack, Input } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { PAYMENT_RECORD_STATUSES } from '@/api/payment-records.ts'
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

export function PaymentRecordFilters() {
  const search = route.useSearch()
  const { change } = useListSearch(search, route.useNavigate())
  return (
    <>
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => change({ status })}
      />
      <FilterSelect
        label="Channel"
        allLabel="All channels"
        value={search.channel}
        options={CHANNEL_OPTIONS}
        onChange={(channel) => change({ channel })}
      />
      <HStack gap="2" align="end" wrap="wrap" width={{ base: 'full', sm: 'auto' }}>
        <Field.Root orientation="horizontal" gap="2" width={{ base: 'full', sm: 'auto' }}>
          <Field.Label fontSize="sm" whiteSpace="nowrap" flex="0 0 2.5rem">
            From
          </Field.Label>
          <Input
            type="date"
            size="sm"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => change({ from: event.target.value || undefined })}
          />
        </Field.Root>
        <Field.Root orientation="horizontal" gap="2" width={{ base: 'full', sm: 'auto' }}>
          <Field.Label fontSize="sm" whiteSpace="nowrap" flex="0 0 2.5rem">
            To
          </Field.Label>
          <Input
            type="date"
            size="sm"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => change({ to: event.target.value || undefined })}
          />
        </Field.Root>
      </HStack>
    </>
  )
}
