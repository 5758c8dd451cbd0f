// The checkout form: the shopper's details, the delivery address and the delivery option. Placing the order
// saves it to the outbox first (with its idempotency key) and then sends it; offline it stays queued.
import { useRef, useState, type FormEvent } from 'react'
import { Grid, Stack, styled } from 'styled-system/jsx'
import { useFormLocale } from '@/app/ui/layout-prefs.ts'
import { Button } from '@/public-ui/button.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Input } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { useOnlineStatus } from '@/app/shell/use-online-status.ts'
import { formatMessage } from '@/contract/messages.ts'
import type { PublicStore } from '@/contract/storefront.ts'
import type { CartItem } from '@/lib/cart.ts'
import { senToMyr } from '@/lib/money.ts'
import { saveDraftDiscount, saveDraftValues } from '@/offline/checkout-drafts.ts'
import type { CheckoutDraft } from '@/offline/db.ts'
import { queueCheckout, sendEntry } from '@/offline/outbox.ts'
import { requestBackgroundSync, retrySoon } from '@/offline/outbox-replay.ts'
import { AddressFields } from './address-fields.tsx'
import {
  checkCheckout,
  draftValues,
  valuesFromDraft,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkout-form-schema.ts'
import { DeliveryOptions } from './delivery-options.tsx'
import type { DeliveryQuoteState } from './use-delivery-quote.ts'
import { useT } from '@/i18n/use-t.ts'

interface CheckoutFormProps {
  store: PublicStore
  items: CartItem[]
  values: CheckoutValues
  onValuesChange: (values: CheckoutValues) => void
  quote: DeliveryQuoteState
  onQueued: (outboxId: string) => void
  /** The applied discount code and what it takes off this cart (src/storefront/discount-field.tsx). */
  discount?: { code: string; amountSen: number } | null
}

/** Initial form values: the saved draft, so an address typed online is still there offline. */
export const initialCheckoutValues = (draft: CheckoutDraft | null) => valuesFromDraft(draft)

export function CheckoutForm({
  store,
  items,
  values,
  onValuesChange,
  quote,
  onQueued,
  discount = null,
}: CheckoutFormProps) {
  const t = useT()
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [submitting, setSubmitting] = useState(false)
  // State updates only on the next render: two submits in one task would both read `submitting` false.
  const submittingNow = useRef(false)
  const online = useOnlineStatus()
  const locale = useFormLocale()

  const change = (patch: Partial<CheckoutValues>) => {
    const next = { ...values, ...patch }
    onValuesChange(next)
    void saveDraftValues(store.id, draftValues(next))
    const cleared = Object.keys(patch).filter((field) => errors[field as keyof CheckoutErrors])
    if (cleared.length > 0)
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submittingNow.current) return
    const checked = checkCheckout(values, items, locale)
    if (values.rate_id && !quote.options?.some((option) => option.rate_id === values.rate_id))
      checked.errors.rate_id = formatMessage('choose_delivery', locale)
    setErrors(checked.errors)
    if (!checked.body || checked.errors.rate_id) return
    submittingNow.current = true
    setSubmitting(true)
    try {
      // Saved before it is sent (and the cart emptied with it): a lost connection or a closed tab cannot
      // lose the order or send it twice.
      const deliveryPrice = quote.options?.find((option) => option.rate_id === values.rate_id)?.price ?? null
      // The price the shopper agreed to travels with the order: the server refuses it if its price differs.
      const priced =
        deliveryPrice === null ? checked.body : { ...checked.body, delivery_price: deliveryPrice }
      // The code and the discount the shopper sees: the server applies the code again and refuses
      // (DISCOUNT_REFUSED) rather than charge more than shown.
      const shown = discount ? { code: discount.code, amount: senToMyr(discount.amountSen) } : null
      const body = shown ? { ...priced, discount_code: shown.code, discount_amount: shown.amount } : priced
      const entry = await queueCheckout(store.id, { body, cart: items, deliveryPrice, discount: shown })
      // Used by this order: the next checkout starts without it.
      if (shown) void saveDraftDiscount(store.id, null, draftValues(values))
      onQueued(entry.id)
      const outcome = navigator.onLine ? await sendEntry(entry) : { kind: 'keep' as const }
      if (outcome.kind === 'keep') {
        await requestBackgroundSync()
        retrySoon()
      }
    } finally {
      submittingNow.current = false
      setSubmitting(false)
    }
  }

  const field = (
    name: 'name' | 'email' | 'phone',
    label: string,
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <FormField markRequired={false} label={label} required={required} error={errors[name]}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => change({ [name]: e.target.value })}
      />
    </FormField>
  )

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <styled.form
          display="flex"
          flexDirection="column"
          gap="6"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={t('store.checkout.title')}
        >
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('store.checkout.your_details')}
            </Heading>
            {field('name', t('store.checkout.full_name'), 'text', 'name')}
            <Grid columns={{ base: 1, sm: 2 }} gap="4">
              {field('email', t('store.checkout.email'), 'email', 'email')}
              {field('phone', t('store.checkout.phone'), 'tel', 'tel', false)}
            </Grid>
          </Stack>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('store.checkout.address')}
            </Heading>
            <AddressFields values={values} errors={errors} onChange={change} />
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t('store.checkout.delivery_heading')}
            </Heading>
            <DeliveryOptions
              quote={quote}
              stateChosen={values.state_id !== ''}
              value={values.rate_id}
              error={errors.rate_id}
              onChange={(rate_id) => change({ rate_id })}
            />
          </Stack>
          {errors.items ? (
            <Text color="fg.error" role="alert">
              {errors.items}
            </Text>
          ) : null}
          <Stack gap="1">
            <Button type="submit" size="lg" loading={submitting} disabled={items.length === 0}>
              {t('store.checkout.place_order')}
            </Button>
            {!online ? (
              <Text fontSize="sm" color="fg.muted">
                {t('store.checkout.offline')}
              </Text>
            ) : null}
          </Stack>
        </styled.form>
      </Card.Body>
    </Card.Root>
  )
}
