// SPEC §8: a failed login shows its response code on the login page ("4001: Invalid username or password").
import { ApiError } from '@/api/client.ts'
import { t } from '@/i18n/i18n.ts'

export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return `${error.code}: ${error.envelope.description}`
  if (error instanceof Error) return error.message
  return t('Something went wrong. Please try again.')
}
