// Every change and payment of the merchant's subscription (merchant-subscription-history), newest first,
// with the receipt of each paid one.
import { Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { subscriptionQueries } from '@/api/subscriptions.ts'
import { dateTime, Detail, money } from '@/app/ui/data-table-cells.tsx'
import { moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import type { SubscriptionHistory } from '@/contract/subscriptions.ts'
import { myrToSen } from '@/lib/money.ts'
import { calendarDay } from './dates.ts'
import { KIND_LABELS, PERIOD_LABELS } from './plan-change.ts'
import { HistoryStatusBadge } from './subscription-labels.tsx'
import { subscriptionPageParams, type SubscriptionSearch } from './subscription-search.ts'

const COLUMNS: DataColumn<SubscriptionHistory>[] = [
  { id: 'kind', header: 'Kind', cell: (history) => KIND_LABELS[history.kind] },
  {
    id: 'plan',
    header: 'Plan',
    cell: (history) => (
      <Stack gap="0">
        <Text fontWeight="medium">{history.plan_name}</Text>
        <Detail>{PERIOD_LABELS[history.time_period]}</Detail>
      </Stack>
    ),
  },
  {
    id: 'period',
    header: 'Period',
    hideBelow: 'md',
    cell: (history) =>
      history.period_start || history.period_end
        ? `${calendarDay(history.period_start)} – ${calendarDay(history.period_end)}`
        : '—',
  },
  moneyColumn('amount', 'Amount', (history) => history.amount, {
    detail: (history) =>
      myrToSen(history.credit) > 0 ? (
        <Detail whiteSpace="nowrap">after {money(history.credit)} credit</Detail>
      ) : null,
  }),
  { id: 'status', header: 'Status', cell: (history) => <HistoryStatusBadge status={history.status} /> },
  { id: 'paid_at', header: 'Paid', hideBelow: 'sm', cell: (history) => dateTime(history.paid_at) },
  {
    id: 'receipt',
    header: 'Receipt',
    cell: (history) =>
      history.receipt_url ? (
        <Link
          href={history.receipt_url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          aria-label={`Receipt of ${history.invoice_no ?? history.plan_name}`}
        >
          Receipt
        </Link>
      ) : (
        '—'
      ),
  },
]

interface SubscriptionHistoryTableProps {
  search: SubscriptionSearch
  controls: ListSearchControls<SubscriptionSearch>
}

export function SubscriptionHistoryTable({ search, controls }: SubscriptionHistoryTableProps) {
  const query = useQuery(subscriptionQueries.history(subscriptionPageParams(search)))
  return (
    <DataTable
      label="Subscription history"
      columns={COLUMNS}
      query={query}
      {...controls.table}
      empty={{
        title: 'No subscription changes yet',
        description: 'Plan changes, renewals and their payments show here.',
      }}
    />
  )
}
