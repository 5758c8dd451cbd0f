import { createFileRoute } from '@tanstack/react-router'
import { ThankYouSearchSchema } from '@/pay/thank-you-search.ts'
import { ThankYouPage } from '@/pay/thank-you-page.tsx'

export const Route = createFileRoute('/payment/thankyou')({
  validateSearch: ThankYouSearchSchema,
  staticData: { title: 'Payment Status' },
  component: ThankYouRoute,
})

function ThankYouRoute() {
  const { transaction_invoice_no } = Route.useSearch()
  return <ThankYouPage transactionInvoiceNo={transaction_invoice_no} />
}
