import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { CategoryList } from '@/features/product-taxonomy/category-list.tsx'
import { CategoryListSearchSchema, taxonomyListParams } from '@/features/product-taxonomy/taxonomy-search.ts'

export const Route = createFileRoute('/_console/products-categories/list')({
  staticData: { title: 'Product categories', subtitle: 'How your products are grouped' },
  validateSearch: CategoryListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(taxonomyQueries.categories(taxonomyListParams(deps))),
  component: CategoryList,
})
