// /discounts/datatable: the merchant's discount codes, searchable by code and filtered by status.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { discountQueries } from '@/api/discounts.ts'
import { day, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { createdColumn, CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { DISCOUNT_STATUSES, type Discount } from '@/contract/discounts.ts'
import { discountListParams } from './discount-search.ts'
import { valueText } from './discount-text.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/discounts/datatable')

const columns = (): DataColumn<Discount>[] => [
  {
    id: 'code',
    header: t('Code'),
    sortKey: 'code',
    cell: (discount) => (
      <RecordLink to="/discounts/$mode/$id" id={discount.id}>
        {discount.code}
      </RecordLink>
    ),
  },
  { id: 'value', header: t('Discount'), cell: valueText },
  { id: 'status', header: t('Status'), cell: (discount) => <StatusBadge status={discount.status} /> },
  {
    id: 'valid_until',
    header: t('Valid until'),
    sortKey: 'valid_until',
    hideBelow: 'md',
    cell: (discount) => (discount.valid_until ? day(discount.valid_until) : t('No end')),
  },
  {
    id: 'times_used',
    header: t('Used'),
    sortKey: 'times_used',
    align: 'end',
    hideBelow: 'sm',
    cell: (discount) =>
      discount.usage_limit === null
        ? String(discount.times_used)
        : `${discount.times_used} / ${discount.usage_limit}`,
  },
  createdColumn(t('Created'), 'lg'),
]

export function DiscountList() {
  const search = route.useSearch()
  const { table, change } = useListSearch(search, route.useNavigate())
  const query = useQuery(discountQueries.list(discountListParams(search)))
  return (
    <DataTable
      label={t('Discount codes')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search code')}
      filtered={Boolean(search.status)}
      filters={
        <FilterSelect
          {...statusChoices(DISCOUNT_STATUSES)}
          value={search.status}
          onChange={(status) => change({ status })}
        />
      }
      create={<CreateLink to="/discounts/new">{t('New discount')}</CreateLink>}
      empty={{
        title: t('No discount codes yet'),
        description: t('Codes give shoppers a percentage or an amount off at your storefront’s checkout.'),
      }}
    />
  )
}
