import { createFileRoute } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { BillList } from '@/features/bills/bill-list.tsx'
import {
  BILL_LIST_DEFAULTS,
  billListParams,
  BillListSearchSchema,
  type BillListSearch,
} from '@/features/bills/bill-search.ts'

export const Route = createFileRoute('/_console/customer-bills/datatable')({
  staticData: { title: 'Customer bills', subtitle: 'Every bill you have sent, in every collection' },
  validateSearch: BillListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(billQueries.list(billListParams(deps))),
  component: CustomerBillsRoute,
})

function CustomerBillsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<BillListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, BILL_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <BillList search={search} onSearchChange={onSearchChange} />
}
