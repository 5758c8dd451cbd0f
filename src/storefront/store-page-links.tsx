// The storefront footer's links to the merchant's published pages (terms, privacy, refund policy…), and where
// each flavour keeps a page: /store/{id}/pages/{slug}, /storefront/mobile/{storeID}/pages/{slug},
// /storefront/web/{storeID}/pages/{slug}. The list is cached by the service worker with the catalogue.
import { useQuery } from '@tanstack/react-query'
import { Link, linkOptions } from '@tanstack/react-router'
import { pageLinkQueries } from '@/api/page-links.ts'
import { cx } from 'styled-system/css'
import { link } from 'styled-system/recipes'
import { pageLinkClass, PageLinksNav } from '@/public-ui/page-links-nav.tsx'
import { type StoreFlavour, type StoreAt } from './store-links.ts'
import { useT } from '@/i18n/use-t.ts'

export function storePageLink(flavour: StoreFlavour, storeKey: string, slug: string) {
  if (flavour === 'store')
    return linkOptions({ to: '/store/$id/pages/$slug', params: { id: storeKey, slug } })
  if (flavour === 'mobile')
    return linkOptions({ to: '/storefront/mobile/$storeID/pages/$slug', params: { storeID: storeKey, slug } })
  return linkOptions({ to: '/storefront/web/$storeID/pages/$slug', params: { storeID: storeKey, slug } })
}

export function StorePageLinks({ flavour, storeKey, storeId }: StoreAt & { storeId: string }) {
  const t = useT()
  const links = useQuery(pageLinkQueries.links({ kind: 'store', storeKey: storeId }))
  const data = links.data?.data ?? []
  if (data.length === 0) return null
  return (
    <PageLinksNav label={t('store.policy.links')} testId="store-page-links">
      {data.map((page) => (
        <Link
          key={page.slug}
          {...storePageLink(flavour, storeKey, page.slug)}
          className={cx(link(), pageLinkClass)}
        >
          {page.title}
        </Link>
      ))}
    </PageLinksNav>
  )
}
