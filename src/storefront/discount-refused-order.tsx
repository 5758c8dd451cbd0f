// An order whose discount code the store refused when it arrived (for example, queued offline and the code
// expired meanwhile). Nothing was placed or charged: the shopper sees why and the total it costs now, and
// chooses to place it at that total or to cancel it (its items go back into the cart).
import { useState } from 'react'
import { HStack, Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { Button } from '@/public-ui/button.tsx'
import { Text } from '@/public-ui/text.tsx'
import { formatMyr } from '@/lib/money.ts'
import type { OutboxEntry } from '@/offline/db.ts'
import { acceptRefusal, cancelRefused } from '@/offline/outbox-discount.ts'
import { sendQueuedNow } from '@/offline/outbox-replay.ts'

export function DiscountRefusedOrder({ entry }: { entry: OutboxEntry }) {
  const [busy, setBusy] = useState<'place' | 'cancel'>()
  const refusal = entry.refusal
  if (!refusal) return null
  const place = () => {
    setBusy('place')
    void acceptRefusal(entry.id)
      .then(() => sendQueuedNow())
      .finally(() => setBusy(undefined))
  }
  const cancel = () => {
    setBusy('cancel')
    void cancelRefused(entry.id).finally(() => setBusy(undefined))
  }
  const withDiscount = refusal.code_still_applies
  return (
    <Alert.Root status="warning" data-testid="order-discount-refused" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Your discount code could not be used — the order was not placed</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{refusal.message}.</Text>
            <Text>
              {withDiscount
                ? `With the discount it still gives (${formatMyr(refusal.discount)}), `
                : 'Without the code, '}
              this order for {entry.body.customer.name} comes to{' '}
              <strong data-testid="refused-total">{formatMyr(refusal.total)}</strong> (items{' '}
              {formatMyr(refusal.subtotal)}, delivery {formatMyr(refusal.shipping)}). Nothing has been
              charged.
            </Text>
          </Stack>
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" onClick={place} loading={busy === 'place'} disabled={busy !== undefined}>
            Place order at {formatMyr(refusal.total)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={cancel}
            loading={busy === 'cancel'}
            disabled={busy !== undefined}
          >
            Cancel order
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Cancelling puts the items back in your cart.
        </Text>
      </Alert.Content>
    </Alert.Root>
  )
}
