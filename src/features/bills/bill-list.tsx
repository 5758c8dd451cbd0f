// /customer-bills/datatable: every bill of the account, by collection, status or text.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { CreateLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { billColumns } from './bill-columns.tsx'
import { billListParams } from './bill-search.ts'
import { BillStatusFilter } from './bill-status-filter.tsx'
import { CollectionPicker } from './collection-picker.tsx'

const COLUMNS = billColumns('account')
const route = getRouteApi('/_console/customer-bills/datatable')

export function BillList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(billQueries.list(billListParams(search)))
  return (
    <DataTable
      label="Customer bills"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search invoice, payer or email"
      filtered={search.status !== undefined || search.collection_id !== undefined}
      filters={
        <>
          <BillStatusFilter {...bind('status')} />
          <CollectionPicker label="Collection" emptyLabel="All collections" {...bind('collection_id')} />
        </>
      }
      create={<CreateLink to="/customer-bills/new">New bill</CreateLink>}
      empty={{
        title: 'No bills yet',
        description: 'Bills you send to customers from any collection show up here.',
      }}
    />
  )
}
