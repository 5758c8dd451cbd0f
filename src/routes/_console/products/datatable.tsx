import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '@/api/products.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { ProductList } from '@/features/products/product-list.tsx'
import { productListParams, ProductListSearchSchema } from '@/features/products/product-search.ts'

export const Route = createFileRoute('/_console/products/datatable')({
  staticData: { title: 'Products', subtitle: 'What you sell in your stores' },
  validateSearch: ProductListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(productQueries.list(productListParams(deps))),
  component: ProductList,
})
