import { createFileRoute } from '@tanstack/react-router'
import { prefetchReceipt } from '@/pay/pay-loaders.ts'
import { ThankYouSearchSchema } from '@/pay/thank-you-search.ts'
import { ThankYouPage } from '@/pay/thank-you-page.tsx'

export const Route = createFileRoute('/payment/thankyou')({
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
