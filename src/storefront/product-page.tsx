// One product (SPEC §2 "product detail"): pictures, price, variant choice, add to cart, description.
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useParams } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { Grid, Stack } from 'styled-system/jsx'
import { link } from 'styled-system/recipes'
import { Card } from '@/public-ui/card.tsx'
import { Heading, Image, Text } from '@/public-ui/text.tsx'
import { storefrontQueries } from '@/api/storefront.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import type { PublicProduct, PublicStore } from '@/contract/storefront.ts'
import { AddToCart } from './add-to-cart.tsx'
import { RichDescription } from './rich-description.tsx'
import { homeLink, useStoreRoute } from './store-links.ts'
import { StoreShell } from './store-shell.tsx'
import { isStoreNotFound, StoreLoadError, StoreLoading } from './storefront-states.tsx'
import { useT } from '@/i18n/use-t.ts'

const productColumns = css({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** /storefront/mobile/{storeID}/product/{id}. */
export function ProductRoute() {
  const productId = useParams({
    strict: false,
    select: (params: unknown) => (params as { id?: string }).id ?? '',
  })
  return <ProductPage storeKey={useStoreRoute().storeKey} productId={productId} />
}

export function ProductPage({ storeKey, productId }: { storeKey: string; productId: string }) {
  const t = useT()
  return (
    <StoreShell flavour="mobile" storeKey={storeKey} titledByPage>
      {(store) => (
        <>
          <Link {...homeLink('mobile', storeKey)} className={cx(link(), css({ fontSize: 'sm' }))}>
            {t('store.product.all_products')}
          </Link>
          <ProductDetails productId={productId} store={store} />
        </>
      )}
    </StoreShell>
  )
}

function ProductDetails({ productId, store }: { productId: string; store: PublicStore }) {
  const t = useT()
  const storeId = store.id
  const product = useQuery(storefrontQueries.product(productId))
  // As the server titles the page: "Batik Sarong | Kedai Niaga Demo | Niaga Sandbox".
  const own = product.data?.store_id === storeId ? product.data : undefined
  usePageTitle(own ? `${own.title} | ${store.name}` : undefined)
  if (product.isPending) return <StoreLoading label={t('store.product.loading')} />
  if (product.isError) {
    if (isStoreNotFound(product.error)) return <Navigate to="/store-not-found" replace />
    return (
      <StoreLoadError
        title={t('store.product.load_failed')}
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    )
  }
  // A product link of another store is not this store's product.
  if (product.data.store_id !== storeId) return <Navigate to="/store-not-found" replace />
  return <ProductView product={product.data} storeId={storeId} />
}

function ProductView({ product, storeId }: { product: PublicProduct; storeId: string }) {
  const t = useT()
  const min = product.min_purchase_quantity
  const max = product.max_purchase_quantity
  return (
    <Grid className={productColumns} gap="6">
      <Stack gap="3">
        {product.images.length === 0 ? (
          <Text color="fg.muted">{t('store.product.no_picture')}</Text>
        ) : (
          <>
            {/* A square kept for the picture before it arrives: the page does not jump when it does. */}
            <Image
              src={product.images[0]!.url}
              alt={product.title}
              rounded="md"
              bg="bg"
              aspectRatio={1}
              objectFit="contain"
              w="full"
            />
            {product.images.length > 1 ? (
              <Grid columns={4} gap="2">
                {product.images.slice(1).map((image) => (
                  <img
                    key={image.id}
                    className={css({ rounded: 'sm', aspectRatio: 1, w: 'full', h: 'auto' })}
                    src={image.thumb_url}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </Grid>
            ) : null}
          </>
        )}
      </Stack>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {product.title}
        </Heading>
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <AddToCart product={product} storeId={storeId} size="lg" />
            {min > 1 || max !== null ? (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {max !== null
                  ? t('store.product.buy_range', { min, max })
                  : t('store.product.buy_min', { min })}
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
        {product.description ? <RichDescription html={product.description} /> : null}
      </Stack>
    </Grid>
  )
}
