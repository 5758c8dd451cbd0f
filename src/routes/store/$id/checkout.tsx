import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/storefront/checkout-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: delivery details and placing the order.
export const Route = createFileRoute('/store/$id/checkout')({
  staticData: { title: 'Checkout' },
  loader: ({ context, params }) => prefetchStore(context, params.id),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { id } = Route.useParams()
  return <CheckoutPage flavour="store" storeKey={id} />
}
