// The new virtual account form: its values, the payload they become (blank optional fields left out) and
// its check with the contract's CreateVirtualAccountSchema, so the browser says what the server would.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import type { Locale } from '@/contract/messages.ts'
import {
  CreateVirtualAccountSchema,
  type CreateVirtualAccountInput,
  type PoolType,
} from '@/contract/pools.ts'

export interface VirtualAccountFormValues {
  name: string
  pool_type: PoolType
  /** '' for no customer. */
  customer_id: string
  description: string
  callback_url: string
}

export const VIRTUAL_ACCOUNT_FIELDS = [
  'name',
  'pool_type',
  'customer_id',
  'description',
  'callback_url',
] as const

export const EMPTY_VIRTUAL_ACCOUNT: VirtualAccountFormValues = {
  name: '',
  pool_type: 'prefund',
  customer_id: '',
  description: '',
  callback_url: '',
}

export function virtualAccountPayload(values: VirtualAccountFormValues): CreateVirtualAccountInput {
  const optional = (text: string) => (text.trim() === '' ? undefined : text)
  return {
    name: values.name,
    pool_type: values.pool_type,
    ...(values.customer_id ? { customer_id: values.customer_id } : {}),
    ...(optional(values.description) ? { description: values.description } : {}),
    ...(optional(values.callback_url) ? { callback_url: values.callback_url } : {}),
  }
}

export function validateVirtualAccount(values: VirtualAccountFormValues, locale: Locale): FieldErrors {
  return schemaErrors(CreateVirtualAccountSchema, virtualAccountPayload(values), locale)
}
