import { createFileRoute } from '@tanstack/react-router'
import { CollectionForm } from '@/features/collections/collection-form.tsx'

export const Route = createFileRoute('/_console/collections/create-payment-form')({
  staticData: {
    title: 'Create payment form',
    subtitle: 'An open form anyone with the link can pay: a fixed amount, or one the payer enters',
  },
  component: () => <CollectionForm kind="payment_form" />,
})
