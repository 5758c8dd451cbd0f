// /customers/datatable: the merchant's customers, searchable by name, email or phone.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { createdColumn, CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Customer } from '@/contract/customers.ts'
import { customerListParams } from './customer-search.ts'

const route = getRouteApi('/_console/customers/datatable')

const COLUMNS: DataColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (customer) => (
      <RecordLink to="/customers/$mode/$id" id={customer.id}>
        {customer.name}
      </RecordLink>
    ),
  },
  { id: 'email', header: 'Email', sortKey: 'email', cell: (customer) => customer.email ?? '—' },
  { id: 'phone', header: 'Phone', hideBelow: 'md', cell: (customer) => customer.phone ?? '—' },
  { id: 'state', header: 'State', hideBelow: 'lg', cell: (customer) => customer.state ?? '—' },
  createdColumn(),
]

export function CustomerList() {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate())
  const query = useQuery(customerQueries.list(customerListParams(search)))
  return (
    <DataTable
      label="Customers"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search name, email or phone"
      create={<CreateLink to="/customers/new">New customer</CreateLink>}
      empty={{
        title: 'No customers yet',
        description: 'Customers you add can be picked when you create a bill.',
      }}
    />
  )
}
