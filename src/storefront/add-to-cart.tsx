// Variant choice and "Add to cart" for one product, on the catalogue card and on the product page.
import { useState } from 'react'
import { HStack, Stack } from 'styled-system/jsx'
import { Button } from '@/public-ui/button.tsx'
import { Field, NativeSelect } from '@/public-ui/field.tsx'
import { Text } from '@/public-ui/text.tsx'
import { notify } from '@/public-ui/toaster.tsx'
import type { PublicProduct } from '@/contract/storefront.ts'
import { addToCart } from '@/lib/cart.ts'
import { formatSen } from '@/lib/money.ts'
import { changeCart } from '@/offline/carts.ts'
import { useT } from '@/i18n/use-t.ts'
import { needsVariant, shownPriceSen, toCartProduct, toCartVariant } from './cart-product.ts'

export function AddToCart({
  product,
  storeId,
  size = 'md',
}: {
  product: PublicProduct
  storeId: string
  size?: 'md' | 'lg'
}) {
  const t = useT()
  const variants = needsVariant(product) ? product.product_product_variant : []
  const [variantId, setVariantId] = useState(
    () => variants.find((v) => v.in_stock)?.id ?? variants[0]?.id ?? '',
  )
  const variant = variants.find((v) => v.id === variantId)
  const inStock = product.in_stock && (variants.length === 0 || (variant?.in_stock ?? false))

  const add = async () => {
    await changeCart(storeId, (items) => addToCart(items, toCartProduct(product), toCartVariant(variant)))
    const name = variant ? `${product.title} (${variant.title})` : product.title
    notify(t('store.add.added', { product: name }))
  }

  // Each size named as a literal (`size === 'lg' ? 'lg' : 'md'`): the styles are generated at build time for
  // the values the code names.
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" fontSize={size === 'lg' ? 'xl' : 'md'} data-testid="product-price">
        {formatSen(shownPriceSen(product, variant))}
      </Text>
      {variants.length > 0 ? (
        <Field.Root>
          <Field.Label>{t('store.add.option')}</Field.Label>
          <NativeSelect.Root size={size === 'lg' ? 'lg' : 'md'}>
            <NativeSelect.Field
              value={variantId}
              onChange={(event) => setVariantId(event.currentTarget.value)}
            >
              {variants.map((option) => (
                <option key={option.id} value={option.id} disabled={!option.in_stock}>
                  {option.in_stock
                    ? option.title
                    : t('store.add.option_out_of_stock', { option: option.title })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <HStack>
        <Button size={size === 'lg' ? 'lg' : 'md'} flex="1" disabled={!inStock} onClick={() => void add()}>
          {inStock ? t('store.add.add') : t('store.add.out_of_stock')}
        </Button>
      </HStack>
    </Stack>
  )
}
