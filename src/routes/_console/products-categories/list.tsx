import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { CategoryList } from '@/features/product-taxonomy/category-list.tsx'
import {
  CategoryListSearchSchema,
  TAXONOMY_LIST_DEFAULTS,
  taxonomyListParams,
  type CategoryListSearch,
} from '@/features/product-taxonomy/taxonomy-search.ts'

export const Route = createFileRoute('/_console/products-categories/list')({
  staticData: { title: 'Product categories', subtitle: 'How your products are grouped' },
  validateSearch: CategoryListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(taxonomyQueries.categories(taxonomyListParams(deps))),
  component: CategoriesRoute,
})

function CategoriesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<CategoryListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, TAXONOMY_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <CategoryList search={search} onSearchChange={onSearchChange} />
}
