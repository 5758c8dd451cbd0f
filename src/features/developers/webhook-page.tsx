// /webhooks/datatable: the endpoint and its signing above the log of events sent to it.
import { Heading, Stack } from '@chakra-ui/react'
import { WebhookEndpointCard } from './webhook-endpoint-card.tsx'
import { WebhookEventList } from './webhook-event-list.tsx'

export function WebhookPage() {
  return (
    <Stack gap="6">
      <WebhookEndpointCard />
      <Stack gap="3" as="section" aria-labelledby="webhook-events-heading">
        <Heading as="h2" size="md" id="webhook-events-heading">
          Events
        </Heading>
        <WebhookEventList />
      </Stack>
    </Stack>
  )
}
