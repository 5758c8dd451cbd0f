import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { CustomerDetail } from '@/features/customers/customer-detail.tsx'
import { CustomerForm } from '@/features/customers/customer-form.tsx'

// /customers/view/{id} and /customers/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/customers/$mode/$id')({
  staticData: { title: 'Customer' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(customerQueries.detail(params.id)),
  component: CustomerRoute,
})

function CustomerRoute() {
  const { mode, id } = Route.useParams()
  const { data: customer } = useSuspenseQuery(customerQueries.detail(id))
  // Keyed by id, so opening another customer's edit page starts from that customer's values.
  return mode === 'edit' ? (
    <CustomerForm key={customer.id} customer={customer} />
  ) : (
    <CustomerDetail customer={customer} />
  )
}
