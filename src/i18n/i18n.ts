// The one i18n instance of the app (Lingui's core runtime, about 2 KB on the wire): every user-visible word
// of the translated pages is a message in src/locales, asked for by its id. ICU placeholders and plurals
// (`{amount}`, `{count, plural, one {# item} other {# items}}`) are compiled at build time, so the browser
// never parses a message.
import { setupI18n } from '@lingui/core'
import type consoleEn from '../locales/console/en.json'
import type en from '../locales/en.json'
import type storeEn from '../locales/store/en.json'

/** Every message id of the pages: the English catalog is the source, so an unknown id does not compile. */
export type PageMessageId = keyof typeof en
/** The console's words are keyed by their English text (src/locales/console): a page title or a menu entry
 *  reads as itself in the code, and a word missing from the catalog still does not compile. */
export type ConsoleText = keyof typeof consoleEn
/** The storefronts' words (src/locales/store), ids prefixed `store.`. */
export type StoreMessageId = keyof typeof storeEn
export type MessageId = PageMessageId | StoreMessageId | ConsoleText
export type MessageValues = Record<string, string | number>

export const i18n = setupI18n()
// In English the console's catalog holds only the messages that need compiling
// (scripts/english-ids-as-text.ts): the others are their id, shown as it is. (The server sets a real
// compiler: src/i18n/server-catalogs.ts.)
i18n.setMessagesCompiler((text) => [text])

/** The message in the active language. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values)
}

/**
 * Words built before the language was known (a list's filters made when its module loads): their
 * translation when the catalog has them, else the text as it is. New code asks for its words with `t`.
 */
export function known(text: string): string {
  const messages = i18n.locale ? i18n.messages : undefined
  return messages && text in messages ? i18n._(text) : text
}
