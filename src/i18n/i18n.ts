// The one i18n instance of the app (Lingui's core runtime, about 2 KB on the wire): every user-visible word
// of the translated pages is a message in src/locales, asked for by its id. ICU placeholders and plurals
// (`{amount}`, `{count, plural, one {# item} other {# items}}`) are compiled at build time, so the browser
// never parses a message.
import { setupI18n } from '@lingui/core'
import type en from '../locales/en.json'

/** Every message id: the English catalog is the source, so an unknown id does not compile. */
export type MessageId = keyof typeof en
export type MessageValues = Record<string, string | number>

export const i18n = setupI18n()

/** The message in the active language. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values)
}
