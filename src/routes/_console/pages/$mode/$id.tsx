import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageQueries } from '@/api/pages.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { PageDetail } from '@/features/pages/page-detail.tsx'
import { PageForm } from '@/features/pages/page-form.tsx'

// /pages/view/{id} and /pages/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/pages/$mode/$id')({
  staticData: { title: 'Page' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(pageQueries.detail(params.id)),
  component: PageRoute,
})

function PageRoute() {
  const { mode, id } = Route.useParams()
  const { data: page } = useSuspenseQuery(pageQueries.detail(id))
  // Keyed by id, so opening another page's edit form starts from that page's values.
  return mode === 'edit' ? <PageForm key={page.id} page={page} /> : <PageDetail page={page} />
}
