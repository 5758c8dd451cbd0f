// The cart page of /store/{id}/cart: the lines, then on to checkout.
import { Button, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { PublicStore } from '@/contract/storefront.ts'
import { useCart } from '@/offline/use-cart.ts'
import { CartLines } from './cart-lines.tsx'
import { checkoutLink, homeLink, type StoreFlavour, useStoreRoute } from './store-links.ts'
import { StoreShell } from './store-shell.tsx'
import { StoreLoading } from './storefront-states.tsx'

export const CartRoute = () => <CartPage {...useStoreRoute()} />

export function CartPage({ flavour, storeKey }: { flavour: StoreFlavour; storeKey: string }) {
  return (
    <StoreShell flavour={flavour} storeKey={storeKey}>
      {(store) => <CartView flavour={flavour} storeKey={storeKey} store={store} />}
    </StoreShell>
  )
}

function CartView({
  flavour,
  storeKey,
  store,
}: {
  flavour: StoreFlavour
  storeKey: string
  store: PublicStore
}) {
  const items = useCart(store.id)
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="xl">
        Your cart
      </Heading>
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
    </Stack>
  )
}

export function EmptyCart({ flavour, storeKey }: { flavour: StoreFlavour; storeKey: string }) {
  return (
    <Stack gap="2" py="6" align="center" textAlign="center">
      <Text color="fg.muted">Your cart is empty.</Text>
      <ChakraLink asChild>
        <Link {...homeLink(flavour, storeKey)}>Browse the products</Link>
      </ChakraLink>
    </Stack>
  )
}
