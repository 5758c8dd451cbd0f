// /products-categories/list: categories with how many subcategories and products use each.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { activeColumn, createdColumn, CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Category } from '@/contract/catalogue.ts'
import { taxonomyListParams } from './taxonomy-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/products-categories/list')

const columns = (): DataColumn<Category>[] => [
  {
    id: 'title',
    header: t('Title'),
    sortKey: 'title',
    cell: (category) => (
      <RecordLink to="/products-categories/$mode/$id" id={category.id}>
        {category.title}
      </RecordLink>
    ),
  },
  {
    id: 'subcategories',
    header: t('Subcategories'),
    align: 'end',
    hideBelow: 'sm',
    cell: (category) => category.subcategory_count,
  },
  { id: 'products', header: t('Products'), align: 'end', cell: (category) => category.product_count },
  activeColumn((category) => category.is_active),
  createdColumn(t('Created'), 'md'),
]

export function CategoryList() {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate())
  const query = useQuery(taxonomyQueries.categories(taxonomyListParams(search)))
  return (
    <DataTable
      label={t('Product categories')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search categories')}
      create={<CreateLink to="/products-categories/new">{t('New category')}</CreateLink>}
      empty={{
        title: t('No categories yet'),
        description: t('Categories group your products in your stores.'),
      }}
    />
  )
}
