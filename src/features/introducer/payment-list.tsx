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
import { filterOf, FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import type { IntroducerPayment } from '@/contract/introducer.ts'
import { t } from '@/i18n/i18n.ts'
import { channelLabel } from '@/lib/channels.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { COMMISSION_STATE_WORDS, CommissionCell } from './commission-cell.tsx'
import { ExportCsvButton } from './export-csv-button.tsx'
import { MERCHANT_CHOICES_QUERY, paymentQuery } from './introducer-params.ts'

const route = getRouteApi('/_console/transactions/payment')

const columns = (): DataColumn<IntroducerPayment>[] => [
  monoColumn('invoice_no', t('Invoice'), (payment) => payment.invoice_no),
  { id: 'merchant', header: t('Merchant'), cell: (payment) => payment.merchant_name },
  { id: 'channel', header: t('Channel'), hideBelow: 'lg', cell: (payment) => channelLabel(payment.channel) },
  {
    id: 'status',
    header: t('Status'),
    hideBelow: 'sm',
    cell: (payment) => <StatusBadge status={payment.status} />,
  },
  moneyColumn('amount', t('Amount'), (payment) => payment.amount, { sortKey: 'amount', nowrap: true }),
  moneyColumn('fee', t('Fee'), (payment) => payment.fee, { hideBelow: 'md' }),
  {
    id: 'commission',
    header: t('Commission'),
    align: 'end',
    cell: (payment) => <CommissionCell amount={payment.commission} state={payment.commission_state} />,
  },
  dateTimeColumn('paid_at', t('Paid'), (payment) => payment.paid_at, { sortKey: 'paid_at', hideBelow: 'lg' }),
  createdColumn(t('Created'), 'md'),
]

// The export is a data file in English whatever the screen's language, as the server's report files are
// (server/services/reports): column names, codes (status, channel) and words stay the same for a spreadsheet
// or an import that reads them.
/* eslint-disable lingui/no-unlocalized-strings -- CSV column names, kept English for the file's readers */
export const PAYMENT_CSV_COLUMNS: CsvColumn<IntroducerPayment>[] = [
  { header: 'Invoice', value: (payment) => payment.invoice_no },
  { header: 'Merchant', value: (payment) => payment.merchant_name },
  { header: 'Channel', value: (payment) => payment.channel },
  { header: 'Status', value: (payment) => payment.status },
  { header: 'Amount (MYR)', value: (payment) => payment.amount },
  { header: 'Fee (MYR)', value: (payment) => payment.fee },
  { header: 'Commission (MYR)', value: (payment) => payment.commission },
  { header: 'Commission', value: (payment) => COMMISSION_STATE_WORDS[payment.commission_state] },
  { header: 'Paid at', value: (payment) => payment.paid_at },
  { header: 'Settled at', value: (payment) => payment.settled_at },
  { header: 'Created at', value: (payment) => payment.created_at },
]
/* eslint-enable lingui/no-unlocalized-strings */

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
      label={t('Payments')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search invoice number')}
      filtered={Boolean(search.merchant || search.status || search.from || search.to)}
      filters={
        <>
          <FilterSelect
            {...filterOf(t('Merchant'), t('All merchants'), merchantOptions)}
            {...bind('merchant')}
          />
          <FilterSelect {...statusChoices(PAYMENT_RECORD_STATUSES)} {...bind('status')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      actions={
        <ExportCsvButton
          fileName="payment-transactions"
          label={t('Export payment transactions as CSV')}
          columns={PAYMENT_CSV_COLUMNS}
          fetchRows={() => fetchAllRows(fetchPayments, params)}
        />
      }
      empty={{
        title: t('No payments yet'),
        description: t(
          'Payments your referred merchants receive show here with the commission each earns you.',
        ),
      }}
    />
  )
}
