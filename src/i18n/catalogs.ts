// One chunk per language, fetched only when that language is used. The entry asks for the page's language
// as it starts (src/start.ts), so the catalog arrives beside the app's code instead of after it.
// The words come in parts: the pages' (every public page: payment pages, shared states), the storefronts'
// and the console's (the merchant's, introducer's and admin's screens, English and Malay only), so a payer's
// phone never fetches a shop's or the console's words.
import type { Messages } from '@lingui/core'
import { isConsoleLanguage, type Language } from '@/contract/languages.ts'

export type CatalogPart = 'pages' | 'store' | 'console'

const loading = new Map<string, Promise<Messages>>()

function importPages(language: Language): Promise<{ messages: Messages }> {
  switch (language) {
    case 'ms':
      return import('../locales/ms.json?lingui')
    case 'zh':
      return import('../locales/zh.json?lingui')
    default:
      return import('../locales/en.json?lingui')
  }
}

function importStore(language: Language): Promise<{ messages: Messages }> {
  switch (language) {
    case 'ms':
      return import('../locales/store/ms.json?lingui')
    case 'zh':
      return import('../locales/store/zh.json?lingui')
    default:
      return import('../locales/store/en.json?lingui')
  }
}

/** The console is in English and Malay; a browser set to Chinese gets its English words. */
function importConsole(language: Language): Promise<{ messages: Messages }> {
  const consoleLanguage = isConsoleLanguage(language) ? language : 'en'
  return consoleLanguage === 'ms'
    ? import('../locales/console/ms.json?lingui')
    : import('../locales/console/en.json?lingui')
}

/** The language's compiled messages of one part; asked for once. */
export function loadCatalog(language: Language, part: CatalogPart = 'pages'): Promise<Messages> {
  const key = `${part}:${language}`
  let catalog = loading.get(key)
  if (!catalog) {
    const module =
      part === 'console'
        ? importConsole(language)
        : part === 'store'
          ? importStore(language)
          : importPages(language)
    catalog = module.then((loaded) => loaded.messages)
    // A failed fetch (offline, a new deploy) may be asked for again.
    catalog.catch(() => loading.delete(key))
    loading.set(key, catalog)
  }
  return catalog
}
