// /customers/datatable: the merchant's customers, searchable by name, email or phone.
import { Button, Link as ChakraLink } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { dateTime } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import type { Customer } from '@/contract/customers.ts'
import { customerListParams } from './customer-search.ts'

const route = getRouteApi('/_console/customers/datatable')

const COLUMNS: DataColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (customer) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to="/customers/$mode/$id" params={{ mode: 'view', id: customer.id }}>
          {customer.name}
        </Link>
      </ChakraLink>
    ),
  },
  { id: 'email', header: 'Email', sortKey: 'email', cell: (customer) => customer.email ?? '—' },
  { id: 'phone', header: 'Phone', hideBelow: 'md', cell: (customer) => customer.phone ?? '—' },
  { id: 'state', header: 'State', hideBelow: 'lg', cell: (customer) => customer.state ?? '—' },
  {
    id: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    firstOrder: 'desc',
    hideBelow: 'sm',
    cell: (customer) => dateTime(customer.created_at),
  },
]

export function CustomerList() {
  const search = route.useSearch()
  const { list, changeList } = useListSearch(search, route.useNavigate())
  const query = useQuery(customerQueries.list(customerListParams(search)))
  const newButton = (
    <Button asChild size="sm">
      <Link to="/customers/new">New customer</Link>
    </Button>
  )
  return (
    <DataTable
      label="Customers"
      columns={COLUMNS}
      query={query}
      rowKey={(customer) => customer.id}
      list={list}
      onListChange={changeList}
      searchLabel="Search name, email or phone"
      actions={newButton}
      empty={{
        title: 'No customers yet',
        description: 'Customers you add can be picked when you create a bill.',
        action: newButton,
      }}
    />
  )
}
