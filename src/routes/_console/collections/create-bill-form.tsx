import { createFileRoute } from '@tanstack/react-router'
import { CollectionForm } from '@/features/collections/collection-form.tsx'

export const Route = createFileRoute('/_console/collections/create-bill-form')({
  staticData: {
    title: 'Create bill collection',
    subtitle: 'A collection of bills you send to named payers',
  },
  component: () => <CollectionForm kind="bill" />,
})
