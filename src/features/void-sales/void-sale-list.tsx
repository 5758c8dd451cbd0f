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
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/refund/view')

// The filter and the columns are made when the list draws: their words are the reader's language.
const kindFilter = () =>
  filterOf(t('Kind'), t('Voids and refunds'), [
    ['void', t('Voided sales')],
    ['refund', t('Refunds')],
  ] as const)

const columns = (): DataColumn<VoidSaleRecord>[] => [
  monoColumn('record_no', t('Record'), (row) => row.record_no),
  {
    id: 'kind',
    header: t('Kind'),
    summary: 'status',
    cell: (row) => (
      <Badge colorPalette={row.kind === 'void' ? 'gray' : 'purple'}>
        {row.kind === 'void' ? t('Void') : t('Refund')}
      </Badge>
    ),
  },
  {
    id: 'invoice_no',
    header: t('Payment'),
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
  moneyColumn('amount', t('Returned'), (row) => row.amount, { nowrap: true }),
  {
    id: 'refunded_total',
    header: t('Refunded of payment'),
    align: 'end',
    hideBelow: 'lg',
    cell: (row) =>
      t('{refunded} of {amount}', { refunded: money(row.refunded_total), amount: money(row.payment_amount) }),
  },
  { id: 'reason', header: t('Reason'), hideBelow: 'md', cell: (row) => row.reason ?? '—' },
  createdColumn(t('Date')),
]

export function VoidSaleList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(voidSaleQueries.list(voidSaleListParams(search)))
  return (
    <DataTable
      label={t('Voided sales and refunds')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search record or invoice number')}
      filtered={Boolean(search.kind || search.from || search.to)}
      filters={
        <>
          <FilterSelect {...kindFilter()} {...bind('kind')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      empty={{
        title: t('No voided sales or refunds'),
        description: t('Void or refund a payment from its details under Payment records.'),
      }}
    />
  )
}
