// The collection form's values, rules (SPEC §5: required, max, url, positive amounts) and payloads.
import {
  cleanAmount,
  toApiAmount,
  type CollectionCreateInput,
  type CollectionUpdateInput,
} from '@/api/collections.ts'
import type { Collection, CollectionKind } from '@/contract/collections.ts'
import type { Locale } from '@/lib/validation/messages.ts'
import { validateForm, type FormSchema } from '@/lib/validation/validate.ts'

export type AmountMode = 'open' | 'fixed'

export interface CollectionFormValues {
  title: string
  description: string
  amount_mode: AmountMode
  fixed_amount: string
  callback_url: string
  redirect_url: string
}

export const COLLECTION_FIELDS = [
  'title',
  'description',
  'fixed_amount',
  'callback_url',
  'redirect_url',
] as const

export const EMPTY_COLLECTION: CollectionFormValues = {
  title: '',
  description: '',
  amount_mode: 'open',
  fixed_amount: '',
  callback_url: '',
  redirect_url: '',
}

/** RM 0.01 to RM 1,000,000 with at most 2 decimals, as the API accepts. */
export const AMOUNT_RULES = [
  'required',
  ['regex', /^\d{1,7}(\.\d{1,2})?$/],
  ['min_value', 0.01],
  ['max_value', 1_000_000],
] as const

const RULES: FormSchema = {
  title: ['required', ['max', 120]],
  description: [['max', 1000]],
  callback_url: ['url', ['max', 500]],
  redirect_url: ['url', ['max', 500]],
}

export function validateCollection(values: CollectionFormValues, kind: CollectionKind, locale: Locale) {
  const withAmount = kind === 'payment_form' && values.amount_mode === 'fixed'
  const schema: FormSchema = withAmount ? { ...RULES, fixed_amount: AMOUNT_RULES } : RULES
  return validateForm({ ...values, fixed_amount: cleanAmount(values.fixed_amount) }, schema, locale, {
    callback_url: 'callback URL',
    redirect_url: 'redirect URL',
    fixed_amount: 'amount',
  })
}

export function collectionToForm(collection: Collection): CollectionFormValues {
  return {
    title: collection.title,
    description: collection.description ?? '',
    amount_mode: collection.fixed_amount ? 'fixed' : 'open',
    fixed_amount: collection.fixed_amount ?? '',
    callback_url: collection.callback_url ?? '',
    redirect_url: collection.redirect_url ?? '',
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

export function collectionUpdatePayload(
  values: CollectionFormValues,
  kind: CollectionKind,
): CollectionUpdateInput {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    // A bill collection has no fixed amount: each bill carries its own.
    ...(kind === 'payment_form'
      ? { fixed_amount: values.amount_mode === 'fixed' ? toApiAmount(values.fixed_amount) : null }
      : {}),
    callback_url: orNull(values.callback_url),
    redirect_url: orNull(values.redirect_url),
  }
}

export function collectionCreatePayload(
  values: CollectionFormValues,
  kind: CollectionKind,
): CollectionCreateInput {
  return { ...collectionUpdatePayload(values, kind), title: values.title.trim(), kind }
}
