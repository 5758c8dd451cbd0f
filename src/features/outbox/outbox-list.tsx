// /outbox: what the sandbox sent by email and SMS for this account, newest first; a row opens the message.
import { Badge, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { outboxQueries, type OutboxMessage } from '@/api/outbox.ts'
import { OUTBOX_CHANNELS } from '@/contract/list-choices.ts'
import { AppDialog } from '@/app/ui/app-dialog.tsx'
import { dateTime } from '@/app/ui/data-table-cells.tsx'
import { OpenButton } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { MessageText } from './message-text.tsx'
import { outboxParams } from './outbox-search.ts'

const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = { email: 'Email', sms: 'SMS' }
const CHANNEL_FILTER = filterOf(
  'Channel',
  'Email and SMS',
  OUTBOX_CHANNELS.map((channel) => [channel, CHANNEL_LABELS[channel]] as const),
)
const route = getRouteApi('/_console/outbox')

/** An email's subject; an SMS has none, so its opening words stand in. */
const headline = (message: OutboxMessage) =>
  message.subject ?? (message.body.length > 80 ? `${message.body.slice(0, 80)}…` : message.body)

function columns(open: (id: string) => void): DataColumn<OutboxMessage>[] {
  return [
    {
      id: 'message',
      header: 'Message',
      cell: (message) => (
        <OpenButton
          size="xs"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => open(message.id)}
          aria-label={`Open ${CHANNEL_LABELS[message.channel]} to ${message.recipient}: ${headline(message)}`}
        >
          {headline(message)}
        </OpenButton>
      ),
    },
    { id: 'recipient', header: 'To', cell: (message) => message.recipient },
    {
      id: 'channel',
      header: 'Channel',
      hideBelow: 'sm',
      cell: (message) => <Badge variant="outline">{CHANNEL_LABELS[message.channel]}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Sent',
      hideBelow: 'md',
      cell: (message) => <Text whiteSpace="nowrap">{dateTime(message.created_at)}</Text>,
    },
  ]
}

export function OutboxList() {
  const search = route.useSearch()
  const { table, change, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(outboxQueries.list(outboxParams(search)))
  // Opening a message is not a list change: stay on the page.
  const open = (message: string | undefined) => change({ message, skip: search.skip })
  const opened = query.data?.data.find((message) => message.id === search.message)

  return (
    <>
      <DataTable
        label="Sandbox outbox"
        columns={columns(open)}
        query={query}
        {...table}
        filtered={search.channel !== undefined}
        filters={<FilterSelect {...CHANNEL_FILTER} {...bind('channel')} minW="auto" />}
        empty={{
          title: 'Nothing sent yet',
          description:
            'Payment links you send by email or SMS, and password reset emails, show up here instead of being delivered.',
        }}
      />
      <AppDialog
        open={opened !== undefined}
        onClose={() => open(undefined)}
        title={opened ? headline(opened) : ''}
        subtitle={
          opened ? (
            <Text fontSize="sm" color="fg.muted">
              {CHANNEL_LABELS[opened.channel]} to {opened.recipient} · {dateTime(opened.created_at)}
            </Text>
          ) : null
        }
        closeLabel="Close message"
      >
        {opened ? <MessageText text={opened.body} /> : null}
      </AppDialog>
    </>
  )
}
