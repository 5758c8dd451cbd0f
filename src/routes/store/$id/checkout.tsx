import { createFileRoute } from '@tanstack/react-router'
import { CheckoutRoute } from '@/storefront/checkout-page.tsx'
import { loadStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: delivery details and placing the order.
export const Route = createFileRoute('/store/$id/checkout')({
  staticData: { title: 'Checkout' },
  loader: loadStore,
  component: CheckoutRoute,
})
