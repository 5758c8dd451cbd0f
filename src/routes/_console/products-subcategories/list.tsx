import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { SubcategoryList } from '@/features/product-taxonomy/subcategory-list.tsx'
import {
  SubcategoryListSearchSchema,
  taxonomyListParams,
} from '@/features/product-taxonomy/taxonomy-search.ts'

export const Route = createFileRoute('/_console/products-subcategories/list')({
  staticData: { title: 'Product subcategories', subtitle: 'Finer groups inside a category' },
  validateSearch: SubcategoryListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(taxonomyQueries.subcategories(taxonomyListParams(deps))),
  component: SubcategoryList,
})
