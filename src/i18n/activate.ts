// Switching the app's language: the catalogs are fetched, then the one instance activates them and the
// page's `<html lang>` follows, so screen readers and the browser's own controls read it in the right
// language.
import { DEFAULT_LANGUAGE, type Language } from '@/contract/languages.ts'
import { loadCatalog, type CatalogPart } from './catalogs.ts'
import { i18n } from './i18n.ts'
import { htmlLang, pageLanguage, rememberLanguage } from './page-language.ts'

/** The parts this app shows: the whole app adds the console's words (src/main.tsx). */
const parts = new Set<CatalogPart>(['pages'])

export function includeCatalogPart(part: CatalogPart): void {
  parts.add(part)
}

export async function activateLanguage(language: Language): Promise<void> {
  const loaded = await Promise.all([...parts].map((part) => loadCatalog(language, part)))
  const messages = Object.assign({}, ...loaded) as (typeof loaded)[number]
  i18n.loadAndActivate({ locale: language, locales: [htmlLang(language)], messages })
  document.documentElement.lang = htmlLang(language)
}

/** The app's start: the page's language, before its first render; English when its catalog cannot arrive
 *  (offline before it was ever fetched). */
export const activatePageLanguage = () =>
  activateLanguage(pageLanguage()).catch(() => activateLanguage(DEFAULT_LANGUAGE))

/** The language switch: the choice is kept and the page re-renders in it. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language)
  await activateLanguage(language)
}
