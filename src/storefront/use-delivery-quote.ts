// Delivery options for the cart and the chosen state. Online, the server is asked (delivery-price-check
// with the cart's subtotal and weight) and its answer kept in the checkout draft. Offline (or when the
// server cannot answer), the options are priced on the device with the same rule (src/lib/delivery-price.ts)
// from the store's zones and rates read with the catalogue, else the last answer for that state is used:
// an order can still be queued, and the server refuses it rather than charge a different price.
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { storefrontQueries } from '@/api/storefront.ts'
import type { DeliveryOption, DeliveryTable } from '@/contract/storefront.ts'
import { cartTotal, cartTotalSen, cartWeightKg, type CartItem } from '@/lib/cart.ts'
import { deliveryOptionsFromTable } from '@/lib/delivery-price.ts'
import { senToMyr } from '@/lib/money.ts'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import { saveDraftQuote } from '@/offline/checkout-drafts.ts'
import type { DeliveryQuote } from '@/offline/db.ts'
import { draftValues, EMPTY_CHECKOUT } from './checkout-form-schema.ts'

export interface DeliveryQuoteState {
  options: DeliveryOption[] | undefined
  loading: boolean
  /** Options not from the server just now: priced on the device, or an earlier check (offline). */
  fromEarlierCheck: boolean
  failed: boolean
}

/** The options for this cart and state, priced on the device from the store's table. */
function priceOnDevice(table: DeliveryTable, stateId: string, items: readonly CartItem[]): DeliveryOption[] {
  const quote = deliveryOptionsFromTable(table, stateId, cartWeightKg(items), cartTotalSen(items))
  return quote.options.map(({ price_sen, ...option }) => ({ ...option, price: senToMyr(price_sen) }))
}

export function useDeliveryQuote(
  storeId: string,
  stateId: string,
  items: readonly CartItem[],
  saved: DeliveryQuote | null | undefined,
): DeliveryQuoteState {
  const check = {
    store_id: storeId,
    state_id: stateId,
    weight: cartWeightKg(items),
    subtotal: cartTotal(items),
  }
  const online = useOnlineStatus()
  const query = useQuery({
    ...storefrontQueries.delivery(check),
    enabled: online && stateId !== '' && items.length > 0,
  })
  const table = useQuery(storefrontQueries.deliveryTable(storeId)).data

  useEffect(() => {
    if (!query.data) return
    const quote: DeliveryQuote = {
      ...check,
      options: query.data.options,
      checked_at: new Date().toISOString(),
    }
    void saveDraftQuote(storeId, quote, draftValues(EMPTY_CHECKOUT))
    // `check` is rebuilt every render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, storeId, check.state_id, check.weight, check.subtotal])

  if (stateId === '') return { options: undefined, loading: false, fromEarlierCheck: false, failed: false }
  if (query.data)
    return { options: query.data.options, loading: false, fromEarlierCheck: false, failed: false }
  if ((!online || query.isError) && table)
    return {
      options: priceOnDevice(table, stateId, items),
      loading: false,
      fromEarlierCheck: true,
      failed: false,
    }
  if ((!online || query.isError) && saved?.state_id === stateId)
    return { options: saved.options, loading: false, fromEarlierCheck: true, failed: false }
  return { options: undefined, loading: query.isFetching, fromEarlierCheck: false, failed: query.isError }
}
