import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '@/api/products.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { ProductDetail } from '@/features/products/product-detail.tsx'
import { ProductForm } from '@/features/products/product-form.tsx'
import { ProductVariantsEditor } from '@/features/products/product-variants-editor.tsx'

// /products/view/{id} and /products/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/products/$mode/$id')({
  staticData: { title: 'Product' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(productQueries.detail(params.id)),
  component: ProductRoute,
})

function ProductRoute() {
  const { mode, id } = Route.useParams()
  const { data: product } = useSuspenseQuery(productQueries.detail(id))
  if (mode !== 'edit') return <ProductDetail product={product} />
  // Keyed by id, so opening another product's edit page starts from that product's values.
  return (
    <Stack gap="6">
      <ProductForm key={product.id} product={product} />
      <ProductVariantsEditor product={product} />
    </Stack>
  )
}
