import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'
import { prefetchBill } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/payment/bills/$uuid')({
  staticData: { title: 'Pay a Bill' },
  loader: ({ context, params }) => prefetchBill(context, params.uuid),
  component: BillRoute,
})

function BillRoute() {
  const { uuid } = Route.useParams()
  return <PayBillPage uuid={uuid} />
}
