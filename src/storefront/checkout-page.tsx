// Checkout (SPEC §2 "payment and delivery options"): the cart, the shopper's details and address, the
// delivery options for that state, and placing the order. Once the order exists (sent now, or later from
// the outbox by this page or the service worker) the page moves on to its invoice.
import { useState } from 'react'
import { Navigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Grid, HStack, Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import type { AppliedDiscount } from '@/contract/discounts.ts'
import type { PublicStore } from '@/contract/storefront.ts'
import { orderTotalSen, type CartItem } from '@/lib/cart.ts'
import { formatSen, myrToSen } from '@/lib/money.ts'
import type { CheckoutDraft } from '@/offline/db.ts'
import { useCart } from '@/offline/use-cart.ts'
import { saveDraftDiscount } from '@/offline/checkout-drafts.ts'
import { useCheckoutDraft, usePlacedOrder } from '@/offline/use-outbox.ts'
import { cartDiscount } from './cart-discount.ts'
import { draftValues } from './checkout-form-schema.ts'
import { DiscountField } from './discount-field.tsx'
import { EmptyCart } from './cart-page.tsx'
import { CartLines } from './cart-lines.tsx'
import { CheckoutForm, initialCheckoutValues } from './checkout-form.tsx'
import { OutboxNotices } from './outbox-notices.tsx'
import { invoiceLink, useStoreRoute, type StoreAt } from './store-links.ts'
import { StoreShell, type StoreView } from './store-shell.tsx'
import { StoreLoading } from './storefront-states.tsx'
import { useDeliveryQuote } from './use-delivery-quote.ts'
import { useT } from '@/i18n/use-t.ts'

const checkoutColumns = css({
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(22rem, 2fr)' },
})

export const CheckoutRoute = () => <CheckoutPage {...useStoreRoute()} />

export function CheckoutPage(at: StoreAt) {
  return (
    <StoreShell {...at} wide>
      {(store) => <CheckoutView {...at} store={store} />}
    </StoreShell>
  )
}

function CheckoutView({ flavour, storeKey, store }: StoreView) {
  const t = useT()
  const items = useCart(store.id)
  const draft = useCheckoutDraft(store.id)
  const [pendingId, setPendingId] = useState<string>()
  const placed = usePlacedOrder(pendingId)

  if (placed) return <Navigate {...invoiceLink(flavour, storeKey, placed.order_no)} />
  return (
    <>
      <Heading as="h1" size="xl">
        {t('store.checkout.title')}
      </Heading>
      <OutboxNotices flavour={flavour} storeKey={storeKey} storeId={store.id} />
      {!store.accepts_orders ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('store.checkout.not_taking')}</Alert.Description>
        </Alert.Root>
      ) : items === undefined || draft === undefined ? (
        <StoreLoading label={t('store.cart.opening')} />
      ) : items.length === 0 ? (
        pendingId ? null : (
          <EmptyCart flavour={flavour} storeKey={storeKey} />
        )
      ) : (
        <CheckoutBody store={store} items={items} draft={draft} onQueued={setPendingId} />
      )}
    </>
  )
}

function CheckoutBody({
  store,
  items,
  draft,
  onQueued,
}: {
  store: PublicStore
  items: CartItem[]
  draft: CheckoutDraft | null
  onQueued: (id: string) => void
}) {
  const t = useT()
  // Read once: later draft writes come from this form itself.
  const [values, setValues] = useState(() => initialCheckoutValues(draft))
  const quote = useDeliveryQuote(store.id, values.state_id, items, draft?.quote)
  const delivery = quote.options?.find((option) => option.rate_id === values.rate_id)
  const [discount, setDiscount] = useState<AppliedDiscount | null>(() => draft?.discount ?? null)
  const onCart = cartDiscount(discount, items, delivery?.price)
  const changeDiscount = (next: AppliedDiscount | null) => {
    setDiscount(next)
    void saveDraftDiscount(store.id, next, draftValues(values))
  }
  return (
    // Side by side from lg, the cart's column never narrower than its lines need (a product's name, the
    // quantity buttons); below lg one column, the cart reviewed first.
    <Grid className={checkoutColumns} gap="6" alignItems="start">
      <CheckoutForm
        store={store}
        items={items}
        values={values}
        onValuesChange={setValues}
        quote={quote}
        onQueued={onQueued}
        discount={
          discount && onCart.amountSen > 0 ? { code: discount.code, amountSen: onCart.amountSen } : null
        }
      />
      <Card.Root
        variant="outline"
        bg="bg"
        as="section"
        aria-label={t('store.checkout.summary')}
        order={{ base: -1, lg: 0 }}
      >
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {t('store.cart.title')}
          </Heading>
          <CartLines storeId={store.id} items={items} />
          <DiscountField
            storeId={store.id}
            items={items}
            applied={discount}
            amountSen={onCart.amountSen}
            hint={onCart.hint}
            email={values.email}
            onChange={changeDiscount}
          />
          <Stack gap="1" borderTopWidth="1px" pt="3">
            <HStack justify="space-between">
              <Text>{t('store.checkout.delivery')}</Text>
              <Text>{delivery ? formatSen(myrToSen(delivery.price)) : '—'}</Text>
            </HStack>
            {discount && onCart.amountSen > 0 ? (
              <HStack justify="space-between" color="fg.success">
                <Text>{t('store.checkout.discount', { code: discount.code })}</Text>
                <Text data-testid="checkout-discount">-{formatSen(onCart.amountSen)}</Text>
              </HStack>
            ) : null}
            <HStack justify="space-between" fontWeight="bold">
              <Text>{t('store.checkout.total')}</Text>
              <Text data-testid="checkout-total">
                {formatSen(orderTotalSen(items, delivery?.price) - onCart.amountSen)}
              </Text>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Grid>
  )
}
