import { createFileRoute } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { BillList } from '@/features/bills/bill-list.tsx'
import { billListParams, BillListSearchSchema } from '@/features/bills/bill-search.ts'

export const Route = createFileRoute('/_console/customer-bills/datatable')({
  staticData: { title: 'Customer bills', subtitle: 'Every bill you have sent, in every collection' },
  validateSearch: BillListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(billQueries.list(billListParams(deps))),
  component: BillList,
})
