// The catalogs outside the browser (the server drawing a first screen, unit tests): all languages loaded at
// once and compiled on first use, as a process that serves every language needs them.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '@/contract/languages.ts'
import en from '../locales/en.json' with { type: 'json' }
import ms from '../locales/ms.json' with { type: 'json' }
import zh from '../locales/zh.json' with { type: 'json' }
import { i18n } from './i18n.ts'

let loaded = false

/** Makes `language` the active one; what follows synchronously renders in it. */
export function activateOnServer(language: Language): void {
  if (!loaded) {
    i18n.setMessagesCompiler(compileMessage)
    i18n.load({ en, ms, zh })
    loaded = true
  }
  i18n.activate(language)
}
