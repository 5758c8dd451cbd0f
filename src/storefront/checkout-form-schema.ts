// The checkout form's values and their check: the contract's CheckoutSchema (the same one the server
// applies) plus the postcode against the chosen locality (src/lib/localities.ts), with one message per field.
import * as v from 'valibot'
import { formatMessage, type Locale } from '@/contract/messages.ts'
import { CheckoutSchema, type Checkout } from '@/contract/storefront.ts'
import { toCheckoutItems, type CartItem } from '@/lib/cart.ts'
import { isPostcodeOf } from '@/lib/localities.ts'
import type { CheckoutDraft } from '@/offline/db.ts'

export interface CheckoutValues {
  name: string
  email: string
  phone: string
  line1: string
  line2: string
  state_id: string
  locality_id: string
  postcode: string
  rate_id: string
}

export type CheckoutField = keyof CheckoutValues | 'items'
export type CheckoutErrors = Partial<Record<CheckoutField, string>>

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  state_id: '',
  locality_id: '',
  postcode: '',
  rate_id: '',
}

export function checkCheckout(
  values: CheckoutValues,
  items: readonly CartItem[],
  locale: Locale = 'en',
): { body?: Checkout; errors: CheckoutErrors } {
  const result = v.safeParse(
    CheckoutSchema,
    {
      customer: { name: values.name, email: values.email, phone: values.phone },
      address: {
        line1: values.line1,
        line2: values.line2,
        postcode: values.postcode.trim(),
        locality_id: values.locality_id,
        state_id: values.state_id,
      },
      rate_id: values.rate_id,
      items: toCheckoutItems(items),
    },
    { lang: locale },
  )
  // customer.name → name, address.line1 → line1; anything about the lines is said once, above the button.
  const errors: CheckoutErrors = {}
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue)?.split('.') ?? []
    const field = (path[0] === 'customer' || path[0] === 'address' ? path[1] : path[0]) as
      CheckoutField | undefined
    errors[field && field in EMPTY_CHECKOUT ? field : 'items'] ??= issue.message
  }
  if (!errors.postcode && values.locality_id && !isPostcodeOf(values.locality_id, values.postcode))
    errors.postcode = formatMessage('postcode_locality', locale)
  if (!result.success || Object.keys(errors).length > 0) return { errors }
  return { body: result.output, errors }
}

/** The form as the draft stores it (src/offline/checkout-drafts.ts), and back. */
export function draftValues(values: CheckoutValues): Omit<CheckoutDraft, 'store_id' | 'quote'> {
  return {
    customer: { name: values.name, email: values.email, phone: values.phone },
    address: {
      line1: values.line1,
      line2: values.line2,
      postcode: values.postcode,
      locality_id: values.locality_id,
      state_id: values.state_id,
    },
    rate_id: values.rate_id,
  }
}

export function valuesFromDraft(draft: CheckoutDraft | null): CheckoutValues {
  if (!draft) return EMPTY_CHECKOUT
  return { ...draft.customer, ...draft.address, rate_id: draft.rate_id }
}
