// /transactions/payout: the introducer's commission available to pay out, its payouts (status, dates,
// invoice search, CSV export) and the bank accounts they go to. "Request payout" is the money-out flow every
// account uses; the route hands it and the bank accounts in, since features do not import each other.
import { useState, type ReactNode } from 'react'
import { Button, Stack, Tabs, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { fetchAllRows, fetchPayouts, introducerKeys, introducerQueries } from '@/api/introducer.ts'
import { createdColumn, OpenButton } from '@/app/ui/data-table-columns.tsx'
import { money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { capitalised, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch, type ListSearchControls } from '@/app/ui/use-list-search.ts'
import type { IntroducerPayout } from '@/contract/introducer.ts'
import { PAYOUT_STATUSES } from '@/contract/list-choices.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { ExportCsvButton } from './export-csv-button.tsx'
import { payoutQuery } from './introducer-params.ts'
import {
  INTRODUCER_PAYOUT_TABS,
  type IntroducerPayoutSearch,
  type IntroducerPayoutTab,
} from './introducer-search.ts'

const route = getRouteApi('/_console/transactions/payout')

const TAB_LABELS: Record<IntroducerPayoutTab, string> = { payouts: 'Payouts', banks: 'Bank accounts' }
const STATUS_OPTIONS = PAYOUT_STATUSES.map((status) => [status, capitalised(status)] as const)
const PAYOUT_COLOURS: Record<IntroducerPayout['status'], string> = {
  requested: 'blue',
  processing: 'orange',
  paid: 'green',
  failed: 'red',
}

const columns = (open: (id: string) => void): DataColumn<IntroducerPayout>[] => [
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
  {
    id: 'status',
    header: 'Status',
    cell: (payout) => <StatusBadge status={payout.status} colorPalette={PAYOUT_COLOURS[payout.status]} />,
  },
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

export const PAYOUT_CSV_COLUMNS: CsvColumn<IntroducerPayout>[] = [
  { header: 'Invoice', value: (payout) => payout.invoice_no },
  { header: 'Bank', value: (payout) => payout.bank_name },
  { header: 'Account', value: (payout) => payout.account_number_masked },
  { header: 'Status', value: (payout) => payout.status },
  { header: 'Amount (MYR)', value: (payout) => payout.amount },
  { header: 'Fee (MYR)', value: (payout) => payout.fee },
  { header: 'Total (MYR)', value: (payout) => payout.total },
  { header: 'Requested at', value: (payout) => payout.created_at },
]

/** Another tab starts from its first page with no search or filters (they belonged to the other list). */
const switchTab = (tab: IntroducerPayoutTab): Partial<IntroducerPayoutSearch> => ({
  tab: tab === 'payouts' ? undefined : tab,
  search: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
  sort: undefined,
  order: undefined,
})

export interface RequestPayoutProps {
  /** The commission available to pay out. */
  available: string
  open: boolean
  onClose: () => void
  onAddBank: () => void
  onRequested: (payout: { id: string }) => void
}

interface IntroducerPayoutPageProps {
  /** The commission available, on its way and paid out. */
  balance: ReactNode
  requestPayout: (props: RequestPayoutProps) => ReactNode
  banks: (table: ListSearchControls<IntroducerPayoutSearch>['table']) => ReactNode
  /** The open payout's timeline (the money-out drawer every account uses). */
  drawer: (payoutId: string | undefined, onClose: () => void) => ReactNode
}

export function IntroducerPayoutPage({ balance, requestPayout, banks, drawer }: IntroducerPayoutPageProps) {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate())
  const queryClient = useQueryClient()
  const tab = search.tab ?? 'payouts'
  // Opening a payout is not a list change: keep the page the introducer is on.
  const open = (payout: string | undefined) => controls.change({ payout, skip: search.skip })
  const [requesting, setRequesting] = useState(false)
  // The payout request checks the amount against the available commission, so it waits for it.
  const available = useQuery(introducerQueries.me()).data?.commission.available
  return (
    <Stack gap="6">
      {balance}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => controls.change(switchTab(details.value as IntroducerPayoutTab))}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List mb="4">
          {INTRODUCER_PAYOUT_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="payouts" pt="0">
          <PayoutTable
            search={search}
            controls={controls}
            onOpen={open}
            request={
              <Button size="sm" disabled={available === undefined} onClick={() => setRequesting(true)}>
                Request payout
              </Button>
            }
          />
        </Tabs.Content>
        <Tabs.Content value="banks" pt="0">
          {tab === 'banks' ? banks(controls.table) : null}
        </Tabs.Content>
      </Tabs.Root>
      {requestPayout({
        available: available ?? '0.00',
        open: requesting && available !== undefined,
        onClose: () => setRequesting(false),
        onAddBank: () => {
          setRequesting(false)
          controls.change(switchTab('banks'))
        },
        onRequested: (payout) => {
          setRequesting(false)
          // The payout left the available commission: the figures and the list both move.
          void queryClient.invalidateQueries({ queryKey: introducerKeys.all })
          controls.change({ ...switchTab('payouts'), payout: payout.id })
        },
      })}
      {drawer(search.payout, () => open(undefined))}
    </Stack>
  )
}

function PayoutTable({
  search,
  controls,
  onOpen,
  request,
}: {
  search: IntroducerPayoutSearch
  controls: ListSearchControls<IntroducerPayoutSearch>
  onOpen: (id: string) => void
  request: ReactNode
}) {
  const params = payoutQuery(search)
  const query = useQuery(introducerQueries.payouts(params))
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
      actions={
        <>
          <ExportCsvButton
            name="Payouts"
            columns={PAYOUT_CSV_COLUMNS}
            fetchRows={() => fetchAllRows(fetchPayouts, params)}
          />
          {request}
        </>
      }
      empty={{
        title: 'No payouts yet',
        description: 'Request a payout to move your available commission to your bank account.',
      }}
    />
  )
}
