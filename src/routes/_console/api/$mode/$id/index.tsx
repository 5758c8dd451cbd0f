import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { ApiKeyForm } from '@/features/developers/api-key-form.tsx'
import { ApiKeyPage } from '@/features/developers/api-key-page.tsx'

// /api/view/{id} and /api/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/api/$mode/$id/')({
  staticData: { title: 'API key' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => {
    if (params.mode === 'view') void context.queryClient.prefetchQuery(apiKeyQueries.dashboard(params.id))
    return context.queryClient.ensureQueryData(apiKeyQueries.detail(params.id))
  },
  component: ApiKeyRoute,
})

function ApiKeyRoute() {
  const { mode, id } = Route.useParams()
  const { data: apiKey } = useSuspenseQuery(apiKeyQueries.detail(id))
  // Keyed by id, so opening another key's edit page starts from that key's values.
  return mode === 'edit' ? <ApiKeyForm key={apiKey.id} apiKey={apiKey} /> : <ApiKeyPage apiKey={apiKey} />
}
