// The storefront's public calls (src/contract/storefront.ts): store, its products, product details,
// delivery prices and the placed order. Store and product fetches suppress only 5011 (the page goes to
// /store-not-found instead, SPEC §8); answers are checked against the contract so a drifted shape fails
// loudly. Checkout itself goes through the outbox (src/offline/outbox.ts), not through here.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { ResponseCode } from '@/contract/codes.ts'
import {
  DeliveryPriceSchema,
  DeliveryTableSchema,
  PublicOrderSchema,
  PublicProductSchema,
  PublicStoreSchema,
  STOREFRONT_PATHS,
  type DeliveryPriceCheck,
} from '@/contract/storefront.ts'
import { apiData } from './client.ts'

const NOT_FOUND = [ResponseCode.PUBLIC_NOT_FOUND] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Storefront links carry either the store's unique id or its id (SPEC §2 {id}/{storeID}). */
export const storePath = (storeKey: string) =>
  UUID.test(storeKey) ? STOREFRONT_PATHS.store(storeKey) : STOREFRONT_PATHS.storeByUniqueId(storeKey)

const ProductListSchema = v.object({
  list: v.object({ data: v.array(PublicProductSchema), total: v.number() }),
})

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
      queryFn: async ({ signal }) =>
        v.parse(
          PublicStoreSchema,
          await apiData<unknown>('GET', storePath(storeKey), { suppress: NOT_FOUND, signal }),
        ),
    }),
  products: (storeId: string) =>
    queryOptions({
      queryKey: storefrontKeys.products(storeId),
      queryFn: async ({ signal }) => {
        // The whole catalogue in one answer (a store sells at most 1000 products): search and the category
        // chips then work offline from one cached response.
        const data = await apiData<unknown>('GET', STOREFRONT_PATHS.storeProducts(storeId), {
          suppress: NOT_FOUND,
          signal,
        })
        return v.parse(ProductListSchema, data).list
      },
    }),
  product: (productId: string) =>
    queryOptions({
      queryKey: storefrontKeys.product(productId),
      queryFn: async ({ signal }) =>
        v.parse(
          PublicProductSchema,
          await apiData<unknown>('GET', STOREFRONT_PATHS.productDetails(productId), {
            suppress: NOT_FOUND,
            signal,
          }),
        ),
    }),
  delivery: (check: DeliveryPriceCheck) =>
    queryOptions({
      queryKey: storefrontKeys.delivery(check),
      queryFn: async ({ signal }) =>
        v.parse(
          DeliveryPriceSchema,
          await apiData<unknown>('POST', STOREFRONT_PATHS.deliveryPriceCheck, {
            body: check,
            suppress: true,
            signal,
          }),
        ),
      staleTime: 60_000,
    }),
  /** The store's zones and rates, read with the catalogue (and cached with it by the service worker), so
   *  checkout can price delivery on the device when it cannot ask the server. */
  deliveryTable: (storeId: string) =>
    queryOptions({
      queryKey: storefrontKeys.deliveryTable(storeId),
      queryFn: async ({ signal }) =>
        v.parse(
          DeliveryTableSchema,
          await apiData<unknown>('GET', STOREFRONT_PATHS.deliveryTable(storeId), { suppress: true, signal }),
        ),
      staleTime: 5 * 60_000,
    }),
  order: (orderNo: string) =>
    queryOptions({
      queryKey: storefrontKeys.order(orderNo),
      queryFn: async ({ signal }) =>
        v.parse(
          PublicOrderSchema,
          await apiData<unknown>('GET', STOREFRONT_PATHS.order(orderNo), { suppress: NOT_FOUND, signal }),
        ),
      // The order's status moves when the shopper pays in another tab.
      staleTime: 0,
    }),
}
