import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ownerQueries } from '@/api/business-owners.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { OwnerDetail } from '@/features/company/owner-detail.tsx'
import { OwnerForm } from '@/features/company/owner-form.tsx'

// /business-owner-details/view/{id} and /business-owner-details/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/business-owner-details/$mode/$id')({
  staticData: { title: 'Business owner' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ownerQueries.detail(params.id)),
  component: OwnerRoute,
})

function OwnerRoute() {
  const { mode, id } = Route.useParams()
  const { data: owner } = useSuspenseQuery(ownerQueries.detail(id))
  return mode === 'edit' ? <OwnerForm key={owner.id} owner={owner} /> : <OwnerDetail owner={owner} />
}
