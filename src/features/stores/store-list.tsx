// /stores/manage: the merchant's stores; choosing one opens its settings below the table.
import { Button, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { storeQueries } from '@/api/stores.ts'
import { dateTime, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import type { Store } from '@/contract/stores.ts'
import { StoreEditor } from './store-editor.tsx'
import { storeListParams } from './store-search.ts'

const route = getRouteApi('/_console/stores/manage')

export function StoreList() {
  const search = route.useSearch()
  const { list, change, changeList } = useListSearch(search, route.useNavigate())
  const query = useQuery(storeQueries.list(storeListParams(search)))
  const columns: DataColumn<Store>[] = [
    {
      id: 'name',
      header: 'Store',
      sortKey: 'name',
      cell: (store) => (
        <Button
          variant="plain"
          p="0"
          h="auto"
          color="brand.fg"
          fontWeight={search.store === store.id ? 'bold' : 'medium'}
          aria-pressed={search.store === store.id}
          onClick={() => change({ store: store.id, skip: search.skip })}
        >
          {store.name}
        </Button>
      ),
    },
    { id: 'unique_id', header: 'Unique id', hideBelow: 'md', cell: (store) => store.unique_id },
    {
      id: 'collection',
      header: 'Default collection',
      hideBelow: 'lg',
      cell: (store) => store.store_collection?.title ?? 'None yet',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (store) => <StatusBadge status={store.record_status_id === 1 ? 'active' : 'inactive'} />,
    },
    {
      id: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      firstOrder: 'desc',
      hideBelow: 'sm',
      cell: (store) => dateTime(store.created_at),
    },
  ]
  const createButton = (
    <Button asChild size="sm">
      <Link to="/stores/create">Create store</Link>
    </Button>
  )
  return (
    <Stack gap="6">
      <DataTable
        label="Stores"
        columns={columns}
        query={query}
        rowKey={(store) => store.id}
        list={list}
        onListChange={changeList}
        searchLabel="Search name or unique id"
        actions={createButton}
        empty={{
          title: 'No stores yet',
          description: 'A store is a public storefront for your products.',
          action: createButton,
        }}
      />
      {search.store ? <StoreEditor key={search.store} storeId={search.store} /> : null}
    </Stack>
  )
}
