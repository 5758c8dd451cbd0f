// The collection form's values, the payloads they become, and their check: the contract's own schema (the one
// the server applies), with its messages in the form's language.
import type { CollectionCreateInput, CollectionUpdateInput } from '@/api/collections.ts'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { CollectionCreateSchema, type Collection, type CollectionKind } from '@/contract/collections.ts'
import type { Locale } from '@/contract/messages.ts'
import { cleanAmount, toApiAmount } from '@/lib/money.ts'

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

export function validateCollection(
  values: CollectionFormValues,
  kind: CollectionKind,
  locale: Locale,
): FieldErrors {
  return schemaErrors(CollectionCreateSchema, collectionCreatePayload(values, kind), locale)
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
      ? {
          // What is not an amount is sent as typed (without "RM" and grouping), for the schema to name.
          fixed_amount:
            values.amount_mode === 'fixed'
              ? (toApiAmount(values.fixed_amount) ?? cleanAmount(values.fixed_amount))
              : null,
        }
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
