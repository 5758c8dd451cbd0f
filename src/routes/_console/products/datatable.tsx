import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '@/api/products.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { ProductList } from '@/features/products/product-list.tsx'
import {
  PRODUCT_LIST_DEFAULTS,
  productListParams,
  ProductListSearchSchema,
  type ProductListSearch,
} from '@/features/products/product-search.ts'

export const Route = createFileRoute('/_console/products/datatable')({
  staticData: { title: 'Products', subtitle: 'What you sell in your stores' },
  validateSearch: ProductListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(productQueries.list(productListParams(deps))),
  component: ProductsRoute,
})

function ProductsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<ProductListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, PRODUCT_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <ProductList search={search} onSearchChange={onSearchChange} />
}
