// Route loaders of the storefront: they start the store's requests while the page's code loads, on the
// storefront's own client (router context), with the query options the page reads, so the service worker's
// cache answers them offline as it answers the page ('offlineFirst'). They never throw: a failure stays in
// the cache for the page to show (an unknown store, 5011, goes to /store-not-found from the store shell).
import { storefrontQueries } from '@/api/storefront.ts'
import type { RouterContext } from '@/app/router-context.ts'

type Context = Pick<RouterContext, 'storefrontQueryClient'>

/** Every storefront page shows its store; the catalogue pages also its products (keyed by the store's id). */
export function prefetchStore(
  { storefrontQueryClient: client }: Context,
  storeKey: string,
  catalogue = false,
): void {
  client
    .ensureQueryData(storefrontQueries.store(storeKey))
    .then((store) => (catalogue ? client.prefetchQuery(storefrontQueries.products(store.id)) : undefined))
    .catch(() => undefined)
}

export function prefetchProduct(context: Context, storeKey: string, productId: string): void {
  prefetchStore(context, storeKey)
  void context.storefrontQueryClient.prefetchQuery(storefrontQueries.product(productId))
}

export function prefetchOrder(context: Context, storeKey: string, orderNo: string | undefined): void {
  prefetchStore(context, storeKey)
  if (orderNo) void context.storefrontQueryClient.prefetchQuery(storefrontQueries.order(orderNo))
}
