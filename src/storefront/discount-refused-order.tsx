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
import { useT } from '@/i18n/use-t.ts'

/** Stands for the total in the sentence, so the total can be drawn strong wherever a language puts it. */
const TOTAL = '\u2063'

export function DiscountRefusedOrder({ entry }: { entry: OutboxEntry }) {
  const t = useT()
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
  const amounts = {
    name: entry.body.customer.name,
    total: TOTAL,
    subtotal: formatMyr(refusal.subtotal),
    shipping: formatMyr(refusal.shipping),
  }
  const [before, after] = (
    refusal.code_still_applies
      ? t('store.refused.with_discount', { ...amounts, discount: formatMyr(refusal.discount) })
      : t('store.refused.without_code', amounts)
  ).split(TOTAL)
  return (
    <Alert.Root status="warning" data-testid="order-discount-refused" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('store.refused.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{refusal.message}.</Text>
            <Text>
              {before}
              <strong data-testid="refused-total">{formatMyr(refusal.total)}</strong>
              {after}
            </Text>
          </Stack>
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" onClick={place} loading={busy === 'place'} disabled={busy !== undefined}>
            {t('store.refused.place', { total: formatMyr(refusal.total) })}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={cancel}
            loading={busy === 'cancel'}
            disabled={busy !== undefined}
          >
            {t('store.refused.cancel')}
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t('store.refused.cancel_note')}
        </Text>
      </Alert.Content>
    </Alert.Root>
  )
}
