// /products/datatable: the merchant's products, searchable by title, sortable by date, title and price,
// filtered by category and status; selected rows can be updated together; a row can be deleted.
import { useState } from 'react'
import { Badge, Button, HStack, Image, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { productQueries, useDeleteProduct } from '@/api/products.ts'
import { CategoryFilter } from '@/app/widgets/category-filter.tsx'
import { DeleteDialog } from '@/app/ui/delete-dialog.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import {
  actionsColumn,
  activeColumn,
  createdColumn,
  CreateLink,
  RecordLink,
} from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { notify } from '@/app/ui/toaster.tsx'
import type { Product } from '@/contract/catalogue.ts'
import { ProductBulkDialog } from './product-bulk-dialog.tsx'
import { productListParams } from './product-search.ts'
import { t } from '@/i18n/i18n.ts'

const statusChoice = () =>
  filterOf(t('Filter by status'), t('Any status'), [
    ['active', t('Active')],
    ['inactive', t('Inactive')],
  ] as const)
const route = getRouteApi('/_console/products/datatable')

function columns(onDelete: (product: Product) => void): DataColumn<Product>[] {
  return [
    {
      id: 'title',
      header: t('Product'),
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
          <RecordLink to="/products/$mode/$id" id={product.id}>
            {product.title}
          </RecordLink>
        </HStack>
      ),
    },
    {
      id: 'price',
      header: t('Price'),
      sortKey: 'price',
      align: 'end',
      cell: (product) => money(product.price),
    },
    {
      id: 'stock',
      header: t('Stock'),
      align: 'end',
      hideBelow: 'sm',
      cell: (product) =>
        product.stock === null ? (
          <Text color="fg.muted">{t('Not tracked')}</Text>
        ) : product.stock === 0 ? (
          <Badge colorPalette="red">{t('Sold out')}</Badge>
        ) : (
          product.stock
        ),
    },
    {
      id: 'category',
      header: t('Category'),
      hideBelow: 'md',
      cell: (product) => product.category_title ?? '—',
    },
    activeColumn((product) => product.is_active, 'sm'),
    createdColumn(t('Created'), 'lg'),
    actionsColumn((product) => (
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={() => onDelete(product)}
        aria-label={t('Delete {title}', { title: product.title })}
      >
        {t('Delete')}
      </Button>
    )),
  ]
}

export function ProductList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(productQueries.list(productListParams(search)))
  const remove = useDeleteProduct()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [bulkOpen, setBulkOpen] = useState(false)
  const [deleting, setDeleting] = useState<Product | null>(null)

  const filters = (
    <>
      <CategoryFilter {...bind('category')} />
      <FilterSelect {...statusChoice()} {...bind('status')} minW="32" />
    </>
  )
  const bulkButton =
    selected.size > 0 ? (
      <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
        {t('Update {count} selected', { count: selected.size })}
      </Button>
    ) : null

  return (
    <>
      <DataTable
        label={t('Products')}
        columns={columns(setDeleting)}
        query={query}
        rowLabel={(product) => product.title}
        {...table}
        searchLabel={t('Search product titles')}
        filters={filters}
        filtered={Boolean(search.category || search.status)}
        actions={bulkButton}
        create={<CreateLink to="/products/new">{t('New product')}</CreateLink>}
        selection={{ selected, onChange: setSelected }}
        empty={{
          title: t('No products yet'),
          description: t('Products you add can be sold in your stores.'),
        }}
      />
      <ProductBulkDialog
        productIds={[...selected]}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onDone={() => setSelected(new Set())}
      />
      <DeleteDialog
        record={deleting}
        title={t('Delete this product?')}
        description={(product) =>
          t(
            '“{title}” and its variants will be removed from your catalogue and your stores. Orders already placed keep their items.',
            { title: product.title },
          )
        }
        confirmLabel={t('Delete product')}
        remove={remove}
        onDeleted={(product) => {
          notify(t('Product deleted'))
          setSelected((current) => new Set([...current].filter((id) => id !== product.id)))
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
