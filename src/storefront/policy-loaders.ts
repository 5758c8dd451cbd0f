// The loader of a storefront's policy page: the store and the page are asked for while the page's code loads,
// on the storefront's own client, so the service worker's cache answers both offline after one visit.
import { pageLinkQueries } from '@/api/page-links.ts'
import { storefrontQueries } from '@/api/storefront.ts'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { loadStoreWords } from './storefront-loaders.ts'

interface PolicyLoaderContext {
  context: Pick<RouterContext, 'storefrontQueryClient'>
  params: { storeID?: string; id?: string; slug: string }
}

export function loadStorePolicy({ context, params }: PolicyLoaderContext): Promise<void> {
  const client = context.storefrontQueryClient
  const storeKey = params.storeID ?? params.id ?? ''
  client.prefetchQuery(storefrontQueries.store(storeKey)).catch(() => undefined)
  client.prefetchQuery(pageLinkQueries.storePage(storeKey, params.slug)).catch(() => undefined)
  return loadStoreWords()
}
