// "Settlement settings": how the schedule works, each channel's T+n with its pause switch, and the reserve.
// Everyone sees the schedule; only owners and administrators get the switches and the reserve form.
import { Badge, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { settlementQueries, useToggleSettlementChannel } from '@/api/settlements.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { Channel } from '@/contract/constants.ts'
import { SETTLEMENT_HOUR_MYT, type SettlementSettings } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { ReserveForm } from './reserve-form.tsx'
import { useRoleCan } from '@/api/use-session.ts'
import { SettlementCard } from './settlement-card.tsx'

export function SettlementSettingsCard() {
  const query = useQuery(settlementQueries.settings())
  const canManage = useRoleCan('settings')
  const settings = query.data
  return (
    <SettlementCard
      headingId="settlement-settings-heading"
      title="Settlement settings"
      description={
        <>
          A payment settles on the n-th Malaysian business day after the day it was paid (T+n), at{' '}
          {SETTLEMENT_HOUR_MYT}:00 Malaysian time. Saturdays, Sundays and Malaysian public holidays are
          skipped, so a payment on Friday with T+1 settles on Monday, or on Tuesday when Monday is a holiday.
          {settings
            ? ` ${settings.reserve_percent}% of each settlement is held back as a reserve and released to your available balance after ${settings.reserve_hold_days} days.`
            : null}{' '}
          A paused channel keeps its money pending until you resume it or settle it yourself.
        </>
      }
    >
      {settings ? (
        <Stack gap="6">
          <ScheduleTable settings={settings} canManage={canManage} />
          {canManage ? <ReserveForm settings={settings} /> : null}
        </Stack>
      ) : query.isError ? (
        <Text role="alert">The settlement settings could not be loaded.</Text>
      ) : (
        <Skeleton height="32" />
      )}
    </SettlementCard>
  )
}

type ScheduleLine = SettlementSettings['schedule'][number]

function ScheduleTable({ settings, canManage }: { settings: SettlementSettings; canManage: boolean }) {
  const toggle = useToggleSettlementChannel()
  const busy = toggle.isPending ? toggle.variables?.channel : null
  const columns: PlainColumn<ScheduleLine>[] = [
    { header: 'Channel', cell: ({ channel }) => channelLabel(channel) },
    {
      header: 'Settles',
      cellProps: { whiteSpace: 'nowrap' },
      cell: ({ business_days }) => (
        <>
          T+{business_days}{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            ({business_days} business day{business_days === 1 ? '' : 's'})
          </Text>
        </>
      ),
    },
    {
      header: canManage ? 'Scheduled settlement' : 'State',
      cell: ({ channel, paused }) =>
        canManage ? (
          <Switch.Root
            size="sm"
            checked={!paused}
            disabled={busy === channel}
            onCheckedChange={(details) =>
              toggle.mutate(
                { channel: channel as Channel, paused: !details.checked },
                {
                  onSuccess: () =>
                    notify(`${channelLabel(channel)} ${details.checked ? 'resumed' : 'paused'}`),
                },
              )
            }
          >
            <Switch.HiddenInput aria-label={`Scheduled settlement of ${channelLabel(channel)}`} />
            <Switch.Control />
            <Switch.Label fontWeight="normal">{paused ? 'Paused' : 'On'}</Switch.Label>
          </Switch.Root>
        ) : (
          <HStack>
            <Badge colorPalette={paused ? 'orange' : 'green'}>{paused ? 'Paused' : 'On'}</Badge>
          </HStack>
        ),
    },
  ]
  return (
    <PlainTable
      aria-label="Settlement schedule by channel"
      framing="line"
      columns={columns}
      rows={settings.schedule}
      rowKey={(line) => line.channel}
    />
  )
}
