// A merchant's published page inside its storefront (/store/{id}/pages/{slug} and the mobile and web
// flavours): the store's header and footer around the page, and the way back to the catalogue.
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { ApiError } from '@/api/client.ts'
import { pageLinkQueries } from '@/api/page-links.ts'
import { css, cx } from 'styled-system/css'
import { link } from 'styled-system/recipes'
import { Alert } from '@/public-ui/alert.tsx'
import { PolicyArticle } from '@/public-ui/policy-article.tsx'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { PublicStore } from '@/contract/storefront.ts'
import { homeLink, useStoreRoute, type StoreFlavour } from './store-links.ts'
import { StoreShell } from './store-shell.tsx'
import { StoreLoadError, StoreLoading } from './storefront-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export function StorePolicyRoute() {
  const { flavour, storeKey } = useStoreRoute()
  const { slug = '' } = useParams({ strict: false, select: (params: unknown) => params as { slug?: string } })
  return (
    <StoreShell flavour={flavour} storeKey={storeKey} titledByPage>
      {(store) => <StorePolicy flavour={flavour} storeKey={storeKey} slug={slug} store={store} />}
    </StoreShell>
  )
}

function StorePolicy({
  flavour,
  storeKey,
  slug,
  store,
}: {
  flavour: StoreFlavour
  storeKey: string
  slug: string
  store: PublicStore
}) {
  const t = useT()
  const page = useQuery(pageLinkQueries.storePage(storeKey, slug))
  usePageTitle(page.data ? `${page.data.title} · ${store.name}` : store.name)
  const back = (
    <Link
      {...homeLink(flavour, storeKey)}
      className={cx(link(), css({ color: 'brand.fg', fontSize: 'sm', alignSelf: 'flex-start' }))}
    >
      {t('store.policy.back', { store: store.name })}
    </Link>
  )
  if (page.isPending) return <StoreLoading label={t('store.policy.opening')} />
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.code === ResponseCode.PUBLIC_NOT_FOUND
    return (
      <>
        {back}
        {missing ? (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('store.policy.unavailable')}</Alert.Title>
              <Alert.Description>{t('store.policy.unpublished')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <StoreLoadError
            title={t('store.policy.open_failed')}
            error={page.error}
            onRetry={() => void page.refetch()}
          />
        )}
      </>
    )
  }
  return (
    <>
      {back}
      <PolicyArticle page={page.data} />
    </>
  )
}
