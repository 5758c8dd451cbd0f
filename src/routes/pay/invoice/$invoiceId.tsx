import { createFileRoute } from '@tanstack/react-router'
import { PayInvoiceRoute } from '@/pay/pay-bill-page.tsx'
import { loadBill } from '@/pay/pay-loaders.ts'

// An invoice link carries the bill's uuid: the bill payment page, with "invoice" in its not-found page.
export const Route = createFileRoute('/pay/invoice/$invoiceId')({
  staticData: { title: 'Pay a Bill' },
  loader: loadBill,
  component: PayInvoiceRoute,
})
