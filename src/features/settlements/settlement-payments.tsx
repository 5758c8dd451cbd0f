// The payments one settlement paid out: invoice, payer, amount, fee and net, narrow enough for a drawer.
import { Text } from '@chakra-ui/react'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { SettlementPayment } from '@/contract/settlements.ts'

const COLUMNS: PlainColumn<SettlementPayment>[] = [
  {
    header: 'Invoice',
    cell: (payment) => (
      <>
        <Text fontFamily="mono" fontSize="xs">
          {payment.invoice_no}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {payment.payer_name ?? '—'}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dateTime(payment.paid_at)}
        </Text>
      </>
    ),
  },
  {
    header: 'Amount (fee)',
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (payment) => (
      <>
        {money(payment.amount)}
        <Text fontSize="xs" color="fg.muted">
          {money(payment.fee)}
        </Text>
      </>
    ),
  },
  { header: 'Net', align: 'end', cellProps: { whiteSpace: 'nowrap' }, cell: (payment) => money(payment.net) },
]

export function SettlementPayments({ payments }: { payments: SettlementPayment[] }) {
  return (
    <PlainTable
      framing="line"
      empty="This settlement lists no payments."
      aria-label="Payments in this settlement"
      columns={COLUMNS}
      rows={payments}
    />
  )
}
