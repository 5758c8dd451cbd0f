import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/storefront/checkout-page.tsx'

// SPEC §2: delivery details and placing the order.
export const Route = createFileRoute('/store/$id/checkout')({
  staticData: { title: 'Checkout' },
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { id } = Route.useParams()
  return <CheckoutPage flavour="store" storeKey={id} />
}
