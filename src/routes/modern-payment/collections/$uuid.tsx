import { createFileRoute } from '@tanstack/react-router'
import { PayCollectionRoute } from '@/pay/pay-collection-page.tsx'
import { loadCollection } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/modern-payment/collections/$uuid')({
  staticData: { title: 'Payment Form' },
  loader: loadCollection,
  component: PayCollectionRoute,
})
