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
import { kindLabel, periodLabel } from './plan-change.ts'
import { t } from '@/i18n/i18n.ts'
import { HistoryStatusBadge } from './subscription-labels.tsx'
import { subscriptionPageParams, type SubscriptionSearch } from './subscription-search.ts'

// Made when the table draws: the headers are words of the reader's language.
const columns = (): DataColumn<SubscriptionHistory>[] => [
  { id: 'kind', header: t('Kind'), cell: (history) => kindLabel(history.kind) },
  {
    id: 'plan',
    header: t('Plan'),
    cell: (history) => (
      <Stack gap="0">
        <Text fontWeight="medium">{history.plan_name}</Text>
        <Detail>{periodLabel(history.time_period)}</Detail>
      </Stack>
    ),
  },
  {
    id: 'period',
    header: t('Period'),
    hideBelow: 'md',
    cell: (history) =>
      history.period_start || history.period_end
        ? `${calendarDay(history.period_start)} – ${calendarDay(history.period_end)}`
        : '—',
  },
  moneyColumn('amount', t('Amount'), (history) => history.amount, {
    detail: (history) =>
      myrToSen(history.credit) > 0 ? (
        <Detail whiteSpace="nowrap">{t('after {credit} credit', { credit: money(history.credit) })}</Detail>
      ) : null,
  }),
  { id: 'status', header: t('Status'), cell: (history) => <HistoryStatusBadge status={history.status} /> },
  { id: 'paid_at', header: t('Paid'), hideBelow: 'sm', cell: (history) => dateTime(history.paid_at) },
  {
    id: 'receipt',
    header: t('Receipt'),
    cell: (history) =>
      history.receipt_url ? (
        <Link
          href={history.receipt_url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          aria-label={t('Receipt of {invoice}', { invoice: history.invoice_no ?? history.plan_name })}
        >
          {t('Receipt')}
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
      label={t('Subscription history')}
      columns={columns()}
      query={query}
      {...controls.table}
      empty={{
        title: t('No subscription changes yet'),
        description: t('Plan changes, renewals and their payments show here.'),
      }}
    />
  )
}
