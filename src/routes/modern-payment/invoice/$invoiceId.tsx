import { createFileRoute } from '@tanstack/react-router'
import { PayInvoiceRoute } from '@/pay/pay-bill-page.tsx'
import { loadBill } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/modern-payment/invoice/$invoiceId')({
  staticData: { title: 'Pay a Bill' },
  loader: loadBill,
  component: PayInvoiceRoute,
})
