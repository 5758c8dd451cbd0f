import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'
import { prefetchBill } from '@/pay/pay-loaders.ts'

// SPEC §2: a bill's public payment page; /payment/bills and /modern-payment/bill render the same page.
export const Route = createFileRoute('/pay/bill/$uuid')({
  staticData: { title: 'Pay a Bill' },
  loader: ({ context, params }) => prefetchBill(context, params.uuid),
  component: BillRoute,
})

function BillRoute() {
  const { uuid } = Route.useParams()
  return <PayBillPage uuid={uuid} />
}
