// /transactions/payment: the referred merchants' payments with the commission each earns the introducer:
// amounts and fees only, never who paid. Filtered by merchant, status and dates, searchable by invoice;
// "Export CSV" takes every row the filters match.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { fetchAllRows, fetchPayments, introducerQueries } from '@/api/introducer.ts'
import { createdColumn, dateTimeColumn, monoColumn, moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, filterOf, FilterSelect, statusFilter } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import type { IntroducerPayment } from '@/contract/introducer.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { COMMISSION_STATE_LABELS, CommissionCell } from './commission-cell.tsx'
import { ExportCsvButton } from './export-csv-button.tsx'
import { MERCHANT_CHOICES_QUERY, paymentQuery } from './introducer-params.ts'

const route = getRouteApi('/_console/transactions/payment')

const STATUS_FILTER = statusFilter(
  PAYMENT_RECORD_STATUSES.map((status) => [status, capitalised(status.replace(/_/g, ' '))] as const),
)

const COLUMNS: DataColumn<IntroducerPayment>[] = [
  monoColumn('invoice_no', 'Invoice', (payment) => payment.invoice_no),
  { id: 'merchant', header: 'Merchant', cell: (payment) => payment.merchant_name },
  { id: 'channel', header: 'Channel', hideBelow: 'lg', cell: (payment) => payment.channel },
  {
    id: 'status',
    header: 'Status',
    hideBelow: 'sm',
    cell: (payment) => <StatusBadge status={payment.status} />,
  },
  moneyColumn('amount', 'Amount', (payment) => payment.amount, { sortKey: 'amount', nowrap: true }),
  moneyColumn('fee', 'Fee', (payment) => payment.fee, { hideBelow: 'md' }),
  {
    id: 'commission',
    header: 'Commission',
    align: 'end',
    cell: (payment) => <CommissionCell amount={payment.commission} state={payment.commission_state} />,
  },
  dateTimeColumn('paid_at', 'Paid', (payment) => payment.paid_at, { sortKey: 'paid_at', hideBelow: 'lg' }),
  createdColumn('Created', 'md'),
]

export const PAYMENT_CSV_COLUMNS: CsvColumn<IntroducerPayment>[] = [
  { header: 'Invoice', value: (payment) => payment.invoice_no },
  { header: 'Merchant', value: (payment) => payment.merchant_name },
  { header: 'Channel', value: (payment) => payment.channel },
  { header: 'Status', value: (payment) => payment.status },
  { header: 'Amount (MYR)', value: (payment) => payment.amount },
  { header: 'Fee (MYR)', value: (payment) => payment.fee },
  { header: 'Commission (MYR)', value: (payment) => payment.commission },
  { header: 'Commission', value: (payment) => COMMISSION_STATE_LABELS[payment.commission_state] },
  { header: 'Paid at', value: (payment) => payment.paid_at },
  { header: 'Settled at', value: (payment) => payment.settled_at },
  { header: 'Created at', value: (payment) => payment.created_at },
]

export function IntroducerPaymentList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const params = paymentQuery(search)
  const query = useQuery(introducerQueries.payments(params))
  const merchants = useQuery(introducerQueries.merchants(MERCHANT_CHOICES_QUERY))
  const merchantOptions = (merchants.data?.data ?? []).map(
    (merchant) => [merchant.id, merchant.name] as const,
  )
  return (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search invoice number"
      filtered={Boolean(search.merchant || search.status || search.from || search.to)}
      filters={
        <>
          <FilterSelect {...filterOf('Merchant', 'All merchants', merchantOptions)} {...bind('merchant')} />
          <FilterSelect {...STATUS_FILTER} {...bind('status')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      actions={
        <ExportCsvButton
          name="Payment transactions"
          columns={PAYMENT_CSV_COLUMNS}
          fetchRows={() => fetchAllRows(fetchPayments, params)}
        />
      }
      empty={{
        title: 'No payments yet',
        description: 'Payments your referred merchants receive show here with the commission each earns you.',
      }}
    />
  )
}
