// One chunk per language, fetched only when that language is used. The entry asks for the page's language
// as it starts (src/start.ts), so the catalog arrives beside the app's code instead of after it.
import type { Messages } from '@lingui/core'
import type { Language } from '@/contract/languages.ts'

const loading = new Map<Language, Promise<Messages>>()

function importCatalog(language: Language): Promise<{ messages: Messages }> {
  switch (language) {
    case 'ms':
      return import('../locales/ms.json?lingui')
    case 'zh':
      return import('../locales/zh.json?lingui')
    default:
      return import('../locales/en.json?lingui')
  }
}

/** The language's compiled messages; asked for once. */
export function loadCatalog(language: Language): Promise<Messages> {
  let catalog = loading.get(language)
  if (!catalog) {
    catalog = importCatalog(language).then((module) => module.messages)
    // A failed fetch (offline, a new deploy) may be asked for again.
    catalog.catch(() => loading.delete(language))
    loading.set(language, catalog)
  }
  return catalog
}
