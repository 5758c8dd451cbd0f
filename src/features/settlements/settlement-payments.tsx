// The payments one settlement paid out: invoice, payer, amount, fee and net, narrow enough for a drawer.
import { dateTime, Detail, money, Mono } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { SettlementPayment } from '@/contract/settlements.ts'
import { t } from '@/i18n/i18n.ts'

// Headers in the reader's language: made when the table draws, not when the module loads.
const columns = (): PlainColumn<SettlementPayment>[] => [
  {
    header: t('Invoice'),
    cell: (payment) => (
      <>
        <Mono>{payment.invoice_no}</Mono>
        <Detail>{payment.payer_name ?? '—'}</Detail>
        <Detail>{dateTime(payment.paid_at)}</Detail>
      </>
    ),
  },
  {
    header: t('Amount (fee)'),
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (payment) => (
      <>
        {money(payment.amount)}
        <Detail>{money(payment.fee)}</Detail>
      </>
    ),
  },
  {
    header: t('Net'),
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (payment) => money(payment.net),
  },
]

export function SettlementPayments({ payments }: { payments: SettlementPayment[] }) {
  return (
    <PlainTable
      framing="line"
      empty={t('This settlement lists no payments.')}
      aria-label={t('Payments in this settlement')}
      columns={columns()}
      rows={payments}
    />
  )
}
