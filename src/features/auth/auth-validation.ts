// The auth forms' rules, checked with the shared validation (SPEC §5) before anything is sent.
import type { Locale } from '@/lib/validation/messages.ts'
import { validateField, validateForm } from '@/lib/validation/validate.ts'

export type FieldErrors = Partial<Record<string, string>>

// The rule texts start with the field name ("{field} is too short..."), which reads lowercased.
const capitalise = (errors: Record<string, string>): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message.charAt(0).toUpperCase() + message.slice(1),
    ]),
  )

export function validateLoginForm(
  values: { username: string; password: string },
  locale: Locale,
): FieldErrors {
  return capitalise(validateForm(values, { username: ['required'], password: ['required'] }, locale))
}

export function validateEmailForm(values: { email: string }, locale: Locale): FieldErrors {
  return capitalise(validateForm(values, { email: ['required', 'email'] }, locale))
}

export function validateResetForm(
  values: { password: string; password_confirmation: string },
  locale: Locale,
): FieldErrors {
  const errors = validateForm({ password: values.password }, { password: ['required', 'password'] }, locale)
  // "The password field confirmation does not match", as the server words it, but "confirmation" when empty.
  const confirmation =
    validateField(values.password_confirmation, ['required'], { field: 'password_confirmation', locale }) ??
    validateField(values.password_confirmation, [['confirmed', 'password']], {
      field: 'password_confirmation',
      label: 'password',
      locale,
      values,
    })
  return capitalise(confirmation ? { ...errors, password_confirmation: confirmation } : errors)
}
