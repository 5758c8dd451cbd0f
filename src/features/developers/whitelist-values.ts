// The whitelist entry form (new page and edit dialog): values, payload and one check, the contract's schema
// and then the address's form, so the browser says what the server would.
import type { FieldErrors } from '@/app/forms/form-errors.ts'
import { schemaErrors } from '@/app/forms/form-errors.ts'
import { WhitelistCreateSchema, type WhitelistCreate } from '@/contract/developers.ts'
import type { Locale } from '@/contract/messages.ts'
import { addressError } from './whitelist-address.ts'

export interface WhitelistFormValues {
  address: string
  label: string
}

export const WHITELIST_FIELDS = ['address', 'label'] as const

export function whitelistPayload(values: WhitelistFormValues): WhitelistCreate {
  return { address: values.address, label: values.label.trim() === '' ? null : values.label }
}

export function validateWhitelistEntry(values: WhitelistFormValues, locale: Locale): FieldErrors {
  const errors = schemaErrors(WhitelistCreateSchema, whitelistPayload(values), locale)
  const address = errors.address ?? addressError(values.address, locale)
  return address ? { ...errors, address } : errors
}
