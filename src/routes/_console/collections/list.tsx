import { createFileRoute } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { CollectionList } from '@/features/collections/collection-list.tsx'
import { collectionListParams, CollectionListSearchSchema } from '@/features/collections/collection-search.ts'

export const Route = createFileRoute('/_console/collections/list')({
  staticData: {
    title: 'Collections',
    subtitle: 'Bill collections and payment forms',
  },
  validateSearch: CollectionListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(collectionQueries.list(collectionListParams(deps))),
  component: CollectionList,
})
