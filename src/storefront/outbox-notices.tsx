// The store's orders waiting in the outbox: queued ones (sent when the network is back) and failed ones
// the shopper can read, put back into the cart, or dismiss. Also a link to the orders already placed.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { HStack, Stack } from 'styled-system/jsx'
import { link } from 'styled-system/recipes'
import { Alert } from '@/public-ui/alert.tsx'
import { Button } from '@/public-ui/button.tsx'
import { Text } from '@/public-ui/text.tsx'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import { formatSen, myrToSen } from '@/lib/money.ts'
import { orderTotalSen } from '@/lib/cart.ts'
import { dismissEntry, restoreCartFrom } from '@/offline/outbox.ts'
import { sendQueuedNow } from '@/offline/outbox-replay.ts'
import type { OutboxEntry } from '@/offline/db.ts'
import { useOutbox, usePlacedOrders } from '@/offline/use-outbox.ts'
import { invoiceLink, type StoreAt } from './store-links.ts'
import { DiscountRefusedOrder } from './discount-refused-order.tsx'

export const QUEUED_MESSAGE = 'Queued — will be sent when you are back online'
/** Online, yet the store could not take the order just now (busy, or a brief outage): it is tried again. */
export const WAITING_MESSAGE = 'Waiting to be sent — trying again shortly'

export function OutboxNotices({ flavour, storeKey, storeId }: StoreAt & { storeId: string }) {
  const entries = useOutbox(storeId) ?? []
  const placed = usePlacedOrders(storeId) ?? []
  if (entries.length === 0 && placed.length === 0) return null
  return (
    <Stack gap="3" aria-label="Your orders" role="region">
      {entries.map((entry) =>
        entry.status === 'queued' ? (
          <QueuedOrder key={entry.id} entry={entry} />
        ) : entry.status === 'discount_refused' ? (
          <DiscountRefusedOrder key={entry.id} entry={entry} />
        ) : (
          <FailedOrder key={entry.id} entry={entry} />
        ),
      )}
      {placed.length > 0 ? (
        <Link {...invoiceLink(flavour, storeKey)} className={cx(link(), css({ fontSize: 'sm' }))}>
          Your orders ({placed.length})
        </Link>
      ) : null}
    </Stack>
  )
}

function QueuedOrder({ entry }: { entry: OutboxEntry }) {
  const online = useOnlineStatus()
  const [sending, setSending] = useState(false)
  const sendNow = () => {
    setSending(true)
    void sendQueuedNow().finally(() => setSending(false))
  }
  return (
    <Alert.Root status="info" data-testid="order-queued" role="status">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{online ? WAITING_MESSAGE : QUEUED_MESSAGE}</Alert.Title>
        <Alert.Description>
          Order of{' '}
          {formatSen(
            orderTotalSen(entry.cart, entry.delivery_price) -
              (entry.discount ? myrToSen(entry.discount.amount) : 0),
          )}
          {entry.discount ? ` with ${entry.discount.code}` : ''} for {entry.body.customer.name}, saved on this
          device
          {entry.attempts > 0 ? ` (tried ${entry.attempts} ${entry.attempts === 1 ? 'time' : 'times'})` : ''}.
        </Alert.Description>
        {online ? (
          <HStack>
            <Button size="sm" variant="outline" loading={sending} onClick={sendNow}>
              Send now
            </Button>
          </HStack>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  )
}

function FailedOrder({ entry }: { entry: OutboxEntry }) {
  return (
    <Alert.Root status="error" data-testid="order-failed" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>This order could not be placed</Alert.Title>
        <Alert.Description>
          <Text>{entry.last_error ?? 'The store refused the order.'}</Text>
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void restoreCartFrom(entry.id)}>
            Put the items back in the cart
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void dismissEntry(entry.id)}>
            Dismiss
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}
