// /webhooks/view/{id}: one event — what it is about, where it stands, the exact JSON every target received
// (pretty-printed here), each delivery attempt, and Resend (a new delivery to every target).
import { t } from '@/i18n/i18n.ts'
import type { ReactNode } from 'react'
import { Box, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useResendWebhookEvent } from '@/api/webhooks.ts'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { BackLink, RecordCard, RecordFooter } from '@/app/ui/record-card.tsx'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { TableScroll } from '@/app/ui/table-scroll.tsx'
import type { WebhookEventDetail as Detail } from '@/contract/developers.ts'
import { eventLabel } from './developer-words.ts'
import { DeliveryStateBadge } from './delivery-state.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'

function eventRows(event: Detail): [string, ReactNode][] {
  return [
    [t('Event'), `${eventLabel(event.type)} (${event.type})`],
    [t('Delivery'), <DeliveryStateBadge key="state" state={event.state} />],
    [t('Subject'), event.subject_id ?? '—'],
    [t('Attempts'), String(event.attempts)],
    [t('Last status'), event.last_status_code === null ? '—' : String(event.last_status_code)],
    [t('Sent to'), event.targets.length > 0 ? event.targets.join('\n') : t('No endpoint was set')],
    [t('Created'), dateTime(event.created_at)],
  ]
}

function Deliveries({ deliveries }: { deliveries: Detail['deliveries'] }) {
  if (deliveries.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('No delivery attempts yet.')}
      </Text>
    )
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden">
      <TableScroll name={t('Delivery attempts')}>
        <Table.Root size="sm" aria-label={t('Delivery attempts')}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader textAlign="end">{t('Attempt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Result')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('HTTP status')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('URL')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                {t('Error')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('Time')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((delivery) => (
              <Table.Row key={delivery.id}>
                <Table.Cell textAlign="end">{delivery.attempt}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={delivery.success ? 'success' : 'failed'} />
                </Table.Cell>
                <Table.Cell textAlign="end">{delivery.status_code ?? '—'}</Table.Cell>
                <Table.Cell
                  display={{ base: 'none', md: 'table-cell' }}
                  fontFamily="mono"
                  fontSize="xs"
                  wordBreak="break-all"
                >
                  {delivery.url}
                </Table.Cell>
                <Table.Cell display={{ base: 'none', sm: 'table-cell' }} fontSize="xs">
                  {delivery.error ?? '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateTime(delivery.created_at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Box>
  )
}

export function WebhookEventDetail({ event }: { event: Detail }) {
  const resend = useResendWebhookEvent()
  const payload = JSON.stringify(event.payload, null, 2)
  return (
    <Stack gap="6">
      <RecordCard rows={eventRows(event)} as="section" aria-label={t('Event details')}>
        <RecordFooter>
          <Button
            size="sm"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(event.id, { onSuccess: () => notify(t('Event queued to be sent again')) })
            }
          >
            {t('Resend')}
          </Button>
          <BackLink list="/webhooks/datatable" label={t('Back to webhooks')} />
        </RecordFooter>
      </RecordCard>
      <PageSection headingId="webhook-attempts-heading" title={t('Delivery attempts')}>
        <Deliveries deliveries={event.deliveries} />
      </PageSection>
      <Stack gap="3" as="section" aria-labelledby="webhook-payload-heading">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="webhook-payload-heading">
            {t('Payload')}
          </Heading>
          <CopyButton value={payload} copied={t('Payload copied')} size="xs" variant="outline">
            {t('Copy payload')}
          </CopyButton>
        </HStack>
        <Code
          as="pre"
          display="block"
          colorPalette="gray"
          p="3"
          fontSize="xs"
          overflowX="auto"
          whiteSpace="pre"
          tabIndex={0}
          aria-label={t('Event payload (JSON)')}
          data-testid="webhook-payload"
        >
          {payload}
        </Code>
      </Stack>
    </Stack>
  )
}
