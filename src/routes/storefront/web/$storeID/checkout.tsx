import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/storefront/checkout-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the web storefront's cart review, delivery details and placing the order.
export const Route = createFileRoute('/storefront/web/$storeID/checkout')({
  staticData: { title: 'Checkout' },
  loader: ({ context, params }) => prefetchStore(context, params.storeID),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { storeID } = Route.useParams()
  return <CheckoutPage flavour="web" storeKey={storeID} />
}
