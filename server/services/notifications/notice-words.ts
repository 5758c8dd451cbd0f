// A notification's words in its reader's language (src/locales/notices, with the pages' channel names):
// each recipient gets the notice in the language of their profile, an address outside the team in the
// account owner's. One Lingui instance for the server's notices, compiled on first use.
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { ConsoleLanguage } from '../../../src/contract/languages.ts'
import pagesEn from '../../../src/locales/en.json' with { type: 'json' }
import pagesMs from '../../../src/locales/ms.json' with { type: 'json' }
import noticesEn from '../../../src/locales/notices/en.json' with { type: 'json' }
import noticesMs from '../../../src/locales/notices/ms.json' with { type: 'json' }

export type NoticeText = keyof typeof noticesEn | `channel.${string}`

/** A message and its values; a value may itself be words (a channel's name), or a list of them (read
 *  one after another, "; " between). */
export interface Words {
  id: NoticeText
  values?: Record<string, string | number | Words | Words[]>
}

let i18n: ReturnType<typeof setupI18n> | undefined

function instance() {
  if (!i18n) {
    i18n = setupI18n({
      locale: 'en',
      messages: { en: { ...pagesEn, ...noticesEn }, ms: { ...pagesMs, ...noticesMs } },
    })
    i18n.setMessagesCompiler(compileMessage)
  }
  return i18n
}

export function wordsIn(language: ConsoleLanguage, words: Words): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(words.values ?? {}))
    values[name] = Array.isArray(value)
      ? value.map((inner) => wordsIn(language, inner)).join('; ')
      : typeof value === 'object'
        ? wordsIn(language, value)
        : value
  const i18n = instance()
  // Activating and formatting run in one synchronous step, so no other request's language slips in.
  i18n.activate(language)
  return i18n._(words.id, values)
}

/** `wordsIn` for one reader: `say(id, values)`, for a message built of several texts. */
export const wordsFor =
  (language: ConsoleLanguage) =>
  (id: NoticeText, values?: Words['values']): string =>
    wordsIn(language, { id, values })

/** A channel code as words ("fpx" → Online banking (FPX), Perbankan Dalam Talian (FPX)); an unknown code
 *  reads as the server names it. */
export function channelWords(channel: string): Words | string {
  const id = `channel.${channel}` as const
  return id in pagesEn ? { id } : channel
}
