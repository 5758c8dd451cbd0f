import { createFileRoute } from '@tanstack/react-router'
import { storeQueries } from '@/api/stores.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { StoreList } from '@/features/stores/store-list.tsx'
import { storeListParams, StoreListSearchSchema } from '@/features/stores/store-search.ts'

export const Route = createFileRoute('/_console/stores/manage')({
  staticData: {
    title: 'Manage stores',
    subtitle: 'Your storefronts, their hours, settings and links',
  },
  validateSearch: StoreListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(storeQueries.list(storeListParams(deps))),
  component: StoreList,
})
