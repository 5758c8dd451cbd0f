// Route loaders of the storefront: they start the store's requests while the page's code loads, on the
// storefront's own client (router context), with the query options the page reads, so the service worker's
// cache answers them offline as it answers the page ('offlineFirst'). They never throw: a failure stays in
// the cache for the page to show (an unknown store, 5011, goes to /store-not-found from the store shell).
// Each waits for the storefronts' words only: the public app started on a payment page lacks them.
import type { QueryClient } from '@tanstack/react-query'
import { storefrontQueries } from '@/api/storefront.ts'
import { takeFirstScreen } from '@/app/shell/first-screen-data.ts'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { ensureCatalogPart } from '@/i18n/activate.ts'

interface LoaderContext<D = unknown> {
  context: Pick<RouterContext, 'storefrontQueryClient'>
  /** /store/{id}/…, /storefront/{flavour}/{storeID}/… (where a product page's id is the product's). */
  params: { storeID?: string; id?: string }
  deps: D
}

const storeKeyOf = ({ storeID, id }: LoaderContext['params']) => storeID ?? id ?? ''

function prefetchStore(client: QueryClient, storeKey: string, withCatalogue: boolean): void {
  client
    .ensureQueryData(storefrontQueries.store(storeKey))
    // The catalogue is keyed by the store's id, which the store's answer gives.
    .then((store) => (withCatalogue ? client.prefetchQuery(storefrontQueries.products(store.id)) : undefined))
    .catch(() => undefined)
}

/** The storefronts' catalog part, loaded before a storefront page renders. */
export const loadStoreWords = () => ensureCatalogPart('store')

/** Cart and checkout: the store. */
export function loadStore({ context, params }: LoaderContext): Promise<void> {
  prefetchStore(context.storefrontQueryClient, storeKeyOf(params), false)
  return loadStoreWords()
}

/**
 * The records a server-drawn first screen was sent with (src/app/shell/first-screen-data.ts), into the cache
 * the page reads. Shown at once, but dated as old: the page still asks for them, so it shows any change
 * since, and the service worker sees the reads it keeps for an offline visit.
 */
function takeSentStore(
  client: QueryClient,
  storeKey: string,
  withProducts: boolean,
  productId?: string,
): void {
  const sent = takeFirstScreen('store')
  const products = withProducts ? takeFirstScreen('products') : undefined
  const product = productId ? takeFirstScreen('product') : undefined
  if (sent?.key !== storeKey) return
  client.setQueryData(storefrontQueries.store(storeKey).queryKey, sent.store, { updatedAt: 0 })
  if (products)
    client.setQueryData(storefrontQueries.products(sent.store.id).queryKey, products, { updatedAt: 0 })
  if (product?.id === productId && productId)
    client.setQueryData(storefrontQueries.product(productId).queryKey, product, { updatedAt: 0 })
}

/** The catalogue: the store and its products. */
export function loadCatalogue({ context, params }: LoaderContext): Promise<void> {
  takeSentStore(context.storefrontQueryClient, storeKeyOf(params), true)
  prefetchStore(context.storefrontQueryClient, storeKeyOf(params), true)
  return loadStoreWords()
}

/** A product page: the store and the product. */
export function loadProduct({ context, params }: LoaderContext): Promise<void> {
  takeSentStore(context.storefrontQueryClient, storeKeyOf(params), false, params.id)
  prefetchStore(context.storefrontQueryClient, storeKeyOf(params), false)
  if (params.id) void context.storefrontQueryClient.prefetchQuery(storefrontQueries.product(params.id))
  return loadStoreWords()
}

/** An invoice page: the store and, with ?order=, the order (its loaderDeps are its search). */
export function loadOrder({ context, params, deps }: LoaderContext<{ order?: string }>): Promise<void> {
  prefetchStore(context.storefrontQueryClient, storeKeyOf(params), false)
  if (deps.order) void context.storefrontQueryClient.prefetchQuery(storefrontQueries.order(deps.order))
  return loadStoreWords()
}
