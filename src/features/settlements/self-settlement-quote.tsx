// What settling now would bring, channel by channel (calculate-settlement-fee): gross, payment fees, the
// settlement fee, the reserve held back, what reaches the available balance, and when the schedule would
// settle it anyway.
import { Table, Text } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { SettlementQuote } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { t } from '@/i18n/i18n.ts'

type Line = SettlementQuote['channels'][number]

// Headers in the reader's language: made when the table draws, not when the module loads.
const amountColumns = (): [string, (line: Omit<Line, 'channel' | 'next_scheduled_at'>) => string][] => [
  [t('Gross'), (line) => line.gross],
  [t('Payment fees'), (line) => line.fee],
  [t('Settlement fee'), (line) => line.settlement_fee],
  [t('Reserve'), (line) => line.reserve],
  [t('You receive'), (line) => line.receive],
]

const columns = (amounts: ReturnType<typeof amountColumns>): PlainColumn<Line>[] => [
  { header: t('Channel'), cell: (line) => channelLabel(line.channel) },
  { header: t('Payments'), align: 'end', cell: (line) => line.payment_count },
  ...amounts.map(([header, amount]): PlainColumn<Line> => ({
    header,
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (line) => money(amount(line)),
  })),
  {
    header: t('Next scheduled settlement'),
    cellProps: { whiteSpace: 'nowrap' },
    cell: (line) => dateTime(line.next_scheduled_at),
  },
]

export function SelfSettlementQuote({ quote }: { quote: SettlementQuote }) {
  const amounts = amountColumns()
  return (
    <PlainTable
      aria-label={t('Pending money by channel')}
      framing="line"
      columns={columns(amounts)}
      rows={quote.channels}
      rowKey={(line) => line.channel}
      rowProps={(line) => ({ 'data-testid': `quote-${line.channel}` })}
      footer={
        <Table.Row fontWeight="semibold">
          <Table.Cell>{t('All channels')}</Table.Cell>
          <Table.Cell textAlign="end">{quote.total.payment_count}</Table.Cell>
          {amounts.map(([header, amount]) => (
            <Table.Cell key={header} textAlign="end" whiteSpace="nowrap">
              {money(amount(quote.total))}
            </Table.Cell>
          ))}
          <Table.Cell>
            <Text as="span" color="fg.muted" fontWeight="normal">
              {t('Reserve {percent}%', { percent: quote.reserve_percent })}
            </Text>
          </Table.Cell>
        </Table.Row>
      }
    />
  )
}
