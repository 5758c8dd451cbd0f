import { createFileRoute } from '@tanstack/react-router'
import { TaxonomyForm } from '@/features/product-taxonomy/taxonomy-form.tsx'

export const Route = createFileRoute('/_console/products-categories/new')({
  staticData: { title: 'New category', subtitle: 'Group your products' },
  component: () => <TaxonomyForm kind="category" />,
})
