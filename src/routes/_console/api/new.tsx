import { createFileRoute } from '@tanstack/react-router'
import { ApiKeyForm } from '@/features/developers/api-key-form.tsx'

export const Route = createFileRoute('/_console/api/new')({
  staticData: { title: 'New API key' },
  component: ApiKeyForm,
})
