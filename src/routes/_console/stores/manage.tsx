import { createFileRoute } from '@tanstack/react-router'
import { storeQueries } from '@/api/stores.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { StoreList } from '@/features/stores/store-list.tsx'
import {
  STORE_LIST_DEFAULTS,
  storeListParams,
  StoreListSearchSchema,
  type StoreListSearch,
} from '@/features/stores/store-search.ts'

export const Route = createFileRoute('/_console/stores/manage')({
  staticData: {
    title: 'Manage stores',
    altTitle: 'Stores',
    subtitle: 'Your storefronts, their hours, settings and links',
  },
  validateSearch: StoreListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(storeQueries.list(storeListParams(deps))),
  component: ManageStoresRoute,
})

function ManageStoresRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<StoreListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, STORE_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <StoreList search={search} onSearchChange={onSearchChange} />
}
