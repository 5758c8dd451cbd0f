// /refund/view: voided sales and refunds, searchable by record or invoice number, by kind and by date.
import { Badge } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { voidSaleQueries } from '@/api/void-sales.ts'
import { createdColumn, monoColumn, moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { Detail, Mono, money } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { VoidSaleRecord } from '@/contract/void-sales.ts'
import { channelLabel } from '@/lib/channels.ts'
import { voidSaleListParams } from './void-sale-search.ts'

const route = getRouteApi('/_console/refund/view')

const KIND_FILTER = filterOf('Kind', 'Voids and refunds', [
  ['void', 'Voided sales'],
  ['refund', 'Refunds'],
] as const)

const COLUMNS: DataColumn<VoidSaleRecord>[] = [
  monoColumn('record_no', 'Record', (row) => row.record_no),
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
        <Mono>{row.invoice_no}</Mono>
        <Detail>
          {row.payer_name ?? '—'} · {channelLabel(row.channel)}
        </Detail>
      </>
    ),
  },
  moneyColumn('amount', 'Returned', (row) => row.amount, { nowrap: true }),
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
          <FilterSelect {...KIND_FILTER} {...bind('kind')} />
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
