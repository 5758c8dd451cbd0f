import { createFileRoute } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'

// /collections/{mode}/{id} and its bill pages: mode is view or edit (anything else is the 404 page), and
// every page under it shows or needs the collection.
export const Route = createFileRoute('/_console/collections/$mode/$id')({
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(collectionQueries.detail(params.id)),
})
