// /products/view/{id}: one product with its pictures, description, tags and variants; edit and delete.
import { Badge, Card, Image, SimpleGrid, Stack, Wrap } from '@chakra-ui/react'
import { useDeleteProduct } from '@/api/products.ts'
import { dateTime, FieldList, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { Product } from '@/contract/catalogue.ts'
import { RichTextView } from '@/app/ui/rich-text-view.tsx'
import { t } from '@/i18n/i18n.ts'

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value))

export const PRODUCT_PAGES = recordPages('/products/$mode/$id', '/products/datatable', () => ({
  deleteTitle: t('Delete this product?'),
  deleteLabel: t('Delete product'),
  deleted: t('Product deleted'),
  back: t('Back to products'),
}))

export function ProductDetail({ product }: { product: Product }) {
  const remove = useDeleteProduct()

  const rows: [string, React.ReactNode][] = [
    [t('Title'), product.title],
    [t('Price'), money(product.price)],
    [t('Stock'), product.stock === null ? t('Not tracked') : product.stock],
    [t('Weight'), product.weight === null ? '—' : `${product.weight} kg`],
    [
      t('Per order'),
      product.max_purchase_quantity === null
        ? t('{min} to any number', { min: product.min_purchase_quantity })
        : t('{min} to {max}', { min: product.min_purchase_quantity, max: product.max_purchase_quantity }),
    ],
    [t('Category'), [product.category_title, product.subcategory_title].filter(Boolean).join(' › ') || '—'],
    [
      t('Tags'),
      product.tags.length === 0 ? (
        '—'
      ) : (
        <Wrap key="tags" gap="1">
          {product.tags.map((tag) => (
            <Badge key={tag.id}>{tag.name}</Badge>
          ))}
        </Wrap>
      ),
    ],
    [t('Status'), <StatusBadge key="status" status={product.is_active ? 'active' : 'inactive'} />],
    [
      t('Variants'),
      !product.product_variant_enable ? (
        t('Off')
      ) : product.variants.length === 0 ? (
        t('On, none added yet')
      ) : (
        <Stack key="variants" gap="1">
          {product.variants.map((variant) => (
            <span key={variant.id}>
              {variant.title}
              {variant.custom_pricing_enable && variant.custom_pricing_price
                ? ` — ${money(variant.custom_pricing_price)}`
                : ''}
              {variant.stock !== null ? ` (${t('{stock} in stock', { stock: variant.stock })})` : ''}
            </span>
          ))}
        </Stack>
      ),
    ],
    [t('Description'), <RichTextView key="description" html={product.description} />],
    [t('Created'), dateTime(product.created_at)],
    [t('Updated'), dateTime(product.updated_at)],
  ]

  return (
    <Card.Root variant="outline" bg="bg" maxW="4xl">
      <Card.Body>
        <Stack gap="5">
          {product.images.length > 0 ? (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 3, sm: 4, md: 6 }}
              gap="2"
              aria-label={t('Pictures')}
            >
              {product.images.map((image, index) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noopener noreferrer">
                    <Image
                      src={image.thumb_url}
                      alt={
                        index === 0
                          ? t('{title}, cover picture', { title: product.title })
                          : t('{title}, picture {number}', { title: product.title, number: index + 1 })
                      }
                      rounded="md"
                      aspectRatio="1"
                    />
                  </a>
                </li>
              ))}
            </SimpleGrid>
          ) : null}
          <FieldList
            rows={rows.map(([label, value]) => [label, typeof value === 'number' ? orDash(value) : value])}
          />
        </Stack>
      </Card.Body>
      <RecordActions
        pages={PRODUCT_PAGES}
        id={product.id}
        deleteText={t(
          '“{title}” and its variants will be removed from your catalogue and your stores. Orders already placed keep their items.',
          { title: product.title },
        )}
        remove={remove}
      />
    </Card.Root>
  )
}
