// The console's live updates (docs/live-updates.md): one stream per open console (src/api/live-stream.ts);
// each event marks the lists and figures it changes as stale, so the screens on view refetch them at once
// and the others when next opened. Nothing polls. A new order also shows a toast and counts as unseen.
import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { keepLiveStream } from '@/api/live-stream.ts'
import type { LiveEvent, LiveEventType } from '@/contract/live.ts'
import { t } from '@/i18n/i18n.ts'
import { formatMyr } from '@/lib/money.ts'
import { notify } from '../ui/toaster.tsx'
import { orderArrived } from './order-alerts.ts'

const PAYMENT = ['payment-records', 'bills', 'orders', 'dashboard', 'balance', 'settlement-records']
const MONEY_OUT = ['payout-records', 'balance', 'dashboard', 'introducer']

/** The query keys (their first part, src/api/*.ts) each event changes. */
const CHANGES: Record<LiveEventType, readonly string[]> = {
  'order.placed': ['orders', 'bills', 'products', 'dashboard'],
  'payment.paid': [...PAYMENT, 'introducer', 'webhook-events'],
  'payment.failed': ['payment-records', 'bills', 'orders', 'webhook-events'],
  'payment.refunded': [...PAYMENT, 'void-sale-records', 'webhook-events'],
  'payment.voided': [...PAYMENT, 'void-sale-records', 'webhook-events'],
  'payout.paid': [...MONEY_OUT, 'webhook-events'],
  'payout.failed': [...MONEY_OUT, 'webhook-events'],
  'pool.credited': ['pools', 'virtual-accounts', 'balance', 'dashboard', 'webhook-events'],
  'subscription.changed': ['subscriptions', 'dashboard', 'webhook-events'],
}
const EVERYTHING_LIVE = [...new Set(Object.values(CHANGES).flat())]

const refresh = (queryClient: QueryClient, keys: readonly string[]) =>
  void queryClient.invalidateQueries({
    predicate: (query) => keys.includes(String(query.queryKey[0])),
  })

function announceOrder(event: LiveEvent): void {
  const text = (key: string) => (typeof event.data[key] === 'string' ? event.data[key] : '')
  const amount = text('amount')
  notify(
    t('New order {orderNo}', { orderNo: text('order_no') }),
    'info',
    amount ? `${formatMyr(amount)} · ${text('store_name')}` : undefined,
  )
  orderArrived()
}

export default function LiveUpdates() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      keepLiveStream({
        event: (event) => {
          refresh(queryClient, CHANGES[event.type])
          if (event.type === 'order.placed') announceOrder(event)
        },
        resync: () => refresh(queryClient, EVERYTHING_LIVE),
      }),
    [queryClient],
  )
  return null
}
