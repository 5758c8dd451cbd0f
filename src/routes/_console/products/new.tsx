import { createFileRoute } from '@tanstack/react-router'
import { ProductForm } from '@/features/products/product-form.tsx'

export const Route = createFileRoute('/_console/products/new')({
  staticData: { title: 'New product', altTitle: 'Products', subtitle: 'Add something to sell' },
  component: () => <ProductForm />,
})
