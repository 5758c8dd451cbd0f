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
import { t } from '@/i18n/i18n.ts'

const channelWord = (channel: OutboxMessage['channel']) => (channel === 'email' ? t('Email') : 'SMS')
const channelChoice = () =>
  filterOf(
    t('Channel'),
    t('Email and SMS'),
    OUTBOX_CHANNELS.map((channel) => [channel, channelWord(channel)] as const),
  )
const route = getRouteApi('/_console/outbox')

/** An email's subject; an SMS has none, so its words stand in (cut to two lines on screen, whole in the
 *  DOM). */
const headline = (message: OutboxMessage) => message.subject ?? message.body

function columns(open: (id: string) => void): DataColumn<OutboxMessage>[] {
  return [
    {
      id: 'message',
      header: t('Message'),
      cell: (message) => (
        <OpenButton
          size="xs"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => open(message.id)}
          aria-label={t('Open {channel} to {recipient}: {message}', {
            channel: channelWord(message.channel),
            recipient: message.recipient,
            message: headline(message),
          })}
        >
          <Text as="span" lineClamp="2">
            {headline(message)}
          </Text>
        </OpenButton>
      ),
    },
    // The catalog's “To” is a date range's end (“Hingga”); a recipient's has its own id, English “To”.
    { id: 'recipient', header: t('To (recipient)'), cell: (message) => message.recipient },
    {
      id: 'channel',
      header: t('Channel'),
      hideBelow: 'sm',
      cell: (message) => <Badge variant="outline">{channelWord(message.channel)}</Badge>,
    },
    {
      id: 'created_at',
      header: t('Sent'),
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
        label={t('Sandbox outbox')}
        columns={columns(open)}
        query={query}
        {...table}
        filtered={search.channel !== undefined}
        filters={<FilterSelect {...channelChoice()} {...bind('channel')} minW="auto" />}
        empty={{
          title: t('Nothing sent yet'),
          description: t(
            'Payment links you send by email or SMS, and password reset emails, show up here instead of being delivered.',
          ),
        }}
      />
      <AppDialog
        open={opened !== undefined}
        onClose={() => open(undefined)}
        title={opened ? headline(opened) : ''}
        subtitle={
          opened ? (
            <Text fontSize="sm" color="fg.muted">
              {t('{channel} to {recipient}', {
                channel: channelWord(opened.channel),
                recipient: opened.recipient,
              })}{' '}
              · {dateTime(opened.created_at)}
            </Text>
          ) : null
        }
        closeLabel={t('Close message')}
      >
        {opened ? <MessageText text={opened.body} /> : null}
      </AppDialog>
    </>
  )
}
