import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { collectionQueries } from '@/api/collections.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { BillUploadPanel } from '@/features/bills/bill-upload-panel.tsx'
import { billListParams, CollectionBillsSearchSchema } from '@/features/bills/bill-search.ts'
import { CollectionBills } from '@/features/bills/collection-bills.tsx'
import { CollectionDetail } from '@/features/collections/collection-detail.tsx'
import { CollectionForm } from '@/features/collections/collection-form.tsx'

export const Route = createFileRoute('/_console/collections/$mode/$id/')({
  staticData: { title: 'Collection' },
  validateSearch: CollectionBillsSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (params.mode === 'view')
      void context.queryClient.prefetchQuery(
        billQueries.list({ ...billListParams(deps), collection_id: params.id }),
      )
  },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { mode, id } = Route.useParams()
  const { data: collection } = useSuspenseQuery(collectionQueries.detail(id))
  if (mode === 'edit')
    return <CollectionForm key={collection.id} kind={collection.kind} collection={collection} />

  return (
    <Stack gap="6">
      <CollectionDetail collection={collection} />
      <CollectionBills collection={collection} />
      {collection.kind === 'bill' ? <BillUploadPanel collectionId={collection.id} /> : null}
    </Stack>
  )
}
