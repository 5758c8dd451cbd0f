// The API key form (/api/new and /api/edit/{id}): its values, the payload they become and its check with the
// contract's schemas, so the browser says what the server would.
import type { FieldErrors } from '@/app/forms/form-errors.ts'
import { schemaErrors } from '@/app/forms/form-errors.ts'
import type { Locale } from '@/contract/messages.ts'
import {
  ApiKeyCreateSchema,
  ApiKeyUpdateSchema,
  KEY_GROUPS,
  KEY_RATE_LIMIT_DEFAULT,
  READ_ONLY_SCOPES,
  type ApiKey,
  type ApiKeyCreate,
  type KeyScopes,
} from '@/contract/developers.ts'

export interface ApiKeyFormValues {
  name: string
  scopes: KeyScopes
  /** As typed; blank leaves the default (or the key's current limit). */
  rate_limit_per_minute: string
}

export const API_KEY_FIELDS = [
  'name',
  'rate_limit_per_minute',
  'scopes',
  ...KEY_GROUPS.map((group) => `scopes.${group}`),
] as const

export const EMPTY_API_KEY: ApiKeyFormValues = {
  name: '',
  scopes: READ_ONLY_SCOPES,
  rate_limit_per_minute: String(KEY_RATE_LIMIT_DEFAULT),
}

export function apiKeyToForm(key: ApiKey): ApiKeyFormValues {
  // A group the key's answer leaves out is none.
  const scopes = Object.fromEntries(
    KEY_GROUPS.map((group) => [group, key.scopes[group] ?? 'none']),
  ) as KeyScopes
  return { name: key.name, scopes, rate_limit_per_minute: String(key.rate_limit_per_minute) }
}

export function apiKeyPayload(values: ApiKeyFormValues): ApiKeyCreate {
  const rate = values.rate_limit_per_minute.trim()
  return {
    name: values.name,
    scopes: values.scopes,
    // Number('12a') is NaN, which the schema calls "not a number", as the server would.
    ...(rate === '' ? {} : { rate_limit_per_minute: Number(rate) }),
  }
}

export function validateApiKey(
  values: ApiKeyFormValues,
  id: string | undefined,
  locale: Locale,
): FieldErrors {
  const payload = apiKeyPayload(values)
  return id
    ? schemaErrors(ApiKeyUpdateSchema, { id, ...payload }, locale)
    : schemaErrors(ApiKeyCreateSchema, payload, locale)
}
