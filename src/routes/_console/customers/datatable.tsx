import { createFileRoute } from '@tanstack/react-router'
import { customerQueries } from '@/api/customers.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { CustomerList } from '@/features/customers/customer-list.tsx'
import { customerListParams, CustomerListSearchSchema } from '@/features/customers/customer-search.ts'

export const Route = createFileRoute('/_console/customers/datatable')({
  staticData: { title: 'Customers', subtitle: 'The people and businesses you bill' },
  validateSearch: CustomerListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  // Start the request while the route's code loads; the table shows skeleton rows until it lands.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(customerQueries.list(customerListParams(deps))),
  component: CustomerList,
})
