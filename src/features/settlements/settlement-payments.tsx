// The payments one settlement paid out: invoice, payer, amount, fee and net, narrow enough for a drawer.
import { Table, Text } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import type { SettlementPayment } from '@/contract/settlements.ts'

export function SettlementPayments({ payments }: { payments: SettlementPayment[] }) {
  if (payments.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        This settlement lists no payments.
      </Text>
    )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Payments in this settlement">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount (fee)</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell>
                <Text fontFamily="mono" fontSize="xs">
                  {payment.invoice_no}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {payment.payer_name ?? '—'}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {dateTime(payment.paid_at)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money(payment.amount)}
                <Text fontSize="xs" color="fg.muted">
                  {money(payment.fee)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money(payment.net)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
