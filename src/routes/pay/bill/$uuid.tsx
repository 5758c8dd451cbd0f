import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'

// SPEC §2: a bill's public payment page; /payment/bills and /modern-payment/bill render the same page.
export const Route = createFileRoute('/pay/bill/$uuid')({
  staticData: { title: 'Pay a Bill' },
  component: BillRoute,
})

function BillRoute() {
  const { uuid } = Route.useParams()
  return <PayBillPage uuid={uuid} />
}
