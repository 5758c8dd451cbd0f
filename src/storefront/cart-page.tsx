// The cart page of /store/{id}/cart: the lines, then on to checkout.
import { Button, Card, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useCart } from '@/offline/use-cart.ts'
import { CartLines } from './cart-lines.tsx'
import { checkoutLink, homeLink, useStoreRoute, type StoreAt } from './store-links.ts'
import { ShopperPage, StoreShell, type StoreView } from './store-shell.tsx'
import { StoreLoading } from './storefront-states.tsx'

export const CartRoute = () => <CartPage {...useStoreRoute()} />

export function CartPage(at: StoreAt) {
  return <StoreShell {...at}>{(store) => <CartView {...at} store={store} />}</StoreShell>
}

function CartView({ flavour, storeKey, store }: StoreView) {
  const items = useCart(store.id)
  return (
    <ShopperPage title="Your cart">
      {items === undefined ? (
        <StoreLoading label="Opening your cart" />
      ) : items.length === 0 ? (
        <EmptyCart flavour={flavour} storeKey={storeKey} />
      ) : (
        <Card.Root variant="outline" bg="bg">
          <Card.Body gap="4">
            <CartLines storeId={store.id} items={items} />
            <Button asChild size="lg">
              <Link {...checkoutLink(flavour, storeKey)}>Checkout</Link>
            </Button>
          </Card.Body>
        </Card.Root>
      )}
    </ShopperPage>
  )
}

export function EmptyCart({ flavour, storeKey }: StoreAt) {
  return (
    <Stack gap="2" py="6" align="center" textAlign="center">
      <Text color="fg.muted">Your cart is empty.</Text>
      <ChakraLink asChild>
        <Link {...homeLink(flavour, storeKey)}>Browse the products</Link>
      </ChakraLink>
    </Stack>
  )
}
