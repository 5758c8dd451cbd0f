import { createFileRoute } from '@tanstack/react-router'
import { PayCollectionRoute } from '@/pay/pay-collection-page.tsx'
import { loadCollection } from '@/pay/pay-loaders.ts'

// SPEC §2: an open payment form; /payment, /modern-payment and /alt-payment collections render the same.
export const Route = createFileRoute('/pay/collections/$uuid')({
  staticData: { title: 'Payment Form' },
  loader: loadCollection,
  component: PayCollectionRoute,
})
