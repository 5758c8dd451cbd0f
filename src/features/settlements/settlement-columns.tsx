// The settlement tables' columns (all settlements, and the self-settlement history): a settlement's number
// opens its details; amounts read gross − fees − reserve = net.
import { Text } from '@chakra-ui/react'
import { dateTime, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { OpenButton } from '@/app/ui/data-table-columns.tsx'
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

const amount = (
  id: string,
  header: string,
  value: (row: SettlementRecord) => string,
  hideBelow?: 'sm' | 'md' | 'lg',
) =>
  ({
    id,
    header,
    align: 'end',
    hideBelow,
    cell: (row) => <Text whiteSpace="nowrap">{money(value(row))}</Text>,
  }) satisfies DataColumn<SettlementRecord>

export function settlementColumns(open: (id: string) => void): DataColumn<SettlementRecord>[] {
  return [
    {
      id: 'settlement_no',
      header: 'Settlement',
      cell: (row) => (
        <OpenButton
          size="xs"
          fontFamily="mono"
          onClick={() => open(row.id)}
          aria-label={`Details of settlement ${row.settlement_no}`}
        >
          {row.settlement_no}
        </OpenButton>
      ),
    },
    { id: 'channel', header: 'Channel', hideBelow: 'sm', cell: (row) => channelLabel(row.channel) },
    { id: 'kind', header: 'Kind', hideBelow: 'lg', cell: (row) => KIND_LABELS[row.kind] },
    {
      id: 'status',
      header: 'Status',
      hideBelow: 'md',
      cell: (row) => <SettlementStatus status={row.status} />,
    },
    { id: 'payments', header: 'Payments', align: 'end', hideBelow: 'lg', cell: (row) => row.payment_count },
    amount('gross', 'Gross', (row) => row.gross, 'md'),
    amount('fees', 'Fees', settlementFees, 'md'),
    amount('reserve', 'Reserve', (row) => row.reserve, 'lg'),
    amount('net', 'Net', (row) => row.net),
    {
      id: 'created_at',
      header: 'Settled',
      sortKey: 'created_at',
      firstOrder: 'desc',
      hideBelow: 'sm',
      cell: (row) => dateTime(row.settled_at),
    },
  ]
}
