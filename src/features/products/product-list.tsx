// /products/datatable: the merchant's products, searchable by title, sortable by date, title and price,
// filtered by category and status; selected rows can be updated together; a row can be deleted.
import { useState } from 'react'
import { Badge, Button, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { productQueries, useDeleteProduct } from '@/api/products.ts'
import { ConfirmDialog } from '@/app/confirm-dialog.tsx'
import { dateTime, money, StatusBadge } from '@/app/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/data-table.tsx'
import { FilterSelect } from '@/app/filter-select.tsx'
import { useListSearch } from '@/app/use-list-search.ts'
import { notify } from '@/app/toaster.tsx'
import type { Product } from '@/contract/catalogue.ts'
import { ProductBulkDialog } from './product-bulk-dialog.tsx'
import { productListParams } from './product-search.ts'

const STATUS_OPTIONS = [
  ['active', 'Active'],
  ['inactive', 'Inactive'],
] as const
const route = getRouteApi('/_console/products/datatable')

function columns(onDelete: (product: Product) => void): DataColumn<Product>[] {
  return [
    {
      id: 'title',
      header: 'Product',
      sortKey: 'title',
      cell: (product) => (
        <HStack gap="3">
          {product.images[0] ? (
            <Image
              src={product.images[0].thumb_url}
              alt=""
              boxSize="10"
              rounded="sm"
              objectFit="cover"
              flexShrink={0}
              loading="lazy"
            />
          ) : null}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/products/$mode/$id" params={{ mode: 'view', id: product.id }}>
              {product.title}
            </Link>
          </ChakraLink>
        </HStack>
      ),
    },
    { id: 'price', header: 'Price', sortKey: 'price', align: 'end', cell: (product) => money(product.price) },
    {
      id: 'stock',
      header: 'Stock',
      align: 'end',
      hideBelow: 'sm',
      cell: (product) =>
        product.stock === null ? (
          <Text color="fg.muted">Not tracked</Text>
        ) : product.stock === 0 ? (
          <Badge colorPalette="red">Sold out</Badge>
        ) : (
          product.stock
        ),
    },
    { id: 'category', header: 'Category', hideBelow: 'md', cell: (product) => product.category_title ?? '—' },
    {
      id: 'status',
      header: 'Status',
      hideBelow: 'sm',
      cell: (product) => <StatusBadge status={product.is_active ? 'active' : 'inactive'} />,
    },
    {
      id: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      firstOrder: 'desc',
      hideBelow: 'lg',
      cell: (product) => dateTime(product.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (product) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onDelete(product)}
          aria-label={`Delete ${product.title}`}
        >
          Delete
        </Button>
      ),
    },
  ]
}

export function ProductList() {
  const search = route.useSearch()
  const { list, change, changeList } = useListSearch(search, route.useNavigate())
  const query = useQuery(productQueries.list(productListParams(search)))
  const categories = useQuery(taxonomyQueries.categoryChoices())
  const remove = useDeleteProduct()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [bulkOpen, setBulkOpen] = useState(false)
  const [deleting, setDeleting] = useState<Product | null>(null)

  const newButton = (
    <Button asChild size="sm">
      <Link to="/products/new">New product</Link>
    </Button>
  )
  const filters = (
    <>
      <FilterSelect
        label="Filter by category"
        allLabel="All categories"
        value={search.category}
        options={categories.data ?? []}
        onChange={(category) => change({ category })}
      />
      <FilterSelect
        label="Filter by status"
        allLabel="Any status"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => change({ status })}
        minW="32"
      />
    </>
  )
  const actions = (
    <>
      {selected.size > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
          Update {selected.size} selected
        </Button>
      ) : null}
      {newButton}
    </>
  )

  return (
    <>
      <DataTable
        label="Products"
        columns={columns(setDeleting)}
        query={query}
        rowKey={(product) => product.id}
        rowLabel={(product) => product.title}
        list={list}
        onListChange={changeList}
        searchLabel="Search product titles"
        filters={filters}
        filtered={Boolean(search.category || search.status)}
        actions={actions}
        selection={{ selected, onChange: setSelected }}
        empty={{
          title: 'No products yet',
          description: 'Products you add can be sold in your stores.',
          action: newButton,
        }}
      />
      <ProductBulkDialog
        productIds={[...selected]}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onDone={() => setSelected(new Set())}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        description={`“${deleting?.title ?? ''}” and its variants will be removed from your catalogue and your stores. Orders already placed keep their items.`}
        confirmLabel="Delete product"
        destructive
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('Product deleted')
              setSelected((current) => new Set([...current].filter((id) => id !== deleting.id)))
            },
            onSettled: () => setDeleting(null),
          })
        }}
      />
    </>
  )
}
