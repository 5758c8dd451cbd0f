// /customers/view/{id}: one customer, with edit and delete.
import { useState } from 'react'
import { Button, Card, HStack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useDeleteCustomer } from '@/api/customers.ts'
import { ConfirmDialog } from '@/app/confirm-dialog.tsx'
import { dateTime, StatusBadge, FieldList } from '@/app/data-table-cells.tsx'
import { notify } from '@/app/toaster.tsx'
import type { Customer } from '@/contract/customers.ts'

export function CustomerDetail({ customer }: { customer: Customer }) {
  const navigate = useNavigate()
  const remove = useDeleteCustomer()
  const [confirming, setConfirming] = useState(false)

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
      <Card.Footer gap="3" flexWrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm">
            <Link to="/customers/$mode/$id" params={{ mode: 'edit', id: customer.id }}>
              Edit
            </Link>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/customers/datatable">Back to customers</Link>
          </Button>
        </HStack>
      </Card.Footer>
      <ConfirmDialog
        open={confirming}
        title="Delete this customer?"
        description={`${customer.name} will be removed from your customers. Bills already sent to them stay.`}
        confirmLabel="Delete customer"
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(customer.id, {
            onSuccess: () => {
              setConfirming(false)
              notify('Customer deleted')
              void navigate({ to: '/customers/datatable' })
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Card.Root>
  )
}
