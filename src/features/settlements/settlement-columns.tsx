// The settlement tables' columns (all settlements, and the self-settlement history): a settlement's number
// opens its details; amounts read gross − fees − reserve = net.
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { dateTimeColumn, moneyColumn, openColumn } from '@/app/ui/data-table-columns.tsx'
import type { DataColumn } from '@/app/ui/data-table.tsx'
import type { SettlementRecord } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { settlementFees } from './settlement-totals.ts'

const STATUS_LABELS: Record<SettlementRecord['status'], string> = {
  settled: 'settled',
  reserve_held: 'reserve held',
}
export const KIND_LABELS: Record<SettlementRecord['kind'], string> = {
  scheduled: 'Scheduled',
  self: 'Self-settlement',
}

export function SettlementStatus({ status }: { status: SettlementRecord['status'] }) {
  return (
    <StatusBadge status={STATUS_LABELS[status]} colorPalette={status === 'settled' ? 'green' : 'orange'} />
  )
}

export function settlementColumns(open: (id: string) => void): DataColumn<SettlementRecord>[] {
  return [
    openColumn('settlement_no', 'Settlement', (row) => row.settlement_no, 'Details of settlement', open),
    { id: 'channel', header: 'Channel', hideBelow: 'sm', cell: (row) => channelLabel(row.channel) },
    { id: 'kind', header: 'Kind', hideBelow: 'lg', cell: (row) => KIND_LABELS[row.kind] },
    {
      id: 'status',
      header: 'Status',
      hideBelow: 'md',
      cell: (row) => <SettlementStatus status={row.status} />,
    },
    { id: 'payments', header: 'Payments', align: 'end', hideBelow: 'lg', cell: (row) => row.payment_count },
    moneyColumn('gross', 'Gross', (row) => row.gross, { hideBelow: 'md', nowrap: true }),
    moneyColumn('fees', 'Fees', settlementFees, { hideBelow: 'md', nowrap: true }),
    moneyColumn('reserve', 'Reserve', (row) => row.reserve, { hideBelow: 'lg', nowrap: true }),
    moneyColumn('net', 'Net', (row) => row.net, { nowrap: true }),
    dateTimeColumn('created_at', 'Settled', (row) => row.settled_at, {
      sortKey: 'created_at',
      hideBelow: 'sm',
    }),
  ]
}
