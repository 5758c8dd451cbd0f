import { createFileRoute } from '@tanstack/react-router'
import { CartRoute } from '@/storefront/cart-page.tsx'
import { loadStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the shopper's cart of one store.
export const Route = createFileRoute('/store/$id/cart')({
  staticData: { title: 'Cart' },
  loader: loadStore,
  component: CartRoute,
})
