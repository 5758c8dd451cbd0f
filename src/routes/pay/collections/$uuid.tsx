import { createFileRoute } from '@tanstack/react-router'
import { PayCollectionPage } from '@/pay/pay-collection-page.tsx'
import { prefetchCollection } from '@/pay/pay-loaders.ts'

// SPEC §2: an open payment form; /payment, /modern-payment and /alt-payment collections render the same.
export const Route = createFileRoute('/pay/collections/$uuid')({
  staticData: { title: 'Payment Form' },
  loader: ({ context, params }) => prefetchCollection(context, params.uuid),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { uuid } = Route.useParams()
  return <PayCollectionPage uuid={uuid} />
}
