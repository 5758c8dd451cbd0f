import { createFileRoute } from '@tanstack/react-router'
import { PayBillPage } from '@/pay/pay-bill-page.tsx'
import { prefetchBill } from '@/pay/pay-loaders.ts'

export const Route = createFileRoute('/modern-payment/invoice/$invoiceId')({
  staticData: { title: 'Pay a Bill' },
  loader: ({ context, params }) => prefetchBill(context, params.invoiceId),
  component: BillRoute,
})

function BillRoute() {
  const { invoiceId } = Route.useParams()
  return <PayBillPage uuid={invoiceId} notFoundType="invoice" />
}
