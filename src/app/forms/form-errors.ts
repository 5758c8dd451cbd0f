// Field errors for forms: the contract schema's own check run in the browser, in the form's language, so the
// browser says what the server would say; and the server's per-field breakdown (code 4000) when it answers.
import * as v from 'valibot'
import { ApiError } from '@/api/client.ts'
import type { ErrorData } from '@/contract/envelope.ts'
import type { Locale } from '@/contract/messages.ts'

/** Field (a dot path, as the server's breakdown names it) → its first message. */
export type FieldErrors = Record<string, string>

/** A form's payload checked with a contract schema: the first message of each field that fails. */
export function schemaErrors(schema: v.GenericSchema, input: unknown, locale: Locale = 'en'): FieldErrors {
  const result = v.safeParse(schema, input, { lang: locale })
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message
  return errors
}

/** The messages of a breakdown on the fields a form has (it may name others the form does not show). */
export function breakdownFields(
  breakdown: Readonly<Record<string, string>> | undefined,
  fields: readonly string[],
) {
  return Object.fromEntries(Object.entries(breakdown ?? {}).filter(([field]) => fields.includes(field)))
}

/** The server's breakdown (code 4000) of a failed call, on the fields a form has. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  return breakdownFields((error.envelope.data as ErrorData | null)?.breakdown, fields)
}
