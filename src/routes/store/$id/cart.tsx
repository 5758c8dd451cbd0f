import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '@/storefront/cart-page.tsx'

// SPEC §2: the shopper's cart of one store.
export const Route = createFileRoute('/store/$id/cart')({
  staticData: { title: 'Cart' },
  component: CartRoute,
})

function CartRoute() {
  const { id } = Route.useParams()
  return <CartPage flavour="store" storeKey={id} />
}
