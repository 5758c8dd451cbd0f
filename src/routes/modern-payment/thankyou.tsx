import { createFileRoute } from '@tanstack/react-router'
import { loadReceipt } from '@/pay/pay-loaders.ts'
import { ThankYouRoute } from '@/pay/thank-you-page.tsx'
import { ThankYouSearchSchema } from '@/pay/thank-you-search.ts'

export const Route = createFileRoute('/modern-payment/thankyou')({
  validateSearch: ThankYouSearchSchema,
  staticData: { title: 'Payment Status' },
  loaderDeps: ({ search }) => search,
  loader: loadReceipt,
  component: ThankYouRoute,
})
