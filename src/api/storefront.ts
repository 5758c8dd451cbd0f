// The storefront's public calls (src/contract/storefront.ts): store, its products, product details,
// delivery prices and the placed order. Store and product fetches suppress only 5011 (the page goes to
// /store-not-found instead, SPEC §8); answers are typed with the contract's types, not parsed
// (docs/conventions.md). Checkout itself goes through the outbox (src/offline/outbox.ts), not through
// here.
import { queryOptions } from '@tanstack/react-query'
import { ResponseCode } from '@/contract/codes.ts'
import type {
  DeliveryPrice,
  DeliveryPriceCheck,
  DeliveryTable,
  PublicOrder,
  PublicProduct,
  PublicStore,
} from '@/contract/storefront.ts'
import type { DiscountCheck, DiscountCheckResult } from '@/contract/discounts.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

const NOT_FOUND = [ResponseCode.PUBLIC_NOT_FOUND] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A store's public calls by its id; its other calls (pages, orders) sit in src/api/page-links.ts and the
 *  outbox (src/offline/outbox.ts). */
const storeByIdPath = (storeId: string) => `stores/public/store-${encodeURIComponent(storeId)}`

/** Storefront links carry either the store's unique id or its id (SPEC §2 {id}/{storeID}). */
export const storePath = (storeKey: string) =>
  UUID.test(storeKey) ? storeByIdPath(storeKey) : `storespublic/${encodeURIComponent(storeKey)}`

export const storefrontKeys = {
  all: ['storefront'] as const,
  store: (storeKey: string) => [...storefrontKeys.all, 'store', storeKey] as const,
  products: (storeId: string) => [...storefrontKeys.all, 'products', storeId] as const,
  product: (productId: string) => [...storefrontKeys.all, 'product', productId] as const,
  delivery: (check: DeliveryPriceCheck) => [...storefrontKeys.all, 'delivery', check] as const,
  order: (orderNo: string) => [...storefrontKeys.all, 'order', orderNo] as const,
  deliveryTable: (storeId: string) => [...storefrontKeys.all, 'delivery-table', storeId] as const,
}

export const storefrontQueries = {
  store: (storeKey: string) =>
    queryOptions({
      queryKey: storefrontKeys.store(storeKey),
      queryFn: ({ signal }) =>
        apiData<PublicStore>('GET', storePath(storeKey), { suppress: NOT_FOUND, signal }),
    }),
  products: (storeId: string) =>
    queryOptions({
      queryKey: storefrontKeys.products(storeId),
      queryFn: async ({ signal }) => {
        // The whole catalogue in one answer (a store sells at most 1000 products): search and the category
        // chips then work offline from one cached response.
        const { list } = await apiData<ListData<PublicProduct>>(
          'GET',
          `stores/public/product-${encodeURIComponent(storeId)}`,
          { suppress: NOT_FOUND, signal },
        )
        return { data: list.data, total: list.total }
      },
    }),
  product: (productId: string) =>
    queryOptions({
      queryKey: storefrontKeys.product(productId),
      queryFn: ({ signal }) =>
        apiData<PublicProduct>('GET', `stores/public/product-details-${encodeURIComponent(productId)}`, {
          suppress: NOT_FOUND,
          signal,
        }),
    }),
  delivery: (check: DeliveryPriceCheck) =>
    queryOptions({
      queryKey: storefrontKeys.delivery(check),
      queryFn: ({ signal }) =>
        apiData<DeliveryPrice>('POST', 'courier/merchant/delivery-price-check', {
          body: check,
          suppress: true,
          signal,
        }),
      staleTime: 60_000,
    }),
  /** The store's zones and rates, read with the catalogue (and cached with it by the service worker), so
   *  checkout can price delivery on the device when it cannot ask the server. */
  deliveryTable: (storeId: string) =>
    queryOptions({
      queryKey: storefrontKeys.deliveryTable(storeId),
      queryFn: ({ signal }) =>
        apiData<DeliveryTable>('GET', `${storeByIdPath(storeId)}/delivery-rates`, { suppress: true, signal }),
      staleTime: 5 * 60_000,
    }),
  order: (orderNo: string) =>
    queryOptions({
      queryKey: storefrontKeys.order(orderNo),
      queryFn: ({ signal }) =>
        apiData<PublicOrder>('GET', `stores/public/orders/${encodeURIComponent(orderNo)}`, {
          suppress: NOT_FOUND,
          signal,
        }),
      // The order's status moves when the shopper pays in another tab.
      staleTime: 0,
    }),
}

/** The code a shopper types at checkout, checked by the store against this cart; the field shows what
 *  goes wrong, so no dialog. */
export const checkDiscount = (storeId: string, body: DiscountCheck) =>
  apiData<DiscountCheckResult>('POST', `${storeByIdPath(storeId)}/discount-check`, { body, suppress: true })
