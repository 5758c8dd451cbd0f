import { Card } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { StoreForm } from '@/features/stores/store-form.tsx'

export const Route = createFileRoute('/_console/stores/create')({
  staticData: {
    title: 'Create store',
    subtitle: 'A public storefront for your products',
  },
  component: CreateStoreRoute,
})

function CreateStoreRoute() {
  const navigate = Route.useNavigate()
  return (
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        {/* Next: its settings, hours and default collection, on the manage page. */}
        <StoreForm
          onSaved={(store) => void navigate({ to: '/stores/manage', search: { store: store.id } })}
        />
      </Card.Body>
    </Card.Root>
  )
}
