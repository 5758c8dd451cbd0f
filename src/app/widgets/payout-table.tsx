// Payouts as a console list, for every account that pays money out (a merchant's balance, an introducer's
// commission): invoice (opening its timeline), bank account, status, amounts and when it was requested,
// filtered by status and dates and searchable by invoice. Which payouts (the query) and the toolbar's actions
// are the page's.
import type { ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ListPage } from '@/contract/envelope.ts'
import { PAYOUT_STATUSES } from '@/contract/list-choices.ts'
import type { Payout } from '@/contract/payouts.ts'
import { PAYOUT_STATUS_PALETTE } from '@/lib/status-palettes.ts'
import { createdColumn, moneyColumn, openColumn } from '@/app/ui/data-table-columns.tsx'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, FilterSelect, statusFilter } from '@/app/ui/filter-select.tsx'
import { PageTabs } from '@/app/ui/page-tabs.tsx'
import { PAYOUT_TABS, type PayoutSearch, type PayoutTab } from '@/app/ui/payout-search.ts'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'

const STATUS_FILTER = statusFilter(PAYOUT_STATUSES.map((status) => [status, capitalised(status)] as const))

export function PayoutStatusBadge({ status }: { status: Payout['status'] }) {
  return <StatusBadge status={status} colorPalette={PAYOUT_STATUS_PALETTE[status]} />
}

const columns = (open: (id: string) => void): DataColumn<Payout>[] => [
  openColumn('invoice_no', 'Invoice', (payout) => payout.invoice_no, 'Timeline of payout', open),
  {
    id: 'bank',
    header: 'Bank account',
    hideBelow: 'md',
    cell: (payout) => `${payout.bank_name} ${payout.account_number_masked}`,
  },
  { id: 'status', header: 'Status', cell: (payout) => <PayoutStatusBadge status={payout.status} /> },
  moneyColumn('amount', 'Amount', (payout) => payout.amount, { sortKey: 'amount', nowrap: true }),
  moneyColumn('fee', 'Fee', (payout) => payout.fee, { hideBelow: 'lg' }),
  moneyColumn('total', 'Total', (payout) => payout.total, { hideBelow: 'sm' }),
  createdColumn('Requested', 'md'),
]

interface PayoutTableProps<K extends QueryKey> {
  /** The page's payouts query (its list with the search's filters). */
  listQuery: UseQueryOptions<ListPage<Payout>, Error, ListPage<Payout>, K>
  search: PayoutSearch
  controls: ListSearchControls<PayoutSearch>
  onOpen: (id: string) => void
  actions: ReactNode
  /** The empty list's hint, a whole sentence: "Request a payout to move your available balance…". */
  emptyHint: string
}

export function PayoutTable<K extends QueryKey>(props: PayoutTableProps<K>) {
  const { listQuery, search, controls, onOpen, actions, emptyHint } = props
  const query = useQuery(listQuery)
  const { table, bind } = controls
  return (
    <DataTable
      label="Payouts"
      columns={columns(onOpen)}
      query={query}
      {...table}
      searchLabel="Search invoice number"
      filtered={Boolean(search.status || search.from || search.to)}
      filters={
        <>
          <FilterSelect {...STATUS_FILTER} {...bind('status')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      actions={actions}
      empty={{
        title: 'No payouts yet',
        description: emptyHint,
      }}
    />
  )
}

const TAB_LABELS: Record<PayoutTab, string> = { payouts: 'Payouts', banks: 'Bank accounts' }

/** The payouts and the bank accounts they go to, as two tabs. */
export function PayoutTabs({
  tab = 'payouts',
  onChange,
  payouts,
  banks,
}: {
  tab: PayoutTab | undefined
  onChange: (tab: PayoutTab) => void
  payouts: ReactNode
  banks: ReactNode
}) {
  return (
    <PageTabs tabs={PAYOUT_TABS} labels={TAB_LABELS} value={tab} onChange={onChange}>
      {(shown) => (shown === 'banks' ? banks : payouts)}
    </PageTabs>
  )
}
