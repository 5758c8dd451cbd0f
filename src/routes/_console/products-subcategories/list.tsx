import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { SubcategoryList } from '@/features/product-taxonomy/subcategory-list.tsx'
import {
  SubcategoryListSearchSchema,
  TAXONOMY_LIST_DEFAULTS,
  taxonomyListParams,
  type SubcategoryListSearch,
} from '@/features/product-taxonomy/taxonomy-search.ts'

export const Route = createFileRoute('/_console/products-subcategories/list')({
  staticData: { title: 'Product subcategories', subtitle: 'Finer groups inside a category' },
  validateSearch: SubcategoryListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(taxonomyQueries.subcategories(taxonomyListParams(deps))),
  component: SubcategoriesRoute,
})

function SubcategoriesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<SubcategoryListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, TAXONOMY_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <SubcategoryList search={search} onSearchChange={onSearchChange} />
}
