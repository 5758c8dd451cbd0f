import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { TaxonomyDetail } from '@/features/product-taxonomy/taxonomy-detail.tsx'
import { TaxonomyForm } from '@/features/product-taxonomy/taxonomy-form.tsx'

// /products-subcategories/view/{id} and /edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/products-subcategories/$mode/$id')({
  staticData: { title: 'Product subcategory' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(taxonomyQueries.subcategory(params.id)),
  component: SubcategoryRoute,
})

function SubcategoryRoute() {
  const { mode, id } = Route.useParams()
  const { data: subcategory } = useSuspenseQuery(taxonomyQueries.subcategory(id))
  return mode === 'edit' ? (
    <TaxonomyForm key={subcategory.id} kind="subcategory" record={subcategory} />
  ) : (
    <TaxonomyDetail kind="subcategory" record={subcategory} />
  )
}
