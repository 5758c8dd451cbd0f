import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { BillForm } from '@/features/bills/bill-form.tsx'

export const Route = createFileRoute('/_console/collections/$mode/$id/bills/create-direct-payment')({
  staticData: {
    title: 'Create direct payment',
    subtitle: 'Create a bill and open its payment page at once, to collect the payment now',
  },
  component: DirectPaymentRoute,
})

function DirectPaymentRoute() {
  const { mode, id } = Route.useParams()
  const navigate = Route.useNavigate()
  const { data: collection } = useSuspenseQuery(collectionQueries.detail(id))
  return (
    <BillForm
      collection={collection}
      purpose="direct-payment"
      onDone={(bill) =>
        void navigate({
          to: '/collections/$mode/$id/bills/view/$billId',
          params: { mode, id, billId: bill.id },
        })
      }
      onCancel={() => void navigate({ to: '/collections/$mode/$id', params: { mode, id } })}
    />
  )
}
