// Payouts as a console list, for every account that pays money out (a merchant's balance, an introducer's
// commission): invoice (opening its timeline), bank account, status, amounts and when it was requested,
// filtered by status and dates and searchable by invoice. Which payouts (the query) and the toolbar's actions
// are the page's.
import type { ReactNode } from 'react'
import { Text } from '@chakra-ui/react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ListPage } from '@/contract/envelope.ts'
import { PAYOUT_STATUSES } from '@/contract/list-choices.ts'
import type { Payout } from '@/contract/payouts.ts'
import { PAYOUT_STATUS_PALETTE } from '@/lib/status-palettes.ts'
import { createdColumn, OpenButton } from '@/app/ui/data-table-columns.tsx'
import { money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, FilterSelect } from '@/app/ui/filter-select.tsx'
import { PageTabs } from '@/app/ui/page-tabs.tsx'
import { PAYOUT_TABS, type PayoutSearch, type PayoutTab } from '@/app/ui/payout-search.ts'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'

const STATUS_OPTIONS = PAYOUT_STATUSES.map((status) => [status, capitalised(status)] as const)

export function PayoutStatusBadge({ status }: { status: Payout['status'] }) {
  return <StatusBadge status={status} colorPalette={PAYOUT_STATUS_PALETTE[status]} />
}

const columns = (open: (id: string) => void): DataColumn<Payout>[] => [
  {
    id: 'invoice_no',
    header: 'Invoice',
    cell: (payout) => (
      <OpenButton
        size="xs"
        fontFamily="mono"
        onClick={() => open(payout.id)}
        aria-label={`Timeline of payout ${payout.invoice_no}`}
      >
        {payout.invoice_no}
      </OpenButton>
    ),
  },
  {
    id: 'bank',
    header: 'Bank account',
    hideBelow: 'md',
    cell: (payout) => `${payout.bank_name} ${payout.account_number_masked}`,
  },
  { id: 'status', header: 'Status', cell: (payout) => <PayoutStatusBadge status={payout.status} /> },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amount',
    align: 'end',
    cell: (payout) => <Text whiteSpace="nowrap">{money(payout.amount)}</Text>,
  },
  { id: 'fee', header: 'Fee', align: 'end', hideBelow: 'lg', cell: (payout) => money(payout.fee) },
  { id: 'total', header: 'Total', align: 'end', hideBelow: 'sm', cell: (payout) => money(payout.total) },
  createdColumn('Requested', 'md'),
]

interface PayoutTableProps<K extends QueryKey> {
  /** The page's payouts query (its list with the search's filters). */
  listQuery: UseQueryOptions<ListPage<Payout>, Error, ListPage<Payout>, K>
  search: PayoutSearch
  controls: ListSearchControls<PayoutSearch>
  onOpen: (id: string) => void
  actions: ReactNode
  /** What a payout moves to the bank ("your available balance"), for the empty list's hint. */
  source: string
}

export function PayoutTable<K extends QueryKey>(props: PayoutTableProps<K>) {
  const { listQuery, search, controls, onOpen, actions, source } = props
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
          <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      actions={actions}
      empty={{
        title: 'No payouts yet',
        description: `Request a payout to move ${source} to your bank account.`,
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
