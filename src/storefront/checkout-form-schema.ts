// The checkout form's values and their check: the contract's CheckoutSchema (the same one the server
// applies) plus the postcode against the chosen locality (src/lib/localities.ts), with one message per field.
import * as v from 'valibot'
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

const REQUIRED_CHOICE: Partial<Record<CheckoutField, string>> = {
  state_id: 'Choose a state',
  locality_id: 'Choose a town or area',
  rate_id: 'Choose a delivery option',
}

export function checkCheckout(values: CheckoutValues, items: readonly CartItem[]): { body?: Checkout; errors: CheckoutErrors } {
  const result = v.safeParse(CheckoutSchema, {
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
  })
  const errors: CheckoutErrors = {}
  for (const issue of result.issues ?? []) {
    const field = (v.getDotPath(issue)?.split('.')[1] ?? v.getDotPath(issue)?.split('.')[0]) as CheckoutField | undefined
    const key = field && field in EMPTY_CHECKOUT ? field : 'items'
    errors[key] ??= REQUIRED_CHOICE[key] ?? issue.message
  }
  if (!errors.postcode && values.locality_id && !isPostcodeOf(values.locality_id, values.postcode))
    errors.postcode = 'This postcode is not in the chosen town or area'
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
