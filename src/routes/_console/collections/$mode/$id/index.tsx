import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { collectionQueries } from '@/api/collections.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { BillUploadPanel } from '@/features/bills/bill-upload-panel.tsx'
import {
  BILL_LIST_DEFAULTS,
  billListParams,
  CollectionBillsSearchSchema,
  type CollectionBillsSearch,
} from '@/features/bills/bill-search.ts'
import { CollectionBills } from '@/features/bills/collection-bills.tsx'
import { CollectionDetail } from '@/features/collections/collection-detail.tsx'
import { CollectionForm } from '@/features/collections/collection-form.tsx'

export const Route = createFileRoute('/_console/collections/$mode/$id/')({
  staticData: { title: 'Collection', altTitle: 'Collections' },
  validateSearch: CollectionBillsSearchSchema,
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
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: collection } = useSuspenseQuery(collectionQueries.detail(id))
  if (mode === 'edit')
    return <CollectionForm key={collection.id} kind={collection.kind} collection={collection} />

  const onSearchChange = (patch: Partial<CollectionBillsSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, BILL_LIST_DEFAULTS),
      replace: 'search' in patch,
      // Paging the bills should not jump to the top of the page.
      resetScroll: false,
    })
  return (
    <Stack gap="6">
      <CollectionDetail collection={collection} />
      <CollectionBills collection={collection} search={search} onSearchChange={onSearchChange} />
      {collection.kind === 'bill' ? <BillUploadPanel collectionId={collection.id} /> : null}
    </Stack>
  )
}
