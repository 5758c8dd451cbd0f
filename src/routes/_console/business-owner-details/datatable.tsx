import { createFileRoute } from '@tanstack/react-router'
import { ownerQueries } from '@/api/business-owners.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { OwnerList } from '@/features/company/owner-list.tsx'
import { ownerListParams, OwnerListSearchSchema } from '@/features/company/owner-search.ts'

export const Route = createFileRoute('/_console/business-owner-details/datatable')({
  staticData: { title: 'Business owners', subtitle: 'Your directors and shareholders' },
  validateSearch: OwnerListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(ownerQueries.list(ownerListParams(deps))),
  component: OwnerList,
})
