// Pages as shoppers and payers read them (SPEC names none of these reads): the links under a storefront
// or a payment page and a published page. Small on purpose: payment pages and storefronts load it. Failures
// are the page's to show (a missing link list just leaves the footer without links), never the shared dialog.
// 'offlineFirst': the service worker's cache answers a storefront's links and pages offline.
import { queryOptions } from '@tanstack/react-query'
import type { PageLinks, PublicPage } from '@/contract/public-pages.ts'
import { apiData } from './client.ts'

export type PageSource = { kind: 'store'; storeKey: string } | { kind: 'bill' | 'collection'; uuid: string }

const storePagesPath = (storeKey: string) => `stores/public/store-${encodeURIComponent(storeKey)}/pages`

const linksPath = (source: PageSource) =>
  source.kind === 'store'
    ? storePagesPath(source.storeKey)
    : source.kind === 'bill'
      ? `customer-bills/public/${encodeURIComponent(source.uuid)}/pages`
      : `collections/public/${encodeURIComponent(source.uuid)}/pages`

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
        apiData<PublicPage>('GET', `${storePagesPath(storeKey)}/${encodeURIComponent(slug)}`, {
          suppress: true,
          signal,
        }),
      networkMode: 'offlineFirst',
    }),
  accountPage: (accountRef: string, slug: string) =>
    queryOptions({
      queryKey: ['public-page', 'account', accountRef, slug] as const,
      queryFn: ({ signal }) =>
        apiData<PublicPage>(
          'GET',
          `pages/public/${encodeURIComponent(accountRef)}/${encodeURIComponent(slug)}`,
          { suppress: true, signal },
        ),
    }),
}
