import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '@/storefront/product-page.tsx'
import { prefetchProduct } from '@/storefront/storefront-loaders.ts'

// SPEC §2: one product of a store, with its variants and description.
export const Route = createFileRoute('/storefront/mobile/$storeID/product/$id')({
  staticData: { title: 'Product' },
  loader: ({ context, params }) => prefetchProduct(context, params.storeID, params.id),
  component: ProductRoute,
})

function ProductRoute() {
  const { storeID, id } = Route.useParams()
  return <ProductPage storeKey={storeID} productId={id} />
}
