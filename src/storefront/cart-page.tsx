// The cart page of /store/{id}/cart: the lines, then on to checkout.
import { Link } from '@tanstack/react-router'
import { Stack } from 'styled-system/jsx'
import { button, link } from 'styled-system/recipes'
import { Card } from '@/public-ui/card.tsx'
import { Text } from '@/public-ui/text.tsx'
import { useCart } from '@/offline/use-cart.ts'
import { CartLines } from './cart-lines.tsx'
import { checkoutLink, homeLink, useStoreRoute, type StoreAt } from './store-links.ts'
import { ShopperPage, StoreShell, type StoreView } from './store-shell.tsx'
import { StoreLoading } from './storefront-states.tsx'
import { useT } from '@/i18n/use-t.ts'

export const CartRoute = () => <CartPage {...useStoreRoute()} />

export function CartPage(at: StoreAt) {
  return <StoreShell {...at}>{(store) => <CartView {...at} store={store} />}</StoreShell>
}

function CartView({ flavour, storeKey, store }: StoreView) {
  const t = useT()
  const items = useCart(store.id)
  return (
    <ShopperPage title={t('store.cart.title')}>
      {items === undefined ? (
        <StoreLoading label={t('store.cart.opening')} />
      ) : items.length === 0 ? (
        <EmptyCart flavour={flavour} storeKey={storeKey} />
      ) : (
        <Card.Root variant="outline" bg="bg">
          <Card.Body gap="4">
            <CartLines storeId={store.id} items={items} />
            <Link {...checkoutLink(flavour, storeKey)} className={button({ size: 'lg' })}>
              {t('store.cart.checkout')}
            </Link>
          </Card.Body>
        </Card.Root>
      )}
    </ShopperPage>
  )
}

export function EmptyCart({ flavour, storeKey }: StoreAt) {
  const t = useT()
  return (
    <Stack gap="2" py="6" align="center" textAlign="center">
      <Text color="fg.muted">{t('store.cart.empty')}</Text>
      <Link {...homeLink(flavour, storeKey)} className={link()}>
        {t('store.cart.browse')}
      </Link>
    </Stack>
  )
}
