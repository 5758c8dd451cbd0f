import { createFileRoute } from '@tanstack/react-router'
import { voidSaleQueries } from '@/api/void-sales.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { VoidSaleList } from '@/features/void-sales/void-sale-list.tsx'
import { voidSaleListParams, VoidSaleSearchSchema } from '@/features/void-sales/void-sale-search.ts'

export const Route = createFileRoute('/_console/refund/view')({
  staticData: {
    title: 'Refunds',
    altTitle: 'Refunds and voided sales',
    subtitle: 'Payments voided before they settled, and settled payments refunded in full or in part',
  },
  validateSearch: VoidSaleSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(voidSaleQueries.list(voidSaleListParams(deps))),
  component: VoidSaleList,
})
