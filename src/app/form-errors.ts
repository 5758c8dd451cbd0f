// Field errors for forms: the server's per-field breakdown (code 4000), and the same check run in the
// browser with the contract's own schema so the browser says what the server would say.
import * as v from 'valibot'
import { ApiError } from '@/api/client.ts'
import type { ErrorData } from '@/contract/envelope.ts'

export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const breakdown = (error.envelope.data as ErrorData | null)?.breakdown ?? {}
  return Object.fromEntries(Object.entries(breakdown).filter(([field]) => fields.includes(field)))
}

/** A form's values checked with a contract schema, field by field (dot paths, as the server's breakdown names them). */
export function schemaErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message
  return errors
}
