// The outbox and placed orders of one store as React state, for the checkout and invoice pages.
import { useLiveQuery } from 'dexie-react-hooks'
import { shopperDb, type CheckoutDraft, type OutboxEntry, type PlacedOrder } from './db.ts'

export function useOutbox(storeId: string): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => shopperDb.outbox.where('store_id').equals(storeId).sortBy('created_at'),
    [storeId],
  )
}

export function usePlacedOrders(storeId: string): PlacedOrder[] | undefined {
  return useLiveQuery(
    async () =>
      (await shopperDb.placedOrders.where('store_id').equals(storeId).sortBy('placed_at')).reverse(),
    [storeId],
  )
}

/** The order an outbox entry became, once sent (by this page or by the service worker). */
export function usePlacedOrder(outboxId: string | undefined): PlacedOrder | undefined {
  return useLiveQuery(() => (outboxId ? shopperDb.placedOrders.get(outboxId) : undefined), [outboxId])
}

/** null: no draft saved yet; undefined: still reading. */
export function useCheckoutDraft(storeId: string): CheckoutDraft | null | undefined {
  return useLiveQuery(async () => (await shopperDb.checkoutDrafts.get(storeId)) ?? null, [storeId])
}
