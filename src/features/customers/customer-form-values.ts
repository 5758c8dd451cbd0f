// The customer form's values, rules (SPEC §5 validators) and the payload they become.
import type { Customer, CustomerInput } from '@/contract/customers.ts'
import type { Locale } from '@/lib/validation/messages.ts'
import { validateForm, type FormSchema } from '@/lib/validation/validate.ts'

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

/** The server's phone format: digits with an optional +, spaces and dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,19}$/

const RULES: FormSchema = {
  name: ['required', ['max', 120]],
  email: ['email', ['max', 254]],
  phone: [['regex', PHONE_PATTERN]],
  address: [['max', 500]],
  notes: [['max', 1000]],
}

export function validateCustomer(values: CustomerFormValues, locale: Locale): Record<string, string> {
  return validateForm({ ...values }, RULES, locale)
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
