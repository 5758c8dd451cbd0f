import { createFileRoute } from '@tanstack/react-router'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { WebhookPage } from '@/features/developers/webhook-page.tsx'
import { WebhookSearchSchema } from '@/features/developers/developer-search.ts'

// No loader: a console page's loader loads with its component (vite.config.ts), so the page's own query
// starts the request as early, and the route definition, which loads with the console's first screen, stays
// small.
export const Route = createFileRoute('/_console/webhooks/datatable')({
  staticData: {
    title: 'Webhooks',
    subtitle: 'Events sent to your server, signed, with every delivery attempt',
  },
  validateSearch: WebhookSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  component: WebhookPage,
})
