// /customer-bills/datatable: every bill of the account, by collection, status or text.
import { Button } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { DataTable } from '@/app/data-table.tsx'
import { resolveList } from '@/app/list-search.ts'
import { billColumns } from './bill-columns.tsx'
import { BILL_LIST_DEFAULTS, billListParams, type BillListSearch } from './bill-search.ts'
import { BillStatusFilter } from './bill-status-filter.tsx'
import { CollectionPicker } from './collection-picker.tsx'

const COLUMNS = billColumns('account')

export function BillList({
  search,
  onSearchChange,
}: {
  search: BillListSearch
  onSearchChange: (patch: Partial<BillListSearch>) => void
}) {
  const query = useQuery(billQueries.list(billListParams(search)))
  const newButton = (
    <Button asChild size="sm">
      <Link to="/customer-bills/new">New bill</Link>
    </Button>
  )
  return (
    <DataTable
      label="Customer bills"
      columns={COLUMNS}
      query={query}
      rowKey={(bill) => bill.id}
      list={resolveList(search, BILL_LIST_DEFAULTS)}
      onListChange={(patch) => onSearchChange(patch as Partial<BillListSearch>)}
      searchLabel="Search invoice, payer or email"
      filtered={search.status !== undefined || search.collection_id !== undefined}
      filters={
        <>
          <BillStatusFilter value={search.status} onChange={(status) => onSearchChange({ status })} />
          <CollectionPicker
            label="Collection"
            emptyLabel="All collections"
            value={search.collection_id}
            onChange={(collectionId) => onSearchChange({ collection_id: collectionId })}
          />
        </>
      }
      actions={newButton}
      empty={{
        title: 'No bills yet',
        description: 'Bills you send to customers from any collection show up here.',
        action: newButton,
      }}
    />
  )
}
