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
import { useT } from '@/i18n/use-t.ts'

export function OutboxNotices({ flavour, storeKey, storeId }: StoreAt & { storeId: string }) {
  const t = useT()
  const entries = useOutbox(storeId) ?? []
  const placed = usePlacedOrders(storeId) ?? []
  if (entries.length === 0 && placed.length === 0) return null
  return (
    <Stack gap="3" aria-label={t('store.orders.title')} role="region">
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
          {t('store.orders.count', { count: placed.length })}
        </Link>
      ) : null}
    </Stack>
  )
}

function QueuedOrder({ entry }: { entry: OutboxEntry }) {
  const t = useT()
  const online = useOnlineStatus()
  const [sending, setSending] = useState(false)
  const saved = {
    total: formatSen(
      orderTotalSen(entry.cart, entry.delivery_price) -
        (entry.discount ? myrToSen(entry.discount.amount) : 0),
    ),
    name: entry.body.customer.name,
    attempts: entry.attempts,
  }
  const sendNow = () => {
    setSending(true)
    void sendQueuedNow().finally(() => setSending(false))
  }
  return (
    <Alert.Root status="info" data-testid="order-queued" role="status">
      <Alert.Indicator />
      <Alert.Content gap="2">
        {/* Online, yet the store could not take the order just now (busy, a brief outage): tried again. */}
        <Alert.Title>{online ? t('store.outbox.waiting') : t('store.outbox.queued')}</Alert.Title>
        <Alert.Description>
          {entry.discount
            ? t('store.outbox.saved_with_code', { ...saved, code: entry.discount.code })
            : t('store.outbox.saved', saved)}
        </Alert.Description>
        {online ? (
          <HStack>
            <Button size="sm" variant="outline" loading={sending} onClick={sendNow}>
              {t('store.outbox.send_now')}
            </Button>
          </HStack>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  )
}

function FailedOrder({ entry }: { entry: OutboxEntry }) {
  const t = useT()
  return (
    <Alert.Root status="error" data-testid="order-failed" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('store.outbox.failed_title')}</Alert.Title>
        <Alert.Description>
          <Text>{entry.last_error ?? t('store.outbox.refused')}</Text>
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void restoreCartFrom(entry.id)}>
            {t('store.outbox.restore')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void dismissEntry(entry.id)}>
            {t('store.outbox.dismiss')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}
