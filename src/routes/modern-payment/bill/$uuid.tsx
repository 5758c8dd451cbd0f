import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'

export const Route = createFileRoute('/modern-payment/bill/$uuid')({
  staticData: { title: 'Pay a Bill' },
  component: BillRoute,
})

function BillRoute() {
  const { uuid } = Route.useParams()
  return <PayBillPage uuid={uuid} />
}
