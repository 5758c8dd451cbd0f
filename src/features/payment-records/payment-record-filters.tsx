// Filters of the payment records list: status, channel and a date range (Malaysian days).
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { PAYMENT_RECORD_STATUSES } from '@/api/payment-records.ts'
import { PAYMENT_CHANNELS, type PaymentRecordSearch } from './payment-record-search.ts'

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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface FiltersProps {
  search: PaymentRecordSearch
  onSearchChange: (patch: Partial<PaymentRecordSearch>) => void
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  options: [string, string][]
  onChange: (value: string | undefined) => void
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="40">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

export function PaymentRecordFilters({ search, onSearchChange }: FiltersProps) {
  return (
    <>
      <Select
        label="Status"
        value={search.status}
        options={[
          ['', 'All statuses'],
          ...PAYMENT_RECORD_STATUSES.map((status): [string, string] => [status, capitalised(status)]),
        ]}
        onChange={(status) => onSearchChange({ status: status as PaymentRecordSearch['status'] })}
      />
      <Select
        label="Channel"
        value={search.channel}
        options={[
          ['', 'All channels'],
          ...PAYMENT_CHANNELS.map((channel): [string, string] => [channel, channelLabel(channel)]),
        ]}
        onChange={(channel) => onSearchChange({ channel })}
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
            onChange={(event) => onSearchChange({ from: event.target.value || undefined })}
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
            onChange={(event) => onSearchChange({ to: event.target.value || undefined })}
          />
        </Field.Root>
      </HStack>
    </>
  )
}
