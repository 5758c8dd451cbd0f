// The languages a payer or a shopper can read the public pages in, and how one is chosen: the payer's own
// choice first (kept in the browser and sent as a cookie, so the server draws the first screen in it), then
// the browser's languages in order of preference, then English. Shared by the server (Accept-Language) and
// the browser (navigator.languages).

export const LANGUAGES = ['en', 'ms', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** The console, the introducer portal and the merchant's notifications: English and Malay (Chinese is for
 *  the pages a payer or a shopper sees). A user's choice is kept on the server (`users/me` `language`). */
export const CONSOLE_LANGUAGES = ['en', 'ms'] as const
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]
export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value)

/** Each language in its own words, as the language switch lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  zh: '简体中文',
}

/** BCP 47 tags for `<html lang>` and `Intl`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-Hans-MY' }

/** The pseudo-language's tag (src/i18n/pseudo.ts, development and tests only): the pseudo-locale tag Android
 *  and Chromium use for accented English; Intl reads it as English. */
export const PSEUDO_TAG = 'en-XA'

/** The browser key and cookie that keep the payer's choice; the cookie lets the server draw in it. */
export const LANGUAGE_STORAGE_KEY = 'niagaLanguage'
export const LANGUAGE_COOKIE = 'niaga_lang'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** The language a BCP 47 tag asks for, if the pages have it: ms-MY and ms → ms; zh-CN, zh-Hans, zh-SG,
 *  zh-MY → zh (Simplified Chinese, as Malaysia writes it); en-GB → en. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}

/** The first of the browser's preferred tags the pages have, or English. */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return DEFAULT_LANGUAGE
}

/** An Accept-Language header's tags, most preferred first (q=0 left out); a malformed header names none. */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}
