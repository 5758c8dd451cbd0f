// The payment methods of a payable bill: one radio card per enabled channel, then that channel's panel.
import { useState } from 'react'
import { Alert, Card, Heading, RadioCard, SimpleGrid, Stack } from '@chakra-ui/react'
import type { PublicBill } from '@/contract/payments.ts'
import { BnplPanel } from './bnpl-panel.tsx'
import { CardPanel } from './card-panel.tsx'
import { FpxPanel } from './fpx-panel.tsx'
import { CHANNEL_LABELS, failureText, orderChannels } from './pay-helpers.ts'
import { ServicePanel, type ChannelPanelProps } from './service-panel.tsx'
import { usePayBill, type PayBillState } from './use-pay-bill.ts'
import { SuccessFields, useSuccessAnswers } from './success-fields.tsx'

export function PayMethods({ bill }: { bill: PublicBill }) {
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
        <Alert.Title>Payment is unavailable for this bill</Alert.Title>
      </Alert.Root>
    )

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="5">
        <SuccessFields fields={fields} answers={answers} disabled={payment.submitting} />
        <RadioCard.Root
          value={channel}
          onValueChange={(details) => {
            if (details.value) setChannel(details.value)
            payment.clearError()
          }}
          disabled={payment.submitting}
          size="sm"
          colorPalette="brand"
        >
          <RadioCard.Label asChild>
            <Heading as="h2" size="md">
              Payment method
            </Heading>
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" mt="2">
            {channels.map((code) => (
              <RadioCard.Item key={code} value={code} data-testid={`channel-${code}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemText>{CHANNEL_LABELS[code] ?? code}</RadioCard.ItemText>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
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
