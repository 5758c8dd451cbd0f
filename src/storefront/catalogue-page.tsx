// A store's catalogue (SPEC §2 "product list"): category chips (and, under a chosen category, chips for its
// subcategories that have products here), a search box and the products, each with its variant choice and
// "Add to cart". Filtering is done here on the whole catalogue, so it works offline.
import { useDeferredValue, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { Grid, HStack, Stack, Wrap } from 'styled-system/jsx'
import { link } from 'styled-system/recipes'
import { Button } from '@/public-ui/button.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Field, Input } from '@/public-ui/field.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { storefrontQueries } from '@/api/storefront.ts'
import type { PublicProduct } from '@/contract/storefront.ts'
import { AddToCart } from './add-to-cart.tsx'
import { matchesSearch, type CatalogueFilter } from './catalogue-filter.ts'
import { OutboxNotices } from './outbox-notices.tsx'
import { productLink, useStoreRoute, type StoreAt } from './store-links.ts'
import { StoreShell, type StoreView } from './store-shell.tsx'
import { StoreLoadError, StoreLoading } from './storefront-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export const CatalogueRoute = () => <CataloguePage {...useStoreRoute()} />

export function CataloguePage({ flavour, storeKey }: StoreAt) {
  return (
    <StoreShell flavour={flavour} storeKey={storeKey}>
      {(store) => (
        <>
          {/* The header shows the store's name as a link home; the page's own heading names it for screen
              readers and for the document outline. */}
          <Heading as="h1" srOnly>
            {store.name}
          </Heading>
          {store.description ? <Text color="fg.muted">{store.description}</Text> : null}
          <OutboxNotices flavour={flavour} storeKey={storeKey} storeId={store.id} />
          <Catalogue flavour={flavour} storeKey={storeKey} store={store} />
        </>
      )}
    </StoreShell>
  )
}

function Catalogue({ flavour, storeKey, store }: StoreView) {
  const t = useT()
  const products = useQuery(storefrontQueries.products(store.id))
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<CatalogueFilter>({ categoryId: null, subcategoryId: null })
  const deferredSearch = useDeferredValue(search)
  const shown = useMemo(
    () => (products.data?.data ?? []).filter((p) => matchesSearch(p, deferredSearch, filter)),
    [products.data, deferredSearch, filter],
  )
  const chooseCategory = (categoryId: string | null) => setFilter({ categoryId, subcategoryId: null })
  const category = store.categories.find((c) => c.id === filter.categoryId)
  // Only kinds that have products here: a chip that shows nothing is a dead end.
  const subcategories = useMemo(
    () =>
      (category?.subcategories ?? []).filter((sub) =>
        products.data?.data.some((p) => p.subcategory_id === sub.id),
      ),
    [category, products.data],
  )

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t('store.catalogue.search')}</Field.Label>
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('store.catalogue.search_placeholder')}
          bg="bg"
        />
      </Field.Root>
      {store.categories.length > 0 ? (
        <Wrap gap="2" role="group" aria-label={t('store.catalogue.categories')}>
          <CategoryChip
            label={t('store.catalogue.all')}
            active={filter.categoryId === null}
            onClick={() => chooseCategory(null)}
          />
          {store.categories.map((c) => (
            <CategoryChip
              key={c.id}
              label={c.title}
              active={filter.categoryId === c.id}
              onClick={() => chooseCategory(c.id)}
            />
          ))}
        </Wrap>
      ) : null}
      {category && subcategories.length > 0 ? (
        <Wrap gap="2" role="group" aria-label={t('store.catalogue.kinds_of', { category: category.title })}>
          <CategoryChip
            label={t('store.catalogue.all_of', { category: category.title })}
            active={filter.subcategoryId === null}
            onClick={() => chooseCategory(category.id)}
          />
          {subcategories.map((sub) => (
            <CategoryChip
              key={sub.id}
              label={sub.title}
              active={filter.subcategoryId === sub.id}
              onClick={() => setFilter({ categoryId: category.id, subcategoryId: sub.id })}
            />
          ))}
        </Wrap>
      ) : null}
      {products.isPending ? (
        <StoreLoading label={t('store.catalogue.loading')} />
      ) : products.isError ? (
        <StoreLoadError
          title={t('store.catalogue.load_failed')}
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {products.data.data.length === 0 ? t('store.catalogue.no_products') : t('store.catalogue.no_match')}
        </Text>
      ) : (
        // Two products per row on a phone, as shoppers expect of a shop.
        <Grid
          columns={{ base: 2, lg: flavour === 'mobile' ? 2 : 3 }}
          gap={{ base: '3', md: '4' }}
          as="ul"
          listStyleType="none"
          aria-label={t('store.catalogue.products')}
        >
          {shown.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              storeKey={storeKey}
              storeId={store.id}
              firstScreen={index < 4}
            />
          ))}
        </Grid>
      )}
    </Stack>
  )
}

function CategoryChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button
      size="sm"
      rounded="full"
      variant={active ? 'solid' : 'outline'}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
    </Button>
  )
}

const thumbnail = css({ aspectRatio: 1, objectFit: 'cover', w: 'full', h: 'auto' })

interface ProductCardProps {
  product: PublicProduct
  storeKey: string
  storeId: string
  /** On the first screen of a phone: its image loads at once; the others wait until scrolled near. */
  firstScreen: boolean
}

function ProductCard({ product, storeKey, storeId, firstScreen }: ProductCardProps) {
  const image = product.images[0]
  return (
    <Card.Root
      as="li"
      variant="outline"
      bg="bg"
      overflow="hidden"
      data-testid="product-card"
      aria-label={product.title}
    >
      {image ? (
        // The thumbnail is 400x400: width and height reserve its square before it arrives (no layout shift).
        <img
          className={thumbnail}
          src={image.thumb_url}
          alt=""
          width={400}
          height={400}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <Card.Body gap="3">
        <HStack justify="space-between" alignItems="start">
          <Link
            {...productLink(storeKey, product.id)}
            className={cx(link(), css({ fontWeight: 'semibold' }))}
          >
            {product.title}
          </Link>
        </HStack>
        <AddToCart product={product} storeId={storeId} />
      </Card.Body>
    </Card.Root>
  )
}
