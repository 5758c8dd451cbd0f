import { createFileRoute } from '@tanstack/react-router'
import { PayBillRoute } from '@/pay/pay-bill-page.tsx'
import { loadBill } from '@/pay/pay-loaders.ts'

// SPEC §2: a bill's public payment page; /payment/bills and /modern-payment/bill render the same page.
export const Route = createFileRoute('/pay/bill/$uuid')({
  staticData: { title: 'Pay a Bill' },
  loader: loadBill,
  component: PayBillRoute,
})
