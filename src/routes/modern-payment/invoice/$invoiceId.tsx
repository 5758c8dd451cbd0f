import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'

export const Route = createFileRoute('/modern-payment/invoice/$invoiceId')({
  staticData: { title: 'Pay a Bill' },
  component: BillRoute,
})

function BillRoute() {
  const { invoiceId } = Route.useParams()
  return <PayBillPage uuid={invoiceId} notFoundType="invoice" />
}
