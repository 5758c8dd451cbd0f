// The language a request asks for (src/contract/languages.ts): the payer's own choice, kept in a cookie by
// the public pages' language switch, else the browser's Accept-Language, else English.
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  acceptedTags,
  isLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  type Language,
} from '../../src/contract/languages.ts'

export function requestLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return chosen
  return pickLanguage(acceptedTags(c.req.header('Accept-Language')))
}

/**
 * The language an API call asks for: its Accept-Language alone (the console and the public pages send
 * theirs; the payer's cookie is for pages, not for a developer's client). A call that sends none gets
 * English, as every API client always has.
 */
export function apiLanguage(c: Context): Language {
  return pickLanguage(acceptedTags(c.req.header('Accept-Language')))
}
