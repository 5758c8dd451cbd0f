// /settings/notifications: which events notify whom by email or SMS (src/contract/notification-settings.ts),
// as a grid of events × channels; each cell opens its setting. Owners and administrators only.
import { t } from '@/i18n/i18n.ts'
import { useState } from 'react'
import { Alert, Badge, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { notificationQueries } from '@/api/notification-settings.ts'
import { teamQueries } from '@/api/team.ts'
import { useRoleCan } from '@/api/use-session.ts'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSetting,
} from '@/contract/notification-settings.ts'
import type { Member } from '@/contract/users.ts'
import { NoAccess } from '@/app/ui/no-access.tsx'
import { CellDialog } from './cell-dialog.tsx'
import { channelName, eventDescription, eventLabel } from './event-words.ts'
import { TableScroll } from '@/app/ui/table-scroll.tsx'

type Cell = { event: NotificationEvent; channel: NotificationChannel }

function recipientsText(setting: NotificationSetting, members: readonly Member[]): string {
  const names = setting.member_user_ids.map(
    (id) => members.find((m) => m.id === id)?.full_name ?? t('A former member'),
  )
  const all = [...names, ...setting.extra_recipients]
  if (all.length === 0) return t('Nobody chosen')
  return all.length > 3
    ? t('{names} and {count} more', { names: all.slice(0, 3).join(', '), count: all.length - 3 })
    : all.join(', ')
}

function CellSummary({
  cell,
  settings,
  members,
}: {
  cell: Cell
  settings: readonly NotificationSetting[]
  members: readonly Member[]
}) {
  const setting = settings.find((s) => s.event === cell.event && s.channel === cell.channel)
  const fallback = NOTIFICATION_DEFAULTS[cell.event]
  const usesDefault = !settings.some((s) => s.event === cell.event) && fallback?.channel === cell.channel
  if (setting) {
    return (
      <Stack gap="1" align="start">
        <Badge colorPalette={setting.enabled ? 'green' : 'gray'}>
          {setting.enabled ? t('On') : t('Off')}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {recipientsText(setting, members)}
          {setting.low_stock_threshold !== null
            ? ` · ${t('at {count} or fewer', { count: setting.low_stock_threshold })}`
            : ''}
        </Text>
      </Stack>
    )
  }
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={usesDefault ? 'blue' : 'gray'}>{usesDefault ? t('Default') : t('Off')}</Badge>
      {usesDefault ? (
        <Text fontSize="xs" color="fg.muted">
          {t('The account’s owners')}
        </Text>
      ) : null}
    </Stack>
  )
}

export function NotificationSettingsPage() {
  const allowed = useRoleCan('settings')
  const settings = useQuery({ ...notificationQueries.list(), enabled: allowed })
  const members = useQuery({ ...teamQueries.members({ skip: 0, limit: 100 }), enabled: allowed })
  const [editing, setEditing] = useState<Cell | null>(null)
  if (!allowed)
    return <NoAccess permission="settings" title={t('You do not have access to notification settings')} />
  if (settings.isError)
    return (
      <LoadFailed
        title={t('Notification settings could not be loaded')}
        onRetry={() => void settings.refetch()}
      />
    )
  const memberList = members.data?.data ?? []

  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t(
              'Messages go out when the event happens, through the sandbox outbox. While an event has no setting, only a failed payout notifies anyone: the owners, by email.',
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <TableScroll name={t('Notification settings')} borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('Notification settings')} aria-busy={settings.isPending}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('Event')}</Table.ColumnHeader>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.ColumnHeader key={channel} scope="col">
                  {channelName(channel)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Row key={event}>
                <Table.Cell as="th" scope="row" minW="40" textAlign="start">
                  <Text fontWeight="medium">{eventLabel(event)}</Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {eventDescription(event)}
                  </Text>
                </Table.Cell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Cell key={channel} minW="44" verticalAlign="top">
                    {settings.isPending ? (
                      <Skeleton height="8" />
                    ) : (
                      <Stack gap="2" align="start">
                        <CellSummary
                          cell={{ event, channel }}
                          settings={settings.data}
                          members={memberList}
                        />
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={
                            channel === 'email'
                              ? t('Edit {event} by Email', { event: eventLabel(event) })
                              : t('Edit {event} by SMS', { event: eventLabel(event) })
                          }
                          onClick={() => setEditing({ event, channel })}
                        >
                          {t('Edit')}
                        </Button>
                      </Stack>
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      {editing && settings.data ? (
        <CellDialog
          {...editing}
          setting={settings.data.find((s) => s.event === editing.event && s.channel === editing.channel)}
          members={memberList}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  )
}
