// /customers/datatable: the merchant's customers, searchable by name, email or phone.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { createdColumn, CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Customer } from '@/contract/customers.ts'
import { customerListParams } from './customer-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/customers/datatable')

// Made while rendering, once the language is active.
const columns = (): DataColumn<Customer>[] => [
  {
    id: 'name',
    header: t('Name'),
    sortKey: 'name',
    cell: (customer) => (
      <RecordLink to="/customers/$mode/$id" id={customer.id}>
        {customer.name}
      </RecordLink>
    ),
  },
  { id: 'email', header: t('Email'), sortKey: 'email', cell: (customer) => customer.email ?? '—' },
  { id: 'phone', header: t('Phone'), hideBelow: 'md', cell: (customer) => customer.phone ?? '—' },
  { id: 'state', header: t('State'), hideBelow: 'lg', cell: (customer) => customer.state ?? '—' },
  createdColumn(),
]

export function CustomerList() {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate())
  const query = useQuery(customerQueries.list(customerListParams(search)))
  return (
    <DataTable
      label={t('Customers')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search name, email or phone')}
      create={<CreateLink to="/customers/new">{t('New customer')}</CreateLink>}
      empty={{
        title: t('No customers yet'),
        description: t('Customers you add can be picked when you create a bill.'),
      }}
    />
  )
}
