// /products-subcategories/list: subcategories with their category, filterable by category.
import { Button, Link as ChakraLink, NativeSelect } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ALL_ROWS, taxonomyQueries } from '@/api/product-taxonomy.ts'
import { dateTime, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { resolveList } from '@/app/list-search.ts'
import type { Subcategory } from '@/contract/catalogue.ts'
import { TAXONOMY_LIST_DEFAULTS, taxonomyListParams, type SubcategoryListSearch } from './taxonomy-search.ts'

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

export function SubcategoryList({
  search,
  onSearchChange,
}: {
  search: SubcategoryListSearch
  onSearchChange: (patch: Partial<SubcategoryListSearch>) => void
}) {
  const query = useQuery(taxonomyQueries.subcategories(taxonomyListParams(search)))
  const categories = useQuery(taxonomyQueries.categories(ALL_ROWS))
  const newButton = (
    <Button asChild size="sm">
      <Link to="/products-subcategories/new" search={{ category: search.category }}>
        New subcategory
      </Link>
    </Button>
  )
  const filter = (
    <NativeSelect.Root size="sm" width="auto" minW="40">
      <NativeSelect.Field
        aria-label="Filter by category"
        value={search.category ?? ''}
        onChange={(event) => onSearchChange({ category: event.target.value || undefined })}
      >
        <option value="">All categories</option>
        {(categories.data?.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.title}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
  return (
    <DataTable
      label="Product subcategories"
      columns={COLUMNS}
      query={query}
      rowKey={(subcategory) => subcategory.id}
      list={resolveList(search, TAXONOMY_LIST_DEFAULTS)}
      onListChange={(patch) => onSearchChange(patch as Partial<SubcategoryListSearch>)}
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
