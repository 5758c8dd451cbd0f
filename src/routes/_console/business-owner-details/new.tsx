import { createFileRoute } from '@tanstack/react-router'
import { OwnerForm } from '@/features/company/owner-form.tsx'

export const Route = createFileRoute('/_console/business-owner-details/new')({
  staticData: {
    title: 'New business owner',
    subtitle: 'A director or shareholder',
  },
  component: OwnerForm,
})
