// Channels that only need a service chosen (e-wallet, DuitNow QR, PayPal, crypto, and BNPL after its plan):
// pick the wallet when there are several, then continue on the provider's page.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { payQueries } from '@/api/pay.ts'
import { BANK_TYPES, type PublicBill } from '@/contract/payments.ts'
import { Stack } from 'styled-system/jsx'
import { RadioList } from '@/public-ui/choice.tsx'
import { Text } from '@/public-ui/text.tsx'
import { defaultServiceId, servicesForChannel } from './pay-helpers.ts'
import { channelLabel } from '@/lib/channels.ts'
import { PayButton } from './pay-button.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import type { PayBillState } from './use-pay-bill.ts'
import { useLanguage, useT } from '@/i18n/use-t.ts'

/** A payment channel's panel on a bill: the bill, the channel chosen and the payment under way. */
export interface ChannelPanelProps {
  bill: PublicBill
  channel: string
  payment: PayBillState
}

export function ServicePanel({ bill, channel, payment }: ChannelPanelProps) {
  const t = useT()
  const language = useLanguage()
  const services = useQuery(payQueries.services(BANK_TYPES.individual, bill.uuid))
  const [chosen, setChosen] = useState<number | undefined>(undefined)

  if (services.isPending) return <PayLoading label={t('service.loading')} />
  if (services.isError) return <PayLoadError error={services.error} onRetry={() => void services.refetch()} />

  const options = servicesForChannel(services.data, channel)
  const label = channelLabel(channel)
  if (options.length === 0)
    return <Text color="fg.muted">{t('service.unavailable', { channel: label })}</Text>
  const serviceId = chosen ?? defaultServiceId(options)
  const service = options.find((option) => option.payment_service_id === serviceId)

  return (
    <Stack gap="4">
      {options.length > 1 ? (
        <RadioList
          name="payment_service"
          value={serviceId === undefined ? undefined : String(serviceId)}
          onChange={(value) => setChosen(Number(value))}
          disabled={payment.submitting}
          label={t('service.choose', { channel: language === 'en' ? label.toLowerCase() : label })}
          options={options.map((option) => ({
            value: String(option.payment_service_id),
            label: option.online ? option.name : t('fpx.offline', { bank: option.name }),
            disabled: !option.online,
          }))}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('service.continue_on', { service: options[0]!.name })}
        </Text>
      )}
      <PayButton
        bill={bill}
        payment={payment}
        disabled={!service?.online}
        onClick={() => service && void payment.pay({ payment_service_id: service.payment_service_id })}
      />
    </Stack>
  )
}
