// The payouts tab: every payout with its status, filtered by status and dates, searchable by invoice; a row
// opens its timeline. "Request payout" and the report download sit in the toolbar.
import { Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { payoutQueries } from '@/api/payouts.ts'
import { createdColumn, OpenButton } from '@/app/ui/data-table-columns.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, FilterSelect } from '@/app/ui/filter-select.tsx'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import { PAYOUT_STATUSES, type Payout } from '@/contract/payouts.ts'
import { PayoutStatusBadge } from './payout-status.tsx'
import { payoutListParams, type PayoutSearch } from './payout-search.ts'

const STATUS_OPTIONS = PAYOUT_STATUSES.map((status) => [status, capitalised(status)] as const)

function columns(open: (id: string) => void): DataColumn<Payout>[] {
  return [
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
}

interface PayoutListProps {
  search: PayoutSearch
  controls: ListSearchControls<PayoutSearch>
  actions: React.ReactNode
  onOpen: (id: string) => void
}

export function PayoutList({ search, controls, actions, onOpen }: PayoutListProps) {
  const query = useQuery(payoutQueries.list(payoutListParams(search)))
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
        description: 'Request a payout to move your available balance to your bank account.',
      }}
    />
  )
}
