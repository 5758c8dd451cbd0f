// /products/view/{id}: one product with its pictures, description, tags and variants; edit and delete.
import { Badge, Card, Image, SimpleGrid, Stack, Wrap } from '@chakra-ui/react'
import { useDeleteProduct } from '@/api/products.ts'
import { dateTime, FieldList, money, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import type { Product } from '@/contract/catalogue.ts'
import { RichTextView } from '@/app/ui/rich-text-view.tsx'

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value))

export const PRODUCT_PAGES = recordPages('/products/$mode/$id', '/products/datatable', 'product')

export function ProductDetail({ product }: { product: Product }) {
  const remove = useDeleteProduct()

  const rows: [string, React.ReactNode][] = [
    ['Title', product.title],
    ['Price', money(product.price)],
    ['Stock', product.stock === null ? 'Not tracked' : product.stock],
    ['Weight', product.weight === null ? '—' : `${product.weight} kg`],
    ['Per order', `${product.min_purchase_quantity} to ${product.max_purchase_quantity ?? 'any number'}`],
    ['Category', [product.category_title, product.subcategory_title].filter(Boolean).join(' › ') || '—'],
    [
      'Tags',
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
    ['Status', <StatusBadge key="status" status={product.is_active ? 'active' : 'inactive'} />],
    [
      'Variants',
      !product.product_variant_enable ? (
        'Off'
      ) : product.variants.length === 0 ? (
        'On, none added yet'
      ) : (
        <Stack key="variants" gap="1">
          {product.variants.map((variant) => (
            <span key={variant.id}>
              {variant.title}
              {variant.custom_pricing_enable && variant.custom_pricing_price
                ? ` — ${money(variant.custom_pricing_price)}`
                : ''}
              {variant.stock !== null ? ` (${variant.stock} in stock)` : ''}
            </span>
          ))}
        </Stack>
      ),
    ],
    ['Description', <RichTextView key="description" html={product.description} />],
    ['Created', dateTime(product.created_at)],
    ['Updated', dateTime(product.updated_at)],
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
              aria-label="Pictures"
            >
              {product.images.map((image, index) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noopener noreferrer">
                    <Image
                      src={image.thumb_url}
                      alt={
                        index === 0
                          ? `${product.title}, cover picture`
                          : `${product.title}, picture ${index + 1}`
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
        deleteText={`“${product.title}” and its variants will be removed from your catalogue and your stores. Orders already placed keep their items.`}
        remove={remove}
      />
    </Card.Root>
  )
}
