// Dates in the reader's language ("6 Dec 2026" in English, "6 Dis 2026" in Malay, "2026年12月6日" in
// Chinese): one cached Intl formatter per style and language, chosen when a date is drawn, so a page that
// switches language draws its next dates in the new one. The pseudo-language formats as English does.
import { isLanguage, LANGUAGE_TAGS } from '@/contract/languages.ts'
import { i18n } from './i18n.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

/** The Intl formatter for these options in the active language (options are keyed by their JSON). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = isLanguage(i18n.locale) ? LANGUAGE_TAGS[i18n.locale] : 'en-MY'
  const key = `${tag} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, options)))
  return format
}
