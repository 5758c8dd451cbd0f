// /customers/view/{id}: one customer, with edit and delete.
import { Card } from '@chakra-ui/react'
import { useDeleteCustomer } from '@/api/customers.ts'
import { dateTime, StatusBadge, FieldList } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import type { Customer } from '@/contract/customers.ts'

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
    <Card.Root variant="outline" bg="bg" maxW="3xl">
      <Card.Body>
        <FieldList rows={rows} />
      </Card.Body>
      <RecordActions
        page="/customers/$mode/$id"
        id={customer.id}
        list="/customers/datatable"
        noun="customer"
        plural="customers"
        deleteText={`${customer.name} will be removed from your customers. Bills already sent to them stay.`}
        remove={remove}
      />
    </Card.Root>
  )
}
