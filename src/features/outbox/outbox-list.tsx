// /outbox: what the sandbox sent by email and SMS for this account, newest first; a row opens the message.
import { Badge, Button, CloseButton, Dialog, NativeSelect, Portal, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { OUTBOX_CHANNELS, outboxQueries, type OutboxMessage } from '@/api/outbox.ts'
import { dateTime } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { resolveList } from '@/app/list-search.ts'
import { MessageText } from './message-text.tsx'
import { OUTBOX_DEFAULTS, outboxParams, type OutboxSearch } from './outbox-search.ts'

const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = { email: 'Email', sms: 'SMS' }

/** An email's subject; an SMS has none, so its opening words stand in. */
const headline = (message: OutboxMessage) =>
  message.subject ?? (message.body.length > 80 ? `${message.body.slice(0, 80)}…` : message.body)

function columns(open: (id: string) => void): DataColumn<OutboxMessage>[] {
  return [
    {
      id: 'message',
      header: 'Message',
      cell: (message) => (
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="brand.fg"
          whiteSpace="normal"
          textAlign="start"
          height="auto"
          onClick={() => open(message.id)}
          aria-label={`Open ${CHANNEL_LABELS[message.channel]} to ${message.recipient}: ${headline(message)}`}
        >
          {headline(message)}
        </Button>
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

interface OutboxListProps {
  search: OutboxSearch
  onSearchChange: (patch: Partial<OutboxSearch>) => void
}

export function OutboxList({ search, onSearchChange }: OutboxListProps) {
  const query = useQuery(outboxQueries.list(outboxParams(search)))
  // Opening a message is not a list change: stay on the page.
  const open = (message: string | undefined) => onSearchChange({ message, skip: search.skip })
  const opened = query.data?.data.find((message) => message.id === search.message)

  return (
    <>
      <DataTable
        label="Sandbox outbox"
        columns={columns(open)}
        query={query}
        rowKey={(message) => message.id}
        list={resolveList(search, OUTBOX_DEFAULTS)}
        onListChange={(patch) => onSearchChange(patch as Partial<OutboxSearch>)}
        filtered={search.channel !== undefined}
        filters={
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Channel"
              value={search.channel ?? ''}
              onChange={(event) =>
                onSearchChange({
                  channel: OUTBOX_CHANNELS.find((channel) => channel === event.currentTarget.value),
                })
              }
            >
              <option value="">Email and SMS</option>
              {OUTBOX_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
        empty={{
          title: 'Nothing sent yet',
          description:
            'Payment links you send by email or SMS, and password reset emails, show up here instead of being delivered.',
        }}
      />
      <Dialog.Root
        open={opened !== undefined}
        placement="center"
        size="md"
        onOpenChange={(details) => !details.open && open(undefined)}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                <Dialog.Title>{opened ? headline(opened) : ''}</Dialog.Title>
                {opened ? (
                  <Text fontSize="sm" color="fg.muted">
                    {CHANNEL_LABELS[opened.channel]} to {opened.recipient} · {dateTime(opened.created_at)}
                  </Text>
                ) : null}
              </Dialog.Header>
              <Dialog.Body>{opened ? <MessageText text={opened.body} /> : null}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close message" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
