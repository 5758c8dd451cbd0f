import { createFileRoute } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { CollectionList } from '@/features/collections/collection-list.tsx'
import {
  COLLECTION_LIST_DEFAULTS,
  collectionListParams,
  CollectionListSearchSchema,
  type CollectionListSearch,
} from '@/features/collections/collection-search.ts'

export const Route = createFileRoute('/_console/collections/list')({
  staticData: {
    title: 'Collections',
    altTitle: 'Bill collections',
    subtitle: 'Bill collections and payment forms',
  },
  validateSearch: CollectionListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(collectionQueries.list(collectionListParams(deps))),
  component: CollectionsRoute,
})

function CollectionsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<CollectionListSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, COLLECTION_LIST_DEFAULTS),
      replace: 'search' in patch,
    })
  return <CollectionList search={search} onSearchChange={onSearchChange} />
}
