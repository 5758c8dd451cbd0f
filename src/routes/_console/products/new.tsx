import { createFileRoute } from '@tanstack/react-router'
import { ProductForm } from '@/features/products/product-form.tsx'

export const Route = createFileRoute('/_console/products/new')({
  staticData: { title: 'New product', subtitle: 'Add something to sell' },
  component: () => <ProductForm />,
})
