import { createFileRoute } from '@tanstack/react-router'
import { virtualAccountQueries } from '@/api/pools.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { VirtualAccountList } from '@/features/pools/virtual-account-list.tsx'
import {
  virtualAccountListDeps,
  virtualAccountListParams,
  VirtualAccountSearchSchema,
} from '@/features/pools/virtual-account-search.ts'

export const Route = createFileRoute('/_console/pools/eol/list2')({
  staticData: {
    title: 'Virtual accounts',
    subtitle: 'Account numbers per customer or purpose: a bank transfer to one tops up its pool',
  },
  validateSearch: VirtualAccountSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  // The open account is not part of the list: opening it must not refetch the page.
  loaderDeps: ({ search }) => virtualAccountListDeps(search),
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(virtualAccountQueries.list(virtualAccountListParams(deps))),
  component: VirtualAccountList,
})
