// /products-categories/list: categories with how many subcategories and products use each.
import { Button, Link as ChakraLink } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { dateTime, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import type { Category } from '@/contract/catalogue.ts'
import { taxonomyListParams } from './taxonomy-search.ts'

const route = getRouteApi('/_console/products-categories/list')

const COLUMNS: DataColumn<Category>[] = [
  {
    id: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (category) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to="/products-categories/$mode/$id" params={{ mode: 'view', id: category.id }}>
          {category.title}
        </Link>
      </ChakraLink>
    ),
  },
  {
    id: 'subcategories',
    header: 'Subcategories',
    align: 'end',
    hideBelow: 'sm',
    cell: (category) => category.subcategory_count,
  },
  { id: 'products', header: 'Products', align: 'end', cell: (category) => category.product_count },
  {
    id: 'status',
    header: 'Status',
    cell: (category) => <StatusBadge status={category.is_active ? 'active' : 'inactive'} />,
  },
  {
    id: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    firstOrder: 'desc',
    hideBelow: 'md',
    cell: (category) => dateTime(category.created_at),
  },
]

export function CategoryList() {
  const search = route.useSearch()
  const { list, changeList } = useListSearch(search, route.useNavigate())
  const query = useQuery(taxonomyQueries.categories(taxonomyListParams(search)))
  const newButton = (
    <Button asChild size="sm">
      <Link to="/products-categories/new">New category</Link>
    </Button>
  )
  return (
    <DataTable
      label="Product categories"
      columns={COLUMNS}
      query={query}
      rowKey={(category) => category.id}
      list={list}
      onListChange={changeList}
      searchLabel="Search categories"
      actions={newButton}
      empty={{
        title: 'No categories yet',
        description: 'Categories group your products in your stores.',
        action: newButton,
      }}
    />
  )
}
