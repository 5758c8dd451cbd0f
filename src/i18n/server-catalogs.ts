// The catalogs outside the browser (the server drawing a first screen, unit tests): all languages and parts
// loaded at once and compiled on first use, as a process that serves every language needs them.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '@/contract/languages.ts'
import consoleEn from '../locales/console/en.json' with { type: 'json' }
import consoleMs from '../locales/console/ms.json' with { type: 'json' }
import en from '../locales/en.json' with { type: 'json' }
import ms from '../locales/ms.json' with { type: 'json' }
import zh from '../locales/zh.json' with { type: 'json' }
import storeEn from '../locales/store/en.json' with { type: 'json' }
import storeMs from '../locales/store/ms.json' with { type: 'json' }
import storeZh from '../locales/store/zh.json' with { type: 'json' }
import { i18n } from './i18n.ts'

let loaded = false

/** Makes `language` the active one; what follows synchronously renders in it. */
export function activateOnServer(language: Language): void {
  if (!loaded) {
    i18n.setMessagesCompiler(compileMessage)
    // The console is in English and Malay; Chinese pages keep the console's English words.
    i18n.load({
      en: { ...en, ...storeEn, ...consoleEn },
      ms: { ...ms, ...storeMs, ...consoleMs },
      zh: { ...zh, ...storeZh, ...consoleEn },
    })
    loaded = true
  }
  i18n.activate(language)
}
