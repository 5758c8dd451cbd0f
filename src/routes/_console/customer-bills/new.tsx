import { createFileRoute } from '@tanstack/react-router'
import { BillForm } from '@/features/bills/bill-form.tsx'

export const Route = createFileRoute('/_console/customer-bills/new')({
  staticData: {
    title: 'New customer bill',
    subtitle: 'Bill a customer from any active collection',
  },
  component: NewCustomerBillRoute,
})

function NewCustomerBillRoute() {
  const navigate = Route.useNavigate()
  return (
    <BillForm
      purpose="customer-bill"
      onDone={(bill) =>
        void navigate({ to: '/customer-bills/$mode/$id', params: { mode: 'view', id: bill.id } })
      }
      onCancel={() => void navigate({ to: '/customer-bills/datatable' })}
    />
  )
}
