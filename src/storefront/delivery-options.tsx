// The delivery options of the chosen state for this cart, as a radio group.
import { Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { RadioList } from '@/public-ui/choice.tsx'
import { Spinner, Text } from '@/public-ui/text.tsx'
import { formatMyr } from '@/lib/money.ts'
import type { DeliveryQuoteState } from './use-delivery-quote.ts'

interface DeliveryOptionsProps {
  quote: DeliveryQuoteState
  stateChosen: boolean
  value: string
  error: string | undefined
  onChange: (rateId: string) => void
}

/** The options, or why there are none, and always the reason a submit was refused (no delivery chosen). */
export function DeliveryOptions({ error, ...props }: DeliveryOptionsProps) {
  return (
    <Stack gap="2">
      <DeliveryChoice {...props} />
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}

function DeliveryChoice({ quote, stateChosen, value, onChange }: Omit<DeliveryOptionsProps, 'error'>) {
  if (!stateChosen) return <Text color="fg.muted">Choose your state to see the delivery options.</Text>
  if (quote.loading)
    return (
      <Text color="fg.muted" role="status">
        <Spinner size="xs" me="2" />
        Checking delivery prices…
      </Text>
    )
  if (!quote.options)
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          {quote.failed
            ? 'Delivery prices could not be checked. Try again when you are online.'
            : 'You are offline and delivery prices for this state have not been checked yet.'}
        </Alert.Description>
      </Alert.Root>
    )
  if (quote.options.length === 0)
    return <Text color="fg.error">This store does not deliver to the chosen state.</Text>
  return (
    <Stack gap="2">
      <RadioList
        name="rate_id"
        label="Delivery option"
        value={value}
        onChange={onChange}
        options={quote.options.map((option) => ({
          value: option.rate_id,
          label: `${option.name} — ${option.free ? 'Free' : formatMyr(option.price)} (${option.estimated_days})`,
        }))}
      />
      {quote.fromEarlierCheck ? (
        <Text fontSize="sm" color="fg.muted">
          Priced on this device from the store’s rates. If the store’s price has changed when the order is
          sent, you are told and nothing is charged.
        </Text>
      ) : null}
    </Stack>
  )
}
