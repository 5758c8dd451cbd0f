// /products-subcategories/list: subcategories with their category, filterable by category.
import { Button, Link as ChakraLink } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { dateTime, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { FilterSelect } from '@/app/filter-select.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import type { Subcategory } from '@/contract/catalogue.ts'
import { taxonomyListParams } from './taxonomy-search.ts'

const route = getRouteApi('/_console/products-subcategories/list')

const COLUMNS: DataColumn<Subcategory>[] = [
  {
    id: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (subcategory) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to="/products-subcategories/$mode/$id" params={{ mode: 'view', id: subcategory.id }}>
          {subcategory.title}
        </Link>
      </ChakraLink>
    ),
  },
  { id: 'category', header: 'Category', cell: (subcategory) => subcategory.category_title },
  {
    id: 'products',
    header: 'Products',
    align: 'end',
    hideBelow: 'sm',
    cell: (subcategory) => subcategory.product_count,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (subcategory) => <StatusBadge status={subcategory.is_active ? 'active' : 'inactive'} />,
  },
  {
    id: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    firstOrder: 'desc',
    hideBelow: 'md',
    cell: (subcategory) => dateTime(subcategory.created_at),
  },
]

export function SubcategoryList() {
  const search = route.useSearch()
  const { list, change, changeList } = useListSearch(search, route.useNavigate())
  const query = useQuery(taxonomyQueries.subcategories(taxonomyListParams(search)))
  const categories = useQuery(taxonomyQueries.categoryChoices())
  const newButton = (
    <Button asChild size="sm">
      <Link to="/products-subcategories/new" search={{ category: search.category }}>
        New subcategory
      </Link>
    </Button>
  )
  const filter = (
    <FilterSelect
      label="Filter by category"
      allLabel="All categories"
      value={search.category}
      options={categories.data ?? []}
      onChange={(category) => change({ category })}
    />
  )
  return (
    <DataTable
      label="Product subcategories"
      columns={COLUMNS}
      query={query}
      rowKey={(subcategory) => subcategory.id}
      list={list}
      onListChange={changeList}
      searchLabel="Search subcategories"
      filters={filter}
      filtered={Boolean(search.category)}
      actions={newButton}
      empty={{
        title: 'No subcategories yet',
        description: 'Subcategories split a category further (Food › Snacks).',
        action: newButton,
      }}
    />
  )
}
