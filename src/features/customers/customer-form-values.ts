// The customer form's values, the payload they become and its check with the contract's customer schema.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { CustomerCreateSchema, type Customer, type CustomerInput } from '@/contract/customers.ts'
import type { Locale } from '@/contract/messages.ts'

export interface CustomerFormValues {
  name: string
  email: string
  phone: string
  address: string
  state: string
  notes: string
}

export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'state', 'notes'] as const

export const EMPTY_CUSTOMER: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  state: '',
  notes: '',
}

/** The contract's customer check, in the form's language. */
export function validateCustomer(values: CustomerFormValues, locale: Locale): FieldErrors {
  return schemaErrors(CustomerCreateSchema, customerPayload(values), locale)
}

export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address: customer.address ?? '',
    state: customer.state ?? '',
    notes: customer.notes ?? '',
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** Every field is sent, so clearing one in the edit form clears it on the server. */
export function customerPayload(values: CustomerFormValues): CustomerInput {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    address: orNull(values.address),
    state: orNull(values.state),
    notes: orNull(values.notes),
  }
}
