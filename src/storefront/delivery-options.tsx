// The delivery options of the chosen state for this cart, as a radio group.
import { Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { RadioList } from '@/public-ui/choice.tsx'
import { Spinner, Text } from '@/public-ui/text.tsx'
import { formatMyr } from '@/lib/money.ts'
import type { DeliveryQuoteState } from './use-delivery-quote.ts'
import { useT } from '@/i18n/use-t.ts'

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
  const t = useT()
  if (!stateChosen) return <Text color="fg.muted">{t('store.delivery.choose_state')}</Text>
  if (quote.loading)
    return (
      <Text color="fg.muted" role="status">
        <Spinner size="xs" me="2" />
        {t('store.delivery.checking')}
      </Text>
    )
  if (!quote.options)
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          {quote.failed ? t('store.delivery.check_failed') : t('store.delivery.offline')}
        </Alert.Description>
      </Alert.Root>
    )
  if (quote.options.length === 0) return <Text color="fg.error">{t('store.delivery.none')}</Text>
  return (
    <Stack gap="2">
      <RadioList
        name="rate_id"
        label={t('store.delivery.option_label')}
        value={value}
        onChange={onChange}
        options={quote.options.map((option) => ({
          value: option.rate_id,
          label: t('store.delivery.option', {
            name: option.name,
            price: option.free ? t('store.delivery.free') : formatMyr(option.price),
            days: option.estimated_days,
          }),
        }))}
      />
      {quote.fromEarlierCheck ? (
        <Text fontSize="sm" color="fg.muted">
          {t('store.delivery.priced_here')}
        </Text>
      ) : null}
    </Stack>
  )
}
