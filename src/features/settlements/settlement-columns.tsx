// The settlement tables' columns (all settlements, and the self-settlement history): a settlement's number
// opens its details; amounts read gross − fees − reserve = net.
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { dateTimeColumn, moneyColumn, openColumn } from '@/app/ui/data-table-columns.tsx'
import type { DataColumn } from '@/app/ui/data-table.tsx'
import type { SettlementRecord } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { settlementFees } from './settlement-totals.ts'
import { t } from '@/i18n/i18n.ts'

/** A settlement's kind in the reader's language. */
export const kindLabel = (kind: SettlementRecord['kind']): string =>
  kind === 'self' ? t('Self-settlement') : t('Scheduled')

export function SettlementStatus({ status }: { status: SettlementRecord['status'] }) {
  return <StatusBadge status={status} colorPalette={status === 'settled' ? 'green' : 'orange'} />
}

export function settlementColumns(open: (id: string) => void): DataColumn<SettlementRecord>[] {
  return [
    openColumn(
      'settlement_no',
      t('Settlement'),
      (row) => row.settlement_no,
      t('Details of settlement'),
      open,
    ),
    { id: 'channel', header: t('Channel'), hideBelow: 'sm', cell: (row) => channelLabel(row.channel) },
    { id: 'kind', header: t('Kind'), hideBelow: 'lg', cell: (row) => kindLabel(row.kind) },
    {
      id: 'status',
      header: t('Status'),
      hideBelow: 'md',
      cell: (row) => <SettlementStatus status={row.status} />,
    },
    {
      id: 'payments',
      header: t('Payments'),
      align: 'end',
      hideBelow: 'lg',
      cell: (row) => row.payment_count,
    },
    moneyColumn('gross', t('Gross'), (row) => row.gross, { hideBelow: 'md', nowrap: true }),
    moneyColumn('fees', t('Fees'), settlementFees, { hideBelow: 'md', nowrap: true }),
    moneyColumn('reserve', t('Reserve'), (row) => row.reserve, { hideBelow: 'lg', nowrap: true }),
    moneyColumn('net', t('Net'), (row) => row.net, { nowrap: true }),
    dateTimeColumn('created_at', t('Settled'), (row) => row.settled_at, {
      sortKey: 'created_at',
      hideBelow: 'sm',
    }),
  ]
}
