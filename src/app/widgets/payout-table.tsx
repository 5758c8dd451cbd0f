// Payouts as a console list, for every account that pays money out (a merchant's balance, an introducer's
// commission): invoice (opening its timeline), bank account, status, amounts and when it was requested,
// filtered by status and dates and searchable by invoice. Which payouts (the query) and the toolbar's actions
// are the page's.
import type { ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ListPage } from '@/contract/envelope.ts'
import { PAYOUT_STATUSES } from '@/contract/list-choices.ts'
import type { Payout } from '@/contract/payouts.ts'
import { t } from '@/i18n/i18n.ts'
import { PAYOUT_STATUS_PALETTE } from '@/lib/status-palettes.ts'
import { createdColumn, moneyColumn, openColumn } from '@/app/ui/data-table-columns.tsx'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { PageTabs } from '@/app/ui/page-tabs.tsx'
import { PAYOUT_TABS, type PayoutSearch, type PayoutTab } from '@/app/ui/payout-search.ts'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'

export function PayoutStatusBadge({ status }: { status: Payout['status'] }) {
  return <StatusBadge status={status} colorPalette={PAYOUT_STATUS_PALETTE[status]} />
}

const columns = (open: (id: string) => void): DataColumn<Payout>[] => [
  openColumn('invoice_no', t('Invoice'), (payout) => payout.invoice_no, t('Timeline of payout'), open),
  {
    id: 'bank',
    header: t('Bank account'),
    hideBelow: 'md',
    cell: (payout) => `${payout.bank_name} ${payout.account_number_masked}`,
  },
  { id: 'status', header: t('Status'), cell: (payout) => <PayoutStatusBadge status={payout.status} /> },
  moneyColumn('amount', t('Amount'), (payout) => payout.amount, { sortKey: 'amount', nowrap: true }),
  moneyColumn('fee', t('Fee'), (payout) => payout.fee, { hideBelow: 'lg' }),
  moneyColumn('total', t('Total'), (payout) => payout.total, { hideBelow: 'sm' }),
  createdColumn(t('Requested'), 'md'),
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
      label={t('Payouts')}
      columns={columns(onOpen)}
      query={query}
      {...table}
      searchLabel={t('Search invoice number')}
      filtered={Boolean(search.status || search.from || search.to)}
      filters={
        <>
          <FilterSelect {...statusChoices(PAYOUT_STATUSES)} {...bind('status')} />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      actions={actions}
      empty={{
        title: t('No payouts yet'),
        description: emptyHint,
      }}
    />
  )
}

const tabLabels = (): Record<PayoutTab, string> => ({ payouts: t('Payouts'), banks: t('Bank accounts') })

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
    <PageTabs tabs={PAYOUT_TABS} labels={tabLabels()} value={tab} onChange={onChange}>
      {(shown) => (shown === 'banks' ? banks : payouts)}
    </PageTabs>
  )
}
