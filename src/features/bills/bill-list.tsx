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
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/customer-bills/datatable')

export function BillList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(billQueries.list(billListParams(search)))
  return (
    <DataTable
      label={t('Customer bills')}
      columns={billColumns('account')}
      query={query}
      {...table}
      searchLabel={t('Search invoice, payer or email')}
      filtered={search.status !== undefined || search.collection_id !== undefined}
      filters={
        <>
          <BillStatusFilter {...bind('status')} />
          <CollectionPicker
            label={t('Collection')}
            emptyLabel={t('All collections')}
            {...bind('collection_id')}
          />
        </>
      }
      create={<CreateLink to="/customer-bills/new">{t('New bill')}</CreateLink>}
      empty={{
        title: t('No bills yet'),
        description: t('Bills you send to customers from any collection show up here.'),
      }}
    />
  )
}
