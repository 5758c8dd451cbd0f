// /stores/manage: the merchant's stores; choosing one opens its settings below the table.
import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { storeQueries } from '@/api/stores.ts'
import { activeColumn, createdColumn, CreateLink, OpenButton } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Store } from '@/contract/stores.ts'
import { StoreEditor } from './store-editor.tsx'
import { storeListParams } from './store-search.ts'

const route = getRouteApi('/_console/stores/manage')

export function StoreList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate())
  const query = useQuery(storeQueries.list(storeListParams(search)))
  const columns: DataColumn<Store>[] = [
    {
      id: 'name',
      header: 'Store',
      sortKey: 'name',
      cell: (store) => (
        <OpenButton
          fontWeight={search.store === store.id ? 'bold' : 'medium'}
          aria-pressed={search.store === store.id}
          onClick={() => change({ store: store.id, skip: search.skip })}
        >
          {store.name}
        </OpenButton>
      ),
    },
    { id: 'unique_id', header: 'Unique id', hideBelow: 'md', cell: (store) => store.unique_id },
    {
      id: 'collection',
      header: 'Default collection',
      hideBelow: 'lg',
      cell: (store) => store.store_collection?.title ?? 'None yet',
    },
    activeColumn((store) => store.record_status_id === 1),
    createdColumn(),
  ]
  return (
    <Stack gap="6">
      <DataTable
        label="Stores"
        columns={columns}
        query={query}
        {...table}
        searchLabel="Search name or unique id"
        create={<CreateLink to="/stores/create">Create store</CreateLink>}
        empty={{ title: 'No stores yet', description: 'A store is a public storefront for your products.' }}
      />
      {search.store ? <StoreEditor key={search.store} storeId={search.store} /> : null}
    </Stack>
  )
}
