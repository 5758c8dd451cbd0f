import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { webhookQueries } from '@/api/webhooks.ts'
import { WebhookEventDetail } from '@/features/developers/webhook-event-detail.tsx'

export const Route = createFileRoute('/_console/webhooks/view/$id')({
  staticData: { title: 'Webhook event' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(webhookQueries.detail(params.id)),
  component: WebhookEventRoute,
})

function WebhookEventRoute() {
  const { id } = Route.useParams()
  const { data: event } = useSuspenseQuery(webhookQueries.detail(id))
  return <WebhookEventDetail event={event} />
}
