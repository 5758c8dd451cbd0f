// The discount form's values, the payload they become and its check with the contract's schema (the same one
// the server applies, rules between fields included).
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import {
  DiscountCreateSchema,
  type Discount,
  type DiscountInput,
  type DiscountType,
} from '@/contract/discounts.ts'
import type { Locale } from '@/contract/messages.ts'

export interface DiscountFormValues {
  code: string
  type: DiscountType
  value: string
  min_spend: string
  max_discount: string
  valid_from: string
  valid_until: string
  usage_limit: string
  usage_limit_per_shopper: string
  all_stores: boolean
  store_ids: string[]
  is_active: boolean
}

export const DISCOUNT_FIELDS = [
  'code',
  'type',
  'value',
  'min_spend',
  'max_discount',
  'valid_from',
  'valid_until',
  'usage_limit',
  'usage_limit_per_shopper',
  'store_ids',
  'is_active',
] as const

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  type: 'percent',
  value: '',
  min_spend: '',
  max_discount: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  usage_limit_per_shopper: '',
  all_stores: true,
  store_ids: [],
  is_active: true,
}

export function discountToForm(discount: Discount): DiscountFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value))
  return {
    code: discount.code,
    type: discount.type,
    value: discount.type === 'percent' ? discount.value.replace(/\.00$/, '') : discount.value,
    min_spend: text(discount.min_spend),
    max_discount: text(discount.max_discount),
    valid_from: text(discount.valid_from),
    valid_until: text(discount.valid_until),
    usage_limit: text(discount.usage_limit),
    usage_limit_per_shopper: text(discount.usage_limit_per_shopper),
    all_stores: discount.store_ids === null,
    store_ids: discount.store_ids ?? [],
    is_active: discount.is_active,
  }
}

const orNull = (text: string) =>
  text.trim() === ''
    ? null
    : text
        .trim()
        .replace(/^rm\s*/i, '')
        .replace(/,/g, '')
/**
 * A limit as typed: empty is no limit; anything else goes as a number (the schema says what is wrong with
 * it).
 */
const limit = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

/** Every field is sent, so clearing one in the edit form clears it on the server. */
export function discountPayload(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code,
    type: values.type,
    value: values.value
      .trim()
      .replace(/^rm\s*/i, '')
      .replace(/%$/, ''),
    min_spend: orNull(values.min_spend),
    max_discount: values.type === 'percent' ? orNull(values.max_discount) : null,
    valid_from: orNull(values.valid_from),
    valid_until: orNull(values.valid_until),
    usage_limit: limit(values.usage_limit),
    usage_limit_per_shopper: limit(values.usage_limit_per_shopper),
    store_ids: values.all_stores ? null : values.store_ids,
    is_active: values.is_active,
  }
}

export function validateDiscount(values: DiscountFormValues, locale: Locale): FieldErrors {
  return schemaErrors(DiscountCreateSchema, discountPayload(values), locale)
}
