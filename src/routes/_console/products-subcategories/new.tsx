import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '@/app/ui/list-search.ts'
import { TaxonomyForm } from '@/features/product-taxonomy/taxonomy-form.tsx'

export const Route = createFileRoute('/_console/products-subcategories/new')({
  staticData: {
    title: 'New subcategory',
    subtitle: 'A finer group inside a category',
  },
  // ?category= preselects the category (the list's filter carries over).
  validateSearch: v.object({ category: idParam }),
  component: NewSubcategoryRoute,
})

function NewSubcategoryRoute() {
  const { category } = Route.useSearch()
  return <TaxonomyForm kind="subcategory" categoryId={category} />
}
