import { createFileRoute } from '@tanstack/react-router'
import { CheckoutRoute } from '@/storefront/checkout-page.tsx'
import { loadStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the mobile storefront's cart review, delivery details and placing the order.
export const Route = createFileRoute('/storefront/mobile/$storeID/checkout')({
  staticData: { title: 'Checkout' },
  loader: loadStore,
  component: CheckoutRoute,
})
