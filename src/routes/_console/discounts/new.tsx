import { createFileRoute } from '@tanstack/react-router'
import { DiscountForm } from '@/features/discounts/discount-form.tsx'

export const Route = createFileRoute('/_console/discounts/new')({
  staticData: { title: 'New discount', subtitle: 'A code shoppers type at checkout' },
  component: DiscountForm,
})
