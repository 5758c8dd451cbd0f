// What settling now would bring, channel by channel (calculate-settlement-fee): gross, payment fees, the
// settlement fee, the reserve held back, what reaches the available balance, and when the schedule would
// settle it anyway.
import { Table, Text } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
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

export function SelfSettlementQuote({ quote }: { quote: SettlementQuote }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Pending money by channel">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Channel</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
            {AMOUNTS.map(([header]) => (
              <Table.ColumnHeader key={header} textAlign="end">
                {header}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Next scheduled settlement</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quote.channels.map((line) => (
            <Table.Row key={line.channel} data-testid={`quote-${line.channel}`}>
              <Table.Cell>{channelLabel(line.channel)}</Table.Cell>
              <Table.Cell textAlign="end">{line.payment_count}</Table.Cell>
              {AMOUNTS.map(([header, amount]) => (
                <Table.Cell key={header} textAlign="end" whiteSpace="nowrap">
                  {money(amount(line))}
                </Table.Cell>
              ))}
              <Table.Cell whiteSpace="nowrap">{dateTime(line.next_scheduled_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
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
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  )
}
