// /customers/view/{id}: one customer, with edit and delete.
import { useDeleteCustomer } from '@/api/customers.ts'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { RecordCard } from '@/app/ui/record-card.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { Customer } from '@/contract/customers.ts'

export const CUSTOMER_PAGES = recordPages('/customers/$mode/$id', '/customers/datatable', 'customer')

export function CustomerDetail({ customer }: { customer: Customer }) {
  const remove = useDeleteCustomer()

  const rows: [string, React.ReactNode][] = [
    ['Name', customer.name],
    ['Email', customer.email ?? '—'],
    ['Phone', customer.phone ?? '—'],
    ['Address', customer.address ?? '—'],
    ['State', customer.state ?? '—'],
    ['Notes', customer.notes ?? '—'],
    ['Status', <StatusBadge key="status" status={customer.record_status_id === 1 ? 'active' : 'inactive'} />],
    ['Created', dateTime(customer.created_at)],
    ['Updated', dateTime(customer.updated_at)],
  ]

  return (
    <RecordCard rows={rows} maxW="3xl">
      <RecordActions
        pages={CUSTOMER_PAGES}
        id={customer.id}
        deleteText={`${customer.name} will be removed from your customers. Bills already sent to them stay.`}
        remove={remove}
      />
    </RecordCard>
  )
}
