import { createFileRoute } from '@tanstack/react-router'
import { PayCollectionPage } from '@/pay/pay-collection-page.tsx'
import { prefetchCollection } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/alt-payment/collections/$uuid')({
  staticData: { title: 'Payment Form' },
  loader: ({ context, params }) => prefetchCollection(context, params.uuid),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { uuid } = Route.useParams()
  return <PayCollectionPage uuid={uuid} />
}
