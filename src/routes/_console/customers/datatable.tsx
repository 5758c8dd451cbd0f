import { createFileRoute } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { CustomerList } from '@/features/customers/customer-list.tsx'
import {
  CUSTOMER_LIST_DEFAULTS,
  customerListParams,
  CustomerListSearchSchema,
  type CustomerListSearch,
} from '@/features/customers/customer-search.ts'

export const Route = createFileRoute('/_console/customers/datatable')({
  staticData: { title: 'Customers', subtitle: 'The people and businesses you bill' },
  validateSearch: CustomerListSearchSchema,
  loaderDeps: ({ search }) => search,
  // Start the request while the route's code loads; the table shows skeleton rows until it lands.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(customerQueries.list(customerListParams(deps))),
  component: CustomersRoute,
})

function CustomersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<CustomerListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, CUSTOMER_LIST_DEFAULTS),
      // Typing a search should not fill the history with one entry per word.
      replace: 'search' in patch,
    })
  return <CustomerList search={search} onSearchChange={onSearchChange} />
}
