// The server's per-field breakdown (code 4000) under the form's own fields; other keys stay in the dialog.
import { ApiError } from '../api/client.ts'
import type { ErrorData } from '../contract/envelope.ts'

export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const breakdown = (error.envelope.data as ErrorData | null)?.breakdown ?? {}
  return Object.fromEntries(Object.entries(breakdown).filter(([field]) => fields.includes(field)))
}
