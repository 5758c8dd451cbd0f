import { createFileRoute } from '@tanstack/react-router'
import { loadReceipt } from '@/pay/pay-loaders.ts'
import { ThankYouRoute } from '@/pay/thank-you-page.tsx'
import { ThankYouSearchSchema } from '@/pay/thank-you-search.ts'

// SPEC §2: the receipt after paying (?transaction_invoice_no=); /payment and /modern-payment share it.
export const Route = createFileRoute('/pay/thankyou')({
  validateSearch: ThankYouSearchSchema,
  staticData: { title: 'Payment Status' },
  loaderDeps: ({ search }) => search,
  loader: loadReceipt,
  component: ThankYouRoute,
})
