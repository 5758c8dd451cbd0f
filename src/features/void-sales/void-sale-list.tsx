// /refund/view: voided sales and refunds, searchable by record or invoice number, by kind and by date.
import { Badge, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { voidSaleQueries } from '@/api/void-sales.ts'
import { createdColumn } from '@/app/ui/data-table-columns.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { VoidSaleRecord } from '@/contract/refunds.ts'
import { channelLabel } from '@/lib/channels.ts'
import { voidSaleListParams } from './void-sale-search.ts'

const route = getRouteApi('/_console/refund/view')

const KIND_OPTIONS = [
  ['void', 'Voided sales'],
  ['refund', 'Refunds'],
] as const

const COLUMNS: DataColumn<VoidSaleRecord>[] = [
  {
    id: 'record_no',
    header: 'Record',
    cell: (row) => (
      <Text fontFamily="mono" fontSize="xs">
        {row.record_no}
      </Text>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (row) => (
      <Badge colorPalette={row.kind === 'void' ? 'gray' : 'purple'}>
        {row.kind === 'void' ? 'Void' : 'Refund'}
      </Badge>
    ),
  },
  {
    id: 'invoice_no',
    header: 'Payment',
    hideBelow: 'sm',
    cell: (row) => (
      <>
        <Text fontFamily="mono" fontSize="xs">
          {row.invoice_no}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {row.payer_name ?? '—'} · {channelLabel(row.channel)}
        </Text>
      </>
    ),
  },
  {
    id: 'amount',
    header: 'Returned',
    align: 'end',
    cell: (row) => <Text whiteSpace="nowrap">{money(row.amount)}</Text>,
  },
  {
    id: 'refunded_total',
    header: 'Refunded of payment',
    align: 'end',
    hideBelow: 'lg',
    cell: (row) => `${money(row.refunded_total)} of ${money(row.payment_amount)}`,
  },
  { id: 'reason', header: 'Reason', hideBelow: 'md', cell: (row) => row.reason ?? '—' },
  createdColumn('Date'),
]

export function VoidSaleList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(voidSaleQueries.list(voidSaleListParams(search)))
  return (
    <DataTable
      label="Voided sales and refunds"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search record or invoice number"
      filtered={Boolean(search.kind || search.from || search.to)}
      filters={
        <>
          <FilterSelect label="Kind" allLabel="Voids and refunds" options={KIND_OPTIONS} {...bind('kind')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      empty={{
        title: 'No voided sales or refunds',
        description: 'Void or refund a payment from its details under Payment records.',
      }}
    />
  )
}
