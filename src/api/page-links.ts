// Pages as shoppers and payers read them (src/contract/content.ts PAGE_PATHS): the links under a storefront
// or a payment page and a published page. Small on purpose: payment pages and storefronts load it. Failures
// are the page's to show (a missing link list just leaves the footer without links), never the shared dialog.
// 'offlineFirst': the service worker's cache answers a storefront's links and pages offline.
import { queryOptions } from '@tanstack/react-query'
import { PAGE_PATHS, type PageLinks, type PublicPage } from '@/contract/public-pages.ts'
import { apiData } from './client.ts'

export type PageSource = { kind: 'store'; storeKey: string } | { kind: 'bill' | 'collection'; uuid: string }

const linksPath = (source: PageSource) =>
  source.kind === 'store'
    ? PAGE_PATHS.storeLinks(source.storeKey)
    : source.kind === 'bill'
      ? PAGE_PATHS.billLinks(source.uuid)
      : PAGE_PATHS.collectionLinks(source.uuid)

export const pageLinkQueries = {
  links: (source: PageSource) =>
    queryOptions({
      queryKey: ['page-links', source] as const,
      queryFn: ({ signal }) => apiData<PageLinks>('GET', linksPath(source), { suppress: true, signal }),
      networkMode: 'offlineFirst',
      staleTime: 5 * 60_000,
    }),
  storePage: (storeKey: string, slug: string) =>
    queryOptions({
      queryKey: ['public-page', 'store', storeKey, slug] as const,
      queryFn: ({ signal }) =>
        apiData<PublicPage>('GET', PAGE_PATHS.storePage(storeKey, slug), { suppress: true, signal }),
      networkMode: 'offlineFirst',
    }),
  accountPage: (accountRef: string, slug: string) =>
    queryOptions({
      queryKey: ['public-page', 'account', accountRef, slug] as const,
      queryFn: ({ signal }) =>
        apiData<PublicPage>('GET', PAGE_PATHS.accountPage(accountRef, slug), { suppress: true, signal }),
    }),
}
