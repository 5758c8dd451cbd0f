import { createFileRoute } from '@tanstack/react-router'
import { PayInvoiceRoute } from '@/pay/pay-bill-page.tsx'
import { loadBill } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/payment/invoice/$uuid')({
  staticData: { title: 'Pay a Bill' },
  loader: loadBill,
  component: PayInvoiceRoute,
})
