import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { TaxonomyDetail } from '@/features/product-taxonomy/taxonomy-detail.tsx'
import { TaxonomyForm } from '@/features/product-taxonomy/taxonomy-form.tsx'

// /products-categories/view/{id} and /edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/products-categories/$mode/$id')({
  staticData: { title: 'Product category' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(taxonomyQueries.category(params.id)),
  component: CategoryRoute,
})

function CategoryRoute() {
  const { mode, id } = Route.useParams()
  const { data: category } = useSuspenseQuery(taxonomyQueries.category(id))
  return mode === 'edit' ? (
    <TaxonomyForm key={category.id} kind="category" record={category} />
  ) : (
    <TaxonomyDetail kind="category" record={category} />
  )
}
