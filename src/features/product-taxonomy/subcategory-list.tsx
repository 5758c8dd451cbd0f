// /products-subcategories/list: subcategories with their category, filterable by category.
import { Button } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { CategoryFilter } from '@/app/widgets/category-filter.tsx'
import { activeColumn, createdColumn, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Subcategory } from '@/contract/catalogue.ts'
import { taxonomyListParams } from './taxonomy-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/products-subcategories/list')

const columns = (): DataColumn<Subcategory>[] => [
  {
    id: 'title',
    header: t('Title'),
    sortKey: 'title',
    cell: (subcategory) => (
      <RecordLink to="/products-subcategories/$mode/$id" id={subcategory.id}>
        {subcategory.title}
      </RecordLink>
    ),
  },
  { id: 'category', header: t('Category'), cell: (subcategory) => subcategory.category_title },
  {
    id: 'products',
    header: t('Products'),
    align: 'end',
    hideBelow: 'sm',
    cell: (subcategory) => subcategory.product_count,
  },
  activeColumn((subcategory) => subcategory.is_active),
  createdColumn(t('Created'), 'md'),
]

export function SubcategoryList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(taxonomyQueries.subcategories(taxonomyListParams(search)))
  return (
    <DataTable
      label={t('Product subcategories')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search subcategories')}
      filters={<CategoryFilter {...bind('category')} />}
      filtered={Boolean(search.category)}
      create={
        // A new subcategory starts in the category the list is filtered by.
        <Button asChild size="sm">
          <Link to="/products-subcategories/new" search={{ category: search.category }}>
            {t('New subcategory')}
          </Link>
        </Button>
      }
      empty={{
        title: t('No subcategories yet'),
        description: t('Subcategories split a category further (Food › Snacks).'),
      }}
    />
  )
}
