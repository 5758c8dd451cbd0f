// One settlement beside the list: its amounts, when its reserve is released, and the payments it settled.
import { Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { settlementQueries } from '@/api/settlements.ts'
import { dateTime, day, FieldList, money } from '@/app/ui/data-table-cells.tsx'
import { channelLabel } from '@/lib/channels.ts'
import { kindLabel, SettlementStatus } from './settlement-columns.tsx'
import { SettlementPayments } from './settlement-payments.tsx'
import { RecordDrawer, RecordLoading, type RecordDrawerProps } from '@/app/ui/record-drawer.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'
import { t } from '@/i18n/i18n.ts'

export function SettlementDrawer(props: RecordDrawerProps) {
  return (
    <RecordDrawer {...props} title={t('Settlement details')} testId="settlement-drawer">
      {(id) => <SettlementDetail id={id} />}
    </RecordDrawer>
  )
}

function SettlementDetail({ id }: { id: string }) {
  const query = useQuery(settlementQueries.detail(id))
  if (!query.data) {
    return <RecordLoading failed={query.isError} failedText={t('This settlement could not be loaded.')} />
  }
  const { settlement, payments } = query.data
  const period =
    settlement.period_start === settlement.period_end
      ? day(settlement.period_start)
      : `${day(settlement.period_start)} – ${day(settlement.period_end)}`
  const reserveNote = settlement.reserve_released_at
    ? t('released {date}', { date: dateTime(settlement.reserve_released_at) })
    : settlement.reserve_release_at
      ? t('released {date}', { date: dateTime(settlement.reserve_release_at) })
      : null
  const rows: [string, React.ReactNode][] = [
    [
      t('Settlement'),
      <Text key="no" as="span" fontFamily="mono">
        {settlement.settlement_no}
      </Text>,
    ],
    [t('Kind'), kindLabel(settlement.kind)],
    [t('Channel'), channelLabel(settlement.channel)],
    [t('Status'), <SettlementStatus key="status" status={settlement.status} />],
    [t('Payments made'), period],
    [t('Settlement day'), day(settlement.settlement_date)],
    [t('Settled at'), dateTime(settlement.settled_at)],
    [t('Gross'), money(settlement.gross)],
    [t('Payment fees'), money(settlement.fee)],
    [t('Settlement fee'), money(settlement.settlement_fee)],
    [t('Reserve'), reserveNote ? `${money(settlement.reserve)} (${reserveNote})` : money(settlement.reserve)],
    [t('Net to available'), money(settlement.net)],
  ]
  return (
    <Stack gap="6">
      <FieldList rows={rows} />
      <PageSection
        headingId="settlement-payments-heading"
        title={t('Payments in this settlement ({count})', { count: settlement.payment_count })}
        nested
      >
        <SettlementPayments payments={payments} />
      </PageSection>
    </Stack>
  )
}
