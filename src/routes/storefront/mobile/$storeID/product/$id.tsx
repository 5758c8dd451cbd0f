import { createFileRoute } from '@tanstack/react-router'
import { ProductRoute } from '@/storefront/product-page.tsx'
import { loadProduct } from '@/storefront/storefront-loaders.ts'

// SPEC §2: one product of a store, with its variants and description.
export const Route = createFileRoute('/storefront/mobile/$storeID/product/$id')({
  staticData: { title: 'Product' },
  loader: loadProduct,
  component: ProductRoute,
})
