// /collections/payments: the merchant's payments, filtered by invoice, status, channel and dates; a row
// opens the payment's details with its callback deliveries.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { paymentRecordQueries } from '@/api/payment-records.ts'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { dateTimeColumn, moneyColumn, openColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { PaymentRecord } from '@/contract/payments.ts'
import { channelLabel } from '@/lib/channels.ts'
import { PaymentRecordFilters } from './payment-record-filters.tsx'
import { PaymentRecordDrawer } from './payment-record-drawer.tsx'
import { CallbackSecretButton } from '@/app/widgets/callback-secret-dialog.tsx'
import { paymentRecordParams } from './payment-record-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/collections/payments')

function columns(open: (id: string) => void): DataColumn<PaymentRecord>[] {
  return [
    openColumn('invoice', t('Invoice'), (record) => record.invoice_no, t('Details of payment'), open),
    { id: 'payer', header: t('Payer'), hideBelow: 'md', cell: (record) => record.payer_name ?? '—' },
    { id: 'channel', header: t('Channel'), hideBelow: 'sm', cell: (record) => channelLabel(record.channel) },
    { id: 'status', header: t('Status'), cell: (record) => <StatusBadge status={record.status} /> },
    moneyColumn('amount', t('Amount'), (record) => record.amount, { nowrap: true }),
    moneyColumn('net', t('Net'), (record) => record.net, { hideBelow: 'lg' }),
    dateTimeColumn('created_at', t('Date'), (record) => record.paid_at ?? record.created_at, {
      sortKey: 'created_at',
      hideBelow: 'md',
    }),
  ]
}

export function PaymentRecordList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate())
  const query = useQuery(paymentRecordQueries.list(paymentRecordParams(search)))
  // Opening a record is not a list change: keep the page the merchant is on.
  const open = (record: string | undefined) => change({ record, skip: search.skip })
  return (
    <>
      <DataTable
        label={t('Payment records')}
        columns={columns(open)}
        query={query}
        {...table}
        searchLabel={t('Search invoice number')}
        filtered={Boolean(search.status || search.channel || search.from || search.to)}
        filters={<PaymentRecordFilters />}
        actions={<CallbackSecretButton />}
        empty={{
          title: t('No payments yet'),
          description: t('Payments of your bills and payment forms show up here.'),
        }}
      />
      <PaymentRecordDrawer recordId={search.record} onClose={() => open(undefined)} />
    </>
  )
}
