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
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/stores/manage')

export function StoreList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate())
  const query = useQuery(storeQueries.list(storeListParams(search)))
  const columns: DataColumn<Store>[] = [
    {
      id: 'name',
      header: t('Store'),
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
    { id: 'unique_id', header: t('Unique id'), hideBelow: 'md', cell: (store) => store.unique_id },
    {
      id: 'collection',
      header: t('Default collection'),
      hideBelow: 'lg',
      cell: (store) => store.store_collection?.title ?? t('None yet'),
    },
    activeColumn((store) => store.record_status_id === 1),
    createdColumn(),
  ]
  return (
    <Stack gap="6">
      <DataTable
        label={t('Stores')}
        columns={columns}
        query={query}
        {...table}
        searchLabel={t('Search name or unique id')}
        create={<CreateLink to="/stores/create">{t('Create store')}</CreateLink>}
        empty={{
          title: t('No stores yet'),
          description: t('A store is a public storefront for your products.'),
        }}
      />
      {search.store ? <StoreEditor key={search.store} storeId={search.store} /> : null}
    </Stack>
  )
}
