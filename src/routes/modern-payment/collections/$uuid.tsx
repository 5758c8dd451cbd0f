import { createFileRoute } from '@tanstack/react-router'
import { PayCollectionPage } from '@/pay/pay-collection-page.tsx'

export const Route = createFileRoute('/modern-payment/collections/$uuid')({
  staticData: { title: 'Payment Form' },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { uuid } = Route.useParams()
  return <PayCollectionPage uuid={uuid} />
}
