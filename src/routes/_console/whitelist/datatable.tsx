import { createFileRoute } from '@tanstack/react-router'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { WhitelistList } from '@/features/developers/whitelist-list.tsx'
import { WhitelistSearchSchema } from '@/features/developers/developer-search.ts'

// No loader: a console page's loader loads with its component (vite.config.ts), so the page's own query
// starts the request as early, and the route definition, which loads with the console's first screen, stays
// small.
export const Route = createFileRoute('/_console/whitelist/datatable')({
  staticData: { title: 'IP whitelist', subtitle: 'Where calls with your API keys may come from' },
  validateSearch: WhitelistSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  component: WhitelistList,
})
