// The webhook events log: newest first, filtered by type; each event opens its page (payload and attempts).
import { t } from '@/i18n/i18n.ts'
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { webhookQueries } from '@/api/webhooks.ts'
import { dateTime, Detail } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '@/contract/developers.ts'
import { eventLabel } from './developer-words.ts'
import { DeliveryStateBadge } from './delivery-state.tsx'
import { eventTypeFilter, webhookListParams } from './list-params.ts'

const route = getRouteApi('/_console/webhooks/datatable')

// The filter and the columns are words of the reader's language: made when the list draws.
const typeFilter = () =>
  filterOf(
    t('Event type'),
    t('All events'),
    WEBHOOK_EVENT_TYPES.map((type) => [type, eventLabel(type)] as const),
  )

const columns = (): DataColumn<WebhookEvent>[] => [
  {
    id: 'type',
    header: t('Event'),
    cell: (event) => (
      <Stack gap="0">
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/webhooks/view/$id" params={{ id: event.id }}>
            {eventLabel(event.type)}
          </Link>
        </ChakraLink>
        <Detail fontFamily="mono">{event.type}</Detail>
      </Stack>
    ),
  },
  {
    id: 'subject',
    header: t('Subject'),
    hideBelow: 'lg',
    cell: (event) => (
      <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {event.subject_id ?? '—'}
      </Text>
    ),
  },
  { id: 'state', header: t('Delivery'), cell: (event) => <DeliveryStateBadge state={event.state} /> },
  { id: 'attempts', header: t('Attempts'), align: 'end', hideBelow: 'sm', cell: (event) => event.attempts },
  {
    id: 'last_status',
    header: t('Last status'),
    align: 'end',
    hideBelow: 'md',
    cell: (event) => event.last_status_code ?? '—',
  },
  { id: 'created_at', header: t('Created'), hideBelow: 'md', cell: (event) => dateTime(event.created_at) },
]

export function WebhookEventList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate(), { resetScroll: false })
  const type = eventTypeFilter(search)
  const query = useQuery(webhookQueries.list(webhookListParams(search)))
  return (
    <DataTable
      label={t('Webhook events')}
      columns={columns()}
      query={query}
      {...table}
      filtered={Boolean(type)}
      filters={
        <FilterSelect {...typeFilter()} minW="48" value={type} onChange={(next) => change({ type: next })} />
      }
      empty={{
        title: t('No events yet'),
        description: t(
          'A paid or failed payment, a payout, a top-up or a subscription change makes an event here.',
        ),
      }}
    />
  )
}
