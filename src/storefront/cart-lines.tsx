// The cart of one store (SPEC §4): set quantities within the product's limits, remove a line, clear the
// whole cart after confirming, and the total. Changes are saved in IndexedDB at once.
import { useState } from 'react'
import { Box, HStack, Stack } from 'styled-system/jsx'
import { Button, IconButton } from '@/public-ui/button.tsx'
import { ConfirmDialog } from '@/public-ui/confirm-dialog.tsx'
import { Input } from '@/public-ui/field.tsx'
import { Image, Text } from '@/public-ui/text.tsx'
import { cartTotal, keyOf, removeFromCart, setQuantity, type CartItem } from '@/lib/cart.ts'
import { formatMyr } from '@/lib/money.ts'
import { changeCart, clearCart } from '@/offline/carts.ts'
import { useT } from '@/i18n/use-t.ts'

export function CartLines({ storeId, items }: { storeId: string; items: CartItem[] }) {
  const t = useT()
  const [confirmClear, setConfirmClear] = useState(false)
  return (
    <Stack gap="3" data-testid="cart">
      {/* A rule between the lines, drawn by each line after the first (a list holds only its items). */}
      <Stack
        as="ul"
        listStyleType="none"
        gap="3"
        css={{ '& > li + li': { borderTopWidth: '1px', pt: '3' } }}
        aria-label={t('store.cart.items')}
      >
        {items.map((item) => (
          <CartLine key={keyOf(item)} storeId={storeId} item={item} />
        ))}
      </Stack>
      <HStack justify="space-between" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">{t('store.cart.subtotal')}</Text>
        <Text fontWeight="semibold" data-testid="cart-total">
          {formatMyr(cartTotal(items))}
        </Text>
      </HStack>
      <Button
        variant="ghost"
        colorPalette="red"
        size="sm"
        alignSelf="flex-start"
        onClick={() => setConfirmClear(true)}
      >
        {t('store.cart.clear')}
      </Button>
      <ConfirmDialog
        open={confirmClear}
        title={t('store.cart.clear_title')}
        description={t('store.cart.clear_description')}
        confirmLabel={t('store.cart.clear')}
        destructive
        onClose={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false)
          void clearCart(storeId)
        }}
      />
    </Stack>
  )
}

function CartLine({ storeId, item }: { storeId: string; item: CartItem }) {
  const t = useT()
  const key = keyOf(item)
  const name = item.variant ? `${item.data.title} (${item.variant.title})` : item.data.title
  const [draft, setDraft] = useState<string | null>(null)
  const save = (quantity: number) => void changeCart(storeId, (items) => setQuantity(items, key, quantity))
  const max = item.data.max_purchase_quantity
  const min = Math.max(1, item.data.min_purchase_quantity)

  return (
    <HStack as="li" gap="3" alignItems="start" aria-label={name} data-testid="cart-line">
      {item.data.image_url ? (
        <Image src={item.data.image_url} alt="" boxSize="14" rounded="md" objectFit="cover" />
      ) : null}
      <Stack gap="2" flex="1" minW="0">
        <Box>
          <Text fontWeight="medium">{item.data.title}</Text>
          {item.variant ? (
            <Text fontSize="sm" color="fg.muted">
              {item.variant.title}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {t('store.cart.each', { price: formatMyr(item.amount) })}
          </Text>
        </Box>
        {/* A narrow cart column wraps the controls rather than pushing them out of its card. */}
        <HStack gap="1" flexWrap="wrap">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('store.cart.one_fewer', { name })}
            disabled={item.quantity <= min}
            onClick={() => save(item.quantity - 1)}
          >
            −
          </IconButton>
          <Input
            size="sm"
            width="16"
            textAlign="center"
            inputMode="numeric"
            aria-label={t('store.cart.quantity_of', { name })}
            value={draft ?? String(item.quantity)}
            onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
            onBlur={() => {
              if (draft !== null && draft !== '') save(Number(draft))
              setDraft(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur()
            }}
          />
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('store.cart.one_more', { name })}
            disabled={max !== null && item.quantity >= max}
            onClick={() => save(item.quantity + 1)}
          >
            +
          </IconButton>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void changeCart(storeId, (items) => removeFromCart(items, key))}
            aria-label={t('store.cart.remove_item', { name })}
          >
            {t('store.cart.remove')}
          </Button>
        </HStack>
      </Stack>
      <Text fontWeight="medium" data-testid="cart-line-total">
        {formatMyr(item.total_amount)}
      </Text>
    </HStack>
  )
}
