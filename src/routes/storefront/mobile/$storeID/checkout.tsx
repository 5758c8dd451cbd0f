import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/storefront/checkout-page.tsx'

// SPEC §2: the mobile storefront's cart review, delivery details and placing the order.
export const Route = createFileRoute('/storefront/mobile/$storeID/checkout')({
  staticData: { title: 'Checkout' },
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { storeID } = Route.useParams()
  return <CheckoutPage flavour="mobile" storeKey={storeID} />
}
