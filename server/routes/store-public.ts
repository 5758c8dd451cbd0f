// The public storefront calls (SPEC §7 Public storefront; src/contract/storefront.ts): stores, their
// products, checkout and the shopper's order. No login; unknown or inactive stores and products answer 5011.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  CheckoutSchema,
  DeliveryTableSchema,
  PublicOrderSchema,
  PublicProductSchema,
  PublicStoreSchema,
} from '../../src/contract/storefront.ts'
import { validationError } from '../errors.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { requestHash, withIdempotency } from '../services/idempotency.ts'
import { placeOrder } from '../services/orders/checkout.ts'
import { publicDeliveryTable } from '../services/shipping/delivery.ts'
import { publicOrder } from '../services/orders/views.ts'
import { publicProduct, storeCatalogue } from '../services/stores/public-products.ts'
import { findActiveStore, publicNotFound, publicStoreView } from '../services/stores/public-store.ts'
import { isUuid } from '../../src/lib/uuid.ts'

// Path segments like "store-{id}" carry a prefix Hono cannot split off: the param keeps it, the schema drops
// it.
export const prefixed = (prefix: string) =>
  v.object({
    ref: v.pipe(
      v.string(),
      v.transform((ref) => ref.slice(prefix.length)),
      v.minLength(1, 'An id is required'),
      v.maxLength(64, 'No such id'),
    ),
  })

export const storePublicRoutes = defineRoutes({ tag: 'Storefront', access: 'public' }, (r) => {
  r.add({
    id: 'storefront.storeByUniqueId',
    method: 'get',
    path: '/storespublic/:uniqueId',
    summary: 'An active store by its unique id',
    params: v.object({ uniqueId: v.pipe(v.string(), v.maxLength(64, 'No such store')) }),
    response: PublicStoreSchema,
    handler: async ({ deps, params }) => ({
      data: await publicStoreView(deps, await findActiveStore(deps, params.uniqueId)),
    }),
  })

  r.add({
    id: 'storefront.store',
    method: 'get',
    path: '/stores/public/:ref{store-[^/]+}',
    summary: 'An active store by its id (or unique id): stores/public/store-{id}',
    params: prefixed('store-'),
    response: PublicStoreSchema,
    handler: async ({ deps, params }) => ({
      data: await publicStoreView(deps, await findActiveStore(deps, params.ref)),
    }),
  })

  r.add({
    id: 'storefront.storeProducts',
    method: 'get',
    path: '/stores/public/:ref{product-(?!details-)[^/]+}',
    summary: 'The active products an active store sells, in its order: stores/public/product-{storeId}',
    params: prefixed('product-'),
    response: listDataSchema(PublicProductSchema),
    handler: async ({ deps, params }) => {
      const store = await findActiveStore(deps, params.ref)
      const data = await storeCatalogue(deps, store.id)
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  for (const [id, path, params] of [
    ['storefront.productDetails', '/stores/public/:ref{product-details-[^/]+}', prefixed('product-details-')],
    ['storefront.productDetailsAlias', '/products/product-details/:ref', prefixed('')],
  ] as const) {
    r.add({
      id,
      method: 'get',
      path,
      summary: 'A product that an active store sells',
      params,
      response: PublicProductSchema,
      handler: async ({ deps, params }) => {
        if (!isUuid(params.ref)) throw publicNotFound('Product')
        return { data: await publicProduct(deps, params.ref) }
      },
    })
  }

  r.add({
    id: 'storefront.deliveryTable',
    method: 'get',
    path: '/stores/public/:ref{store-[^/]+}/delivery-rates',
    summary:
      'The store’s active delivery zones and rates (kg, MYR), so a storefront can price delivery offline; checkout prices again',
    params: prefixed('store-'),
    response: DeliveryTableSchema,
    handler: async ({ deps, params }) => ({
      data: await publicDeliveryTable(deps, await findActiveStore(deps, params.ref)),
    }),
  })

  r.add({
    id: 'storefront.checkout',
    method: 'post',
    path: '/stores/public/:ref{store-[^/]+}/orders',
    summary:
      'Checkout: creates the order and its bill (Idempotency-Key header required; prices come from the server)',
    params: prefixed('store-'),
    body: CheckoutSchema,
    response: PublicOrderSchema,
    handler: async ({ c, deps, params, body }) => {
      const key = c.req.header('idempotency-key')
      if (!key)
        throw validationError({
          'Idempotency-Key': 'The Idempotency-Key header is required: send the same key when you retry',
        })
      const store = await findActiveStore(deps, params.ref)
      return withIdempotency(deps, `checkout:${store.id}`, key, requestHash(body), async (txDeps) => {
        const orderNo = await placeOrder(txDeps, store, body)
        return {
          data: await publicOrder(txDeps, deps.config.publicUrl, orderNo),
          description: 'Order placed',
        }
      })
    },
  })

  r.add({
    id: 'storefront.order',
    method: 'get',
    path: '/stores/public/orders/:orderNo',
    summary: 'The shopper’s order by its number, with the bill to pay',
    params: v.object({ orderNo: v.pipe(v.string(), v.maxLength(64, 'No such order')) }),
    response: PublicOrderSchema,
    handler: async ({ deps, params }) => {
      const order = await publicOrder(deps, deps.config.publicUrl, params.orderNo)
      if (!order) throw publicNotFound('Order')
      return { data: order }
    },
  })
})
