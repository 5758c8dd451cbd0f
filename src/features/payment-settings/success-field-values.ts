// The success field form's values, the payload they become and their check with the contract's schema.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import type { Locale } from '@/contract/messages.ts'
import {
  SuccessFieldCreateSchema,
  successFieldProblems,
  type SuccessField,
  type SuccessFieldInput,
  type SuccessFieldType,
} from '@/contract/payment-settings.ts'

export interface SuccessFieldValues {
  label: string
  key: string
  type: SuccessFieldType
  required: boolean
  /** One option per line. */
  options: string
  max_length: string
  min_value: string
  max_value: string
  sort_order: string
  is_active: boolean
  collection_id: string
}

export const SUCCESS_FIELD_FORM_FIELDS = [
  'label',
  'key',
  'type',
  'options',
  'max_length',
  'min_value',
  'max_value',
  'sort_order',
  'collection_id',
] as const

export const EMPTY_SUCCESS_FIELD: SuccessFieldValues = {
  label: '',
  key: '',
  type: 'text',
  required: false,
  options: '',
  max_length: '',
  min_value: '',
  max_value: '',
  sort_order: '0',
  is_active: true,
  collection_id: '',
}

const text = (n: number | null) => (n === null ? '' : String(n))

export function successFieldToForm(field: SuccessField): SuccessFieldValues {
  return {
    label: field.label,
    key: field.key,
    type: field.type,
    required: field.required,
    options: field.options.join('\n'),
    max_length: text(field.max_length),
    min_value: text(field.min_value),
    max_value: text(field.max_value),
    sort_order: String(field.sort_order),
    is_active: field.is_active,
    collection_id: field.collection_id ?? '',
  }
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

export function successFieldPayload(values: SuccessFieldValues): SuccessFieldInput {
  return {
    label: values.label.trim(),
    key: values.key.trim() === '' ? null : values.key.trim(),
    type: values.type,
    required: values.required,
    options:
      values.type === 'select'
        ? values.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    max_length: values.type === 'text' ? numberOrNull(values.max_length) : null,
    min_value: values.type === 'number' ? numberOrNull(values.min_value) : null,
    max_value: values.type === 'number' ? numberOrNull(values.max_value) : null,
    sort_order: numberOrNull(values.sort_order) ?? 0,
    is_active: values.is_active,
    collection_id: values.collection_id === '' ? null : values.collection_id,
  }
}

export function validateSuccessField(values: SuccessFieldValues, locale: Locale): FieldErrors {
  const payload = successFieldPayload(values)
  const errors = schemaErrors(SuccessFieldCreateSchema, payload, locale)
  // "options.1" (a blank or repeated option) is shown under the options box.
  for (const path of Object.keys(errors))
    if (path.startsWith('options.') && !errors.options) errors.options = errors[path]!
  const merged = {
    type: payload.type,
    options: payload.options ?? [],
    min_value: payload.min_value ?? null,
    max_value: payload.max_value ?? null,
  }
  return { ...successFieldProblems(merged), ...errors }
}
