// What settling now would bring, channel by channel (calculate-settlement-fee): gross, payment fees, the
// settlement fee, the reserve held back, what reaches the available balance, and when the schedule would
// settle it anyway.
import { Table, Text } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { SettlementQuote } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'

type Line = SettlementQuote['channels'][number]

const AMOUNTS: [string, (line: Omit<Line, 'channel' | 'next_scheduled_at'>) => string][] = [
  ['Gross', (line) => line.gross],
  ['Payment fees', (line) => line.fee],
  ['Settlement fee', (line) => line.settlement_fee],
  ['Reserve', (line) => line.reserve],
  ['You receive', (line) => line.receive],
]

const COLUMNS: PlainColumn<Line>[] = [
  { header: 'Channel', cell: (line) => channelLabel(line.channel) },
  { header: 'Payments', align: 'end', cell: (line) => line.payment_count },
  ...AMOUNTS.map(([header, amount]): PlainColumn<Line> => ({
    header,
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (line) => money(amount(line)),
  })),
  {
    header: 'Next scheduled settlement',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (line) => dateTime(line.next_scheduled_at),
  },
]

export function SelfSettlementQuote({ quote }: { quote: SettlementQuote }) {
  return (
    <PlainTable
      aria-label="Pending money by channel"
      framing="line"
      columns={COLUMNS}
      rows={quote.channels}
      rowKey={(line) => line.channel}
      rowProps={(line) => ({ 'data-testid': `quote-${line.channel}` })}
      footer={
        <Table.Row fontWeight="semibold">
          <Table.Cell>All channels</Table.Cell>
          <Table.Cell textAlign="end">{quote.total.payment_count}</Table.Cell>
          {AMOUNTS.map(([header, amount]) => (
            <Table.Cell key={header} textAlign="end" whiteSpace="nowrap">
              {money(amount(quote.total))}
            </Table.Cell>
          ))}
          <Table.Cell>
            <Text as="span" color="fg.muted" fontWeight="normal">
              Reserve {quote.reserve_percent}%
            </Text>
          </Table.Cell>
        </Table.Row>
      }
    />
  )
}
