import { createFileRoute } from '@tanstack/react-router'
import { CustomerForm } from '@/features/customers/customer-form.tsx'

export const Route = createFileRoute('/_console/customers/new')({
  staticData: { title: 'New customer', subtitle: 'Add a customer you can bill' },
  component: CustomerForm,
})
