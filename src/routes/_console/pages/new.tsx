import { createFileRoute } from '@tanstack/react-router'
import { PageForm } from '@/features/pages/page-form.tsx'

export const Route = createFileRoute('/_console/pages/new')({
  staticData: {
    title: 'New page',
    subtitle: 'A policy or page your shoppers and payers can read',
  },
  component: PageForm,
})
