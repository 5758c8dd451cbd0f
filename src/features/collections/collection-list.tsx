// /collections/list: collections in Active and Inactive tabs, with start/stop, copy link and create buttons.
import { useCallback, useState } from 'react'
import { Button, Tabs } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { collectionQueries } from '@/api/collections.ts'
import { DataTable } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Collection } from '@/contract/collections.ts'
import { CollectionStatusDialog } from './collection-status-dialog.tsx'
import {
  COLLECTION_TABS,
  collectionListParams,
  reloadAfterToggle,
  type CollectionTab,
} from './collection-search.ts'
import { useCollectionColumns } from './use-collection-columns.tsx'
import { t } from '@/i18n/i18n.ts'

// Asked for while rendering, once the language is active.
const tabLabel = (tab: CollectionTab) => (tab === 'active' ? t('Active') : t('Inactive'))
const tableLabel = (tab: CollectionTab) =>
  tab === 'active' ? t('Active collections') : t('Inactive collections')
const route = getRouteApi('/_console/collections/list')

export function CollectionList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate())
  const tab = search.status ?? 'active'
  const query = useQuery(collectionQueries.list(collectionListParams(search)))
  const [toggling, setToggling] = useState<Collection | null>(null)
  const columns = useCollectionColumns(useCallback((collection: Collection) => setToggling(collection), []))

  const createButtons = (
    <>
      <Button asChild size="sm">
        <Link to="/collections/create-bill-form">{t('Create bill collection')}</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/collections/create-payment-form">{t('Create payment form')}</Link>
      </Button>
    </>
  )

  return (
    <>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => change({ status: details.value as CollectionTab })}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List mb="4">
          {COLLECTION_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {tabLabel(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {COLLECTION_TABS.map((value) => (
          <Tabs.Content key={value} value={value} pt="0">
            {value === tab ? (
              <DataTable
                label={tableLabel(value)}
                columns={columns}
                query={query}
                {...table}
                searchLabel={t('Search collections')}
                actions={createButtons}
                empty={{
                  title: tab === 'active' ? t('No active collections') : t('No inactive collections'),
                  description:
                    tab === 'active'
                      ? t('Create a bill collection to bill payers, or a payment form anyone can pay.')
                      : t('Collections you stop show up here.'),
                  action: tab === 'active' ? createButtons : undefined,
                }}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CollectionStatusDialog
        collection={toggling}
        onClose={() => setToggling(null)}
        onDone={() => change(reloadAfterToggle(tab))}
      />
    </>
  )
}
