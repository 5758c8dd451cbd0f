// Renders the envelope {response_code, token, data, description} with the HTTP status of its class.
import type { Context } from 'hono'
import { httpStatusFor, ResponseCode } from '../../src/contract/codes.ts'
import type { Envelope } from '../../src/contract/envelope.ts'
import { describe } from './describe.ts'
import { apiLanguage } from './request-language.ts'
import type { Language } from '../../src/contract/languages.ts'
import type { AppEnv } from './types.ts'

export function envelope<T>(c: Context<AppEnv>, code: number, data: T, description: string) {
  const language = code === ResponseCode.SUCCESS ? 'en' : apiLanguage(c)
  const body: Envelope<T> = {
    response_code: code,
    token: c.get('renewedToken') ?? null,
    ...inLanguage(language, data, description),
  }
  const json = JSON.stringify(body)
  // 4290, 4091 and 5030 say when to come back in data.retry_after; HTTP clients read it from Retry-After.
  const retryAfter = (data as { retry_after?: unknown } | null)?.retry_after
  const retry = code !== ResponseCode.SUCCESS && typeof retryAfter === 'number' ? retryAfter : null
  // The length lets the compression middleware leave small answers as they are (server/app.ts).
  return c.body(json, httpStatusFor(code), {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
    // An error says which language its words are in; a success's data is the caller's own.
    ...(code === ResponseCode.SUCCESS ? {} : { 'Content-Language': language, Vary: 'Accept-Language' }),
    ...(retry === null ? {} : { 'Retry-After': String(retry) }),
  })
}

export function ok<T>(c: Context<AppEnv>, data: T, description = 'Success') {
  return envelope(c, ResponseCode.SUCCESS, data, description)
}

/**
 * An error's description and field messages in the language the call asked for (docs/languages.md): the
 * server words them in English, and they are put into the caller's language here, at the edge. Successful
 * answers stay as they are: their data is the caller's own, and the shared read cache keeps one copy.
 */
function inLanguage<T>(language: Language, data: T, description: string) {
  if (language === 'en') return { data, description }
  const breakdown = (data as { breakdown?: unknown } | null)?.breakdown
  const translated =
    breakdown && typeof breakdown === 'object'
      ? {
          ...data,
          breakdown: Object.fromEntries(
            Object.entries(breakdown).map(([field, text]) => [
              field,
              typeof text === 'string' ? describe(text, language) : text,
            ]),
          ),
        }
      : data
  return { data: translated, description: describe(description, language) }
}
