import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '@/storefront/cart-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the shopper's cart of one store.
export const Route = createFileRoute('/store/$id/cart')({
  staticData: { title: 'Cart' },
  loader: ({ context, params }) => prefetchStore(context, params.id),
  component: CartRoute,
})

function CartRoute() {
  const { id } = Route.useParams()
  return <CartPage flavour="store" storeKey={id} />
}
