import { createFileRoute } from '@tanstack/react-router'
import { prefetchReceipt } from '@/pay/pay-loaders.ts'
import { ThankYouSearchSchema } from '@/pay/thank-you-search.ts'
import { ThankYouPage } from '@/pay/thank-you-page.tsx'

// SPEC §2: the receipt after paying (?transaction_invoice_no=); /payment and /modern-payment share it.
export const Route = createFileRoute('/pay/thankyou')({
  validateSearch: ThankYouSearchSchema,
  staticData: { title: 'Payment Status' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchReceipt(context, deps.transaction_invoice_no),
  component: ThankYouRoute,
})

function ThankYouRoute() {
  const { transaction_invoice_no } = Route.useSearch()
  return <ThankYouPage transactionInvoiceNo={transaction_invoice_no} />
}
