// The frame of every storefront page: its own query client, the store's header (name, cart, offline
// badge), the store's manifest and colour, the outbox replay and the toasts. Nothing from the console shell,
// so a shopper downloads only the storefront. An unknown store (5011) goes to /store-not-found.
import { useEffect, type ReactNode } from 'react'
import { IsRestoringProvider, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { Link, Navigate, useRouteContext } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { Box, Container, HStack, Stack } from 'styled-system/jsx'
import { link } from 'styled-system/recipes'
import { Badge, Heading, Image, Text } from '@/public-ui/text.tsx'
import { PublicToaster } from '@/public-ui/toaster.tsx'
import { storefrontQueries } from '@/api/storefront.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import type { PublicStore } from '@/contract/storefront.ts'
import { cartCount } from '@/lib/cart.ts'
import { startOutboxReplay } from '@/offline/outbox-replay.ts'
import { useCart } from '@/offline/use-cart.ts'
import { OfflineBadge } from './offline-badge.tsx'
import { cartLink, homeLink, type StoreAt } from './store-links.ts'
import { isStoreNotFound, StoreLoadError, StoreLoading } from './storefront-states.tsx'
import { useStoreManifest } from './use-store-manifest.ts'
import { StorePageLinks } from './store-page-links.tsx'
import { SupportCard } from '@/pay/support-card.tsx'
import { LanguageSwitch } from '@/public-ui/language-switch.tsx'
import { useT } from '@/i18n/use-t.ts'

/** What a storefront page's view is given: where it is, and the store. */
export interface StoreView extends StoreAt {
  store: PublicStore
}

interface StoreShellProps extends StoreAt {
  /** The page inside titles the document itself (a product page: its name, then the store's). */
  titledByPage?: boolean
  /**
   * The page wants a desktop's width when there is one (checkout: the form and the cart side by side), even
   * in the mobile storefront, whose pages otherwise keep a phone's width on any screen.
   */
  wide?: boolean
  children: (store: PublicStore) => ReactNode
}

/**
 * A page of the shopper's own in the store (the cart, the orders placed here): its heading over it, a
 * readable column in the middle of a wide screen.
 */
export function ShopperPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" w="full" maxW="2xl" mx="auto">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

export function StoreShell(props: StoreShellProps) {
  useEffect(() => {
    startOutboxReplay()
  }, [])
  // The client the route loaders filled (src/storefront/storefront-query-client.ts, through the router
  // context).
  const storefrontQueryClient = useRouteContext({
    from: '__root__',
    select: (context) => context.storefrontQueryClient,
  })
  return (
    <QueryClientProvider client={storefrontQueryClient}>
      {/* The console cache restoring from localStorage must not hold back the shopper's queries. */}
      <IsRestoringProvider value={false}>
        <StoreLoader {...props} />
      </IsRestoringProvider>
      <PublicToaster />
    </QueryClientProvider>
  )
}

function StoreLoader({ flavour, storeKey, titledByPage = false, wide = false, children }: StoreShellProps) {
  const t = useT()
  const store = useQuery(storefrontQueries.store(storeKey))
  // Read with the catalogue, so checkout can price delivery even if the network is gone by then.
  useQuery({ ...storefrontQueries.deliveryTable(store.data?.id ?? ''), enabled: store.data !== undefined })
  useStoreManifest(store.data)
  usePageTitle(store.data && !titledByPage ? store.data.name : undefined)

  if (store.isError && isStoreNotFound(store.error)) return <Navigate to="/store-not-found" replace />
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="bg.subtle">
      <StoreHeader flavour={flavour} storeKey={storeKey} wide={wide} store={store.data} />
      {/* At least a screen tall: the footer starts below the fold, so the catalogue arriving does not push it
          down across the screen (a layout shift the shopper sees). */}
      <Container
        as="main"
        id="main"
        w="full"
        maxW={flavour !== 'mobile' ? '6xl' : wide ? { base: 'xl', lg: '6xl' } : 'xl'}
        px="4"
        py={{ base: '4', md: '6' }}
        flex="1"
        minH="100dvh"
      >
        {store.isPending ? (
          <StoreLoading label={t('store.shell.opening')} />
        ) : store.isError ? (
          <StoreLoadError
            title={t('store.shell.open_failed')}
            error={store.error}
            onRetry={() => void store.refetch()}
          />
        ) : (
          <Stack gap="5">{children(store.data)}</Stack>
        )}
      </Container>
      <Box as="footer" py="4" px="4" textAlign="center">
        {store.data?.support ? (
          <Box maxW="md" mx="auto" mb="3" textAlign="start">
            <SupportCard support={store.data.support} merchantName={store.data.collection_account.name} />
          </Box>
        ) : null}
        {store.data ? <StorePageLinks flavour={flavour} storeKey={storeKey} storeId={store.data.id} /> : null}
        <Text fontSize="xs" color="fg.muted">
          {t('store.shell.sandbox')}
        </Text>
      </Box>
    </Box>
  )
}

function StoreHeader({ flavour, storeKey, wide, store }: Partial<StoreView> & StoreAt & { wide: boolean }) {
  const t = useT()
  return (
    <Box
      as="header"
      bg="bg"
      borderBottomWidth="1px"
      borderTopWidth="4px"
      style={{ borderTopColor: store?.theme_color }}
    >
      <Container
        w="full"
        maxW={flavour !== 'mobile' ? '6xl' : wide ? { base: 'xl', lg: '6xl' } : 'xl'}
        py="3"
        px="4"
      >
        {/* As tall as the store's logo from the start: the header keeps its height when the store
            arrives. */}
        <HStack justify="space-between" gap="3" minH="8">
          <Link
            {...homeLink(flavour, storeKey)}
            className={cx(link(), css({ fontWeight: 'semibold', minW: '0' }))}
          >
            <HStack gap="2" minW="0">
              {store?.logo_url ? <Image src={store.logo_url} alt="" boxSize="8" rounded="md" /> : null}
              <Heading as="span" size="md" truncate>
                {store?.name ?? t('store.shell.store')}
              </Heading>
            </HStack>
          </Link>
          <HStack gap="3" flexShrink={0}>
            <OfflineBadge />
            <LanguageSwitch />
            {store ? <CartButton flavour={flavour} storeKey={storeKey} storeId={store.id} /> : null}
          </HStack>
        </HStack>
      </Container>
    </Box>
  )
}

function CartButton({ flavour, storeKey, storeId }: StoreAt & { storeId: string }) {
  const t = useT()
  const items = useCart(storeId)
  const count = items ? cartCount(items) : 0
  return (
    // Named by its content, "Cart, 2 items", which holds the words shown (WCAG 2.5.3, label in name): the
    // word and the bare count are for the eye, the sentence for screen readers.
    <Link {...cartLink(flavour, storeKey)} className={cx(link(), css({ fontWeight: 'medium' }))}>
      <span aria-hidden="true">{t('store.shell.cart')}</span>
      <Badge colorPalette="brand" variant="solid" data-testid="cart-count" aria-hidden="true">
        {count}
      </Badge>
      <span className={css({ srOnly: true })}>{t('store.shell.cart_label', { count })}</span>
    </Link>
  )
}
