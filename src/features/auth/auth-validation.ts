// The auth forms' checks: the contract schemas the server applies to the same payloads (SPEC §5 messages,
// in the form's language), before anything is sent.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { ForgotSchema, LoginSchema } from '@/contract/auth.ts'
import type { Locale } from '@/contract/messages.ts'
import { NewPasswordSchema } from '@/contract/password.ts'

export const validateLoginForm = (
  values: { username: string; password: string },
  locale: Locale,
): FieldErrors => schemaErrors(LoginSchema, values, locale)

export const validateEmailForm = (values: { email: string }, locale: Locale): FieldErrors =>
  schemaErrors(ForgotSchema, values, locale)

export const validateResetForm = (
  values: { password: string; password_confirmation: string },
  locale: Locale,
): FieldErrors => schemaErrors(NewPasswordSchema, values, locale)
