import { createFileRoute } from '@tanstack/react-router'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { ApiKeyList } from '@/features/developers/api-key-list.tsx'
import { ApiKeySearchSchema } from '@/features/developers/developer-search.ts'

// No loader: a console page's loader loads with its component (vite.config.ts), so the page's own query
// starts the request as early, and the route definition, which loads with the console's first screen, stays
// small.
export const Route = createFileRoute('/_console/api/datatable')({
  staticData: { title: 'API keys', subtitle: 'Keys for your own server to call Niaga' },
  validateSearch: ApiKeySearchSchema,
  search: { middlewares: [stripListDefaults()] },
  component: ApiKeyList,
})
