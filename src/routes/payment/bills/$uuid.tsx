import { createFileRoute } from '@tanstack/react-router'
import { PayBillRoute } from '@/pay/pay-bill-page.tsx'
import { loadBill } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/payment/bills/$uuid')({
  staticData: { title: 'Pay a Bill' },
  loader: loadBill,
  component: PayBillRoute,
})
