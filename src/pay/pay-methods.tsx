// The payment methods of a payable bill: one radio card per enabled channel, then that channel's panel.
import { useState } from 'react'
import type { PublicBill } from '@/contract/payments.ts'
import { Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { Card } from '@/public-ui/card.tsx'
import { RadioCards } from '@/public-ui/choice.tsx'
import { Heading } from '@/public-ui/text.tsx'
import { BnplPanel } from './bnpl-panel.tsx'
import { CardPanel } from './card-panel.tsx'
import { FpxPanel } from './fpx-panel.tsx'
import { failureText, orderChannels } from './pay-helpers.ts'
import { channelLabel } from '@/lib/channels.ts'
import { ServicePanel, type ChannelPanelProps } from './service-panel.tsx'
import { usePayBill, type PayBillState } from './use-pay-bill.ts'
import { SuccessFields, useSuccessAnswers } from './success-fields.tsx'
import { useT } from '@/i18n/use-t.ts'

export function PayMethods({ bill }: { bill: PublicBill }) {
  const t = useT()
  // The server sends the channels in the merchant's order (payment settings).
  const channels = orderChannels(bill.channels, bill.channels)
  const [channel, setChannel] = useState(channels[0] ?? '')
  const attempt = usePayBill(bill)
  // The merchant's success fields are checked before any payment attempt and sent with it.
  const fields = bill.pay_settings.success_fields
  const answers = useSuccessAnswers(fields)
  const payment: PayBillState = {
    ...attempt,
    pay: (input) => {
      if (!answers.check()) return Promise.resolve('refused')
      return attempt.pay(fields.length > 0 ? { ...input, success_fields: answers.values } : input)
    },
  }

  if (channels.length === 0)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('pay.unavailable_bill')}</Alert.Title>
      </Alert.Root>
    )

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="5">
        <SuccessFields fields={fields} answers={answers} disabled={payment.submitting} />
        <RadioCards
          name="channel"
          value={channel}
          onChange={(value) => {
            setChannel(value)
            payment.clearError()
          }}
          disabled={payment.submitting}
          headingId="payment-method-heading"
          heading={
            <Heading as="h2" size="md" id="payment-method-heading">
              {t('pay.method_heading')}
            </Heading>
          }
          options={channels.map((code) => ({
            value: code,
            label: channelLabel(code),
            testId: `channel-${code}`,
          }))}
        />
        <Stack gap="4">
          <ChannelPanel bill={bill} channel={channel} payment={payment} />
          {payment.error ? (
            <Alert.Root status="error" role="alert" data-testid="pay-error">
              <Alert.Indicator />
              <Alert.Title>{failureText(payment.error)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

function ChannelPanel({ bill, channel, payment }: ChannelPanelProps) {
  // key: a new channel starts with a clean panel (no bank or wallet left chosen from another one).
  switch (channel) {
    case 'fpx':
      return <FpxPanel key={channel} bill={bill} payment={payment} />
    case 'credit_card':
      return <CardPanel key={channel} bill={bill} payment={payment} />
    case 'bnpl':
      return <BnplPanel key={channel} bill={bill} payment={payment} />
    default:
      return <ServicePanel key={channel} bill={bill} channel={channel} payment={payment} />
  }
}
