// /webhooks/datatable: the endpoint and its signing above the log of events sent to it.
import { t } from '@/i18n/i18n.ts'
import { Stack } from '@chakra-ui/react'
import { WebhookEndpointCard } from './webhook-endpoint-card.tsx'
import { WebhookEventList } from './webhook-event-list.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'

export function WebhookPage() {
  return (
    <Stack gap="6">
      <WebhookEndpointCard />
      <PageSection headingId="webhook-events-heading" title={t('Events')}>
        <WebhookEventList />
      </PageSection>
    </Stack>
  )
}
