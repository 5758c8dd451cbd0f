import { createFileRoute } from '@tanstack/react-router'
import { SuccessFieldForm } from '@/features/payment-settings/success-field-form.tsx'

export const Route = createFileRoute('/_console/settings/success-fields/new')({
  staticData: {
    title: 'New success field',
    subtitle: 'Ask payers for one more detail',
  },
  component: () => <SuccessFieldForm />,
})
