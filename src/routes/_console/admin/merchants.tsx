import { createFileRoute } from '@tanstack/react-router'
import { adminQueries } from '@/api/admin.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { MerchantList } from '@/features/admin/merchant-list.tsx'
import { merchantListParams, MerchantSearchSchema } from '@/features/admin/admin-search.ts'

export const Route = createFileRoute('/_console/admin/merchants')({
  staticData: { title: 'Merchants', subtitle: 'Every merchant account on Niaga: status, plan and volume' },
  validateSearch: MerchantSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminQueries.merchants(merchantListParams(deps))),
  component: MerchantList,
})
