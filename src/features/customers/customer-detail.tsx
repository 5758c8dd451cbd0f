// /customers/view/{id}: one customer, with edit and delete.
import { useDeleteCustomer } from '@/api/customers.ts'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { RecordCard } from '@/app/ui/record-card.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { Customer } from '@/contract/customers.ts'
import { t } from '@/i18n/i18n.ts'

export const CUSTOMER_PAGES = recordPages('/customers/$mode/$id', '/customers/datatable', () => ({
  deleteTitle: t('Delete this customer?'),
  deleteLabel: t('Delete customer'),
  deleted: t('Customer deleted'),
  back: t('Back to customers'),
}))

export function CustomerDetail({ customer }: { customer: Customer }) {
  const remove = useDeleteCustomer()

  const rows: [string, React.ReactNode][] = [
    [t('Name'), customer.name],
    [t('Email'), customer.email ?? '—'],
    [t('Phone'), customer.phone ?? '—'],
    [t('Address'), customer.address ?? '—'],
    [t('State'), customer.state ?? '—'],
    [t('Notes'), customer.notes ?? '—'],
    [
      t('Status'),
      <StatusBadge key="status" status={customer.record_status_id === 1 ? 'active' : 'inactive'} />,
    ],
    [t('Created'), dateTime(customer.created_at)],
    [t('Updated'), dateTime(customer.updated_at)],
  ]

  return (
    <RecordCard rows={rows} maxW="3xl">
      <RecordActions
        pages={CUSTOMER_PAGES}
        id={customer.id}
        deleteText={t('{name} will be removed from your customers. Bills already sent to them stay.', {
          name: customer.name,
        })}
        remove={remove}
      />
    </RecordCard>
  )
}
