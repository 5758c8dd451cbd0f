// "Settle now": the pending money by channel with its fee preview, the choice of every channel or one, and a
// confirmation that states exactly what is charged. Each confirmation opened carries its own
// Idempotency-Key, so a retry of it (a lost answer) settles once.
import { useState } from 'react'
import { Button, EmptyState, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { keepsIdempotencyKey, newIdempotencyKey } from '@/api/idempotency.ts'
import { settlementQueries, useSelfSettle } from '@/api/settlements.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import type { Channel } from '@/contract/constants.ts'
import { channelLabel } from '@/lib/channels.ts'
import { formatMyr } from '@/lib/money.ts'
import { chosenFigures, settleableChannels, settleConfirmation } from './self-settlement-choice.ts'
import { SelfSettlementQuote } from './self-settlement-quote.tsx'
import { sumMyr } from './settlement-totals.ts'
import { SettlementCard } from './settlement-card.tsx'
import { t } from '@/i18n/i18n.ts'

export function SelfSettlementPanel() {
  const quote = useQuery(settlementQueries.quote(undefined))
  const settle = useSelfSettle()
  const [channel, setChannel] = useState<Channel | undefined>()
  const [confirmKey, setConfirmKey] = useState<string | null>(null)

  const figures = quote.data ? chosenFigures(quote.data, channel) : undefined
  const nothing = !figures || figures.payment_count === 0

  const submit = () => {
    if (!confirmKey) return
    settle.mutate(
      { channel, idempotencyKey: confirmKey },
      {
        onSuccess: (settlements) => {
          setConfirmKey(null)
          setChannel(undefined)
          notify(
            t('Settled: {amount} to your available balance', {
              amount: formatMyr(sumMyr(settlements, (row) => row.net)),
            }),
          )
        },
        // A refusal closes the confirmation (a new one gets a new key); a lost answer keeps the key for a
        // retry.
        onError: (error) => {
          if (!keepsIdempotencyKey(error)) setConfirmKey(null)
        },
      },
    )
  }

  return (
    <SettlementCard
      headingId="settle-now-heading"
      title={t('Settle now')}
      description={t(
        'Move pending money to your available balance before its settlement day, for a settlement fee.',
      )}
    >
      {!quote.data ? (
        quote.isError ? (
          <Text role="alert">{t('The pending amounts could not be loaded.')}</Text>
        ) : (
          <Skeleton height="32" />
        )
      ) : quote.data.total.payment_count === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title>{t('Nothing pending to settle')}</EmptyState.Title>
            <EmptyState.Description>{t('Paid payments show here until they settle.')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          <SelfSettlementQuote quote={quote.data} />
          <HStack gap="3" wrap="wrap" align="end">
            <NativeSelect.Root size="sm" width="auto" minW="56">
              <NativeSelect.Field
                aria-label={t('Channels to settle')}
                value={channel ?? ''}
                onChange={(event) => setChannel((event.target.value || undefined) as Channel | undefined)}
              >
                <option value="">{t('All channels')}</option>
                {settleableChannels(quote.data).map((value) => (
                  <option key={value} value={value}>
                    {channelLabel(value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text fontSize="sm" aria-live="polite" data-testid="self-settlement-preview">
              {t('Fee {fee} · you receive', { fee: money(figures?.settlement_fee) })}{' '}
              <strong>{money(figures?.receive)}</strong>
            </Text>
            <Button size="sm" disabled={nothing} onClick={() => setConfirmKey(newIdempotencyKey())}>
              {t('Settle now')}
            </Button>
          </HStack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmKey !== null && figures !== undefined}
        title={
          channel
            ? t('Settle {channel} now?', { channel: channelLabel(channel) })
            : t('Settle every channel now?')
        }
        description={figures ? settleConfirmation(figures, channel) : ''}
        confirmLabel={t('Settle and pay {fee} fee', { fee: money(figures?.settlement_fee) })}
        loading={settle.isPending}
        onClose={() => setConfirmKey(null)}
        onConfirm={submit}
      />
    </SettlementCard>
  )
}
