import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionPaymentRoute } from '@/pay/subscription-payment-page.tsx'
import { loadSubscriptionInvoice } from '@/pay/topup-loaders.ts'
import { InvoiceSearchSchema } from '@/pay/topup-search.ts'

// SPEC §2: a Niaga subscription invoice's payment page (?invoice_no=); /pay and /modern-payment render the
// same.
export const Route = createFileRoute('/pay/subscription-payment')({
  validateSearch: InvoiceSearchSchema,
  staticData: { title: 'Subscription Payment' },
  loaderDeps: ({ search }) => search,
  loader: loadSubscriptionInvoice,
  component: SubscriptionPaymentRoute,
})
