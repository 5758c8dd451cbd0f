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
import { t } from '@/i18n/i18n.ts'

export function SettlementSettingsCard() {
  const query = useQuery(settlementQueries.settings())
  const canManage = useRoleCan('settings')
  const settings = query.data
  return (
    <SettlementCard
      headingId="settlement-settings-heading"
      title={t('Settlement settings')}
      description={
        <>
          {t(
            'A payment settles on the n-th Malaysian business day after the day it was paid (T+n), at {hour}:00 Malaysian time. Saturdays, Sundays and Malaysian public holidays are skipped, so a payment on Friday with T+1 settles on Monday, or on Tuesday when Monday is a holiday.',
            { hour: SETTLEMENT_HOUR_MYT },
          )}
          {settings
            ? ` ${t('{percent}% of each settlement is held back as a reserve and released to your available balance after {days} days.', { percent: settings.reserve_percent, days: settings.reserve_hold_days })}`
            : null}{' '}
          {t('A paused channel keeps its money pending until you resume it or settle it yourself.')}
        </>
      }
    >
      {settings ? (
        <Stack gap="6">
          <ScheduleTable settings={settings} canManage={canManage} />
          {canManage ? <ReserveForm settings={settings} /> : null}
        </Stack>
      ) : query.isError ? (
        <Text role="alert">{t('The settlement settings could not be loaded.')}</Text>
      ) : (
        <Skeleton height="32" />
      )}
    </SettlementCard>
  )
}

/** The settlement delay's notation (T+n: n business days after the day of payment), not a word. */
const T_PLUS = 'T+'

type ScheduleLine = SettlementSettings['schedule'][number]

function ScheduleTable({ settings, canManage }: { settings: SettlementSettings; canManage: boolean }) {
  const toggle = useToggleSettlementChannel()
  const busy = toggle.isPending ? toggle.variables?.channel : null
  const columns: PlainColumn<ScheduleLine>[] = [
    { header: t('Channel'), cell: ({ channel }) => channelLabel(channel) },
    {
      header: t('Settles'),
      cellProps: { whiteSpace: 'nowrap' },
      cell: ({ business_days }) => (
        <>
          {T_PLUS}
          {business_days}{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            {t('({days, plural, one {# business day} other {# business days}})', { days: business_days })}
          </Text>
        </>
      ),
    },
    {
      header: canManage ? t('Scheduled settlement') : t('Status'),
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
                    notify(
                      details.checked
                        ? t('{channel} resumed', { channel: channelLabel(channel) })
                        : t('{channel} paused', { channel: channelLabel(channel) }),
                    ),
                },
              )
            }
          >
            <Switch.HiddenInput
              aria-label={t('Scheduled settlement of {channel}', { channel: channelLabel(channel) })}
            />
            <Switch.Control />
            <Switch.Label fontWeight="normal">{paused ? t('Paused') : t('On')}</Switch.Label>
          </Switch.Root>
        ) : (
          <HStack>
            <Badge colorPalette={paused ? 'orange' : 'green'}>{paused ? t('Paused') : t('On')}</Badge>
          </HStack>
        ),
    },
  ]
  return (
    <PlainTable
      aria-label={t('Settlement schedule by channel')}
      framing="line"
      columns={columns}
      rows={settings.schedule}
      rowKey={(line) => line.channel}
    />
  )
}
