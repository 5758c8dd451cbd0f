// Switching the app's language: the catalogs are fetched, then the one instance activates them and the
// page's `<html lang>` follows, so screen readers and the browser's own controls read it in the right
// language.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/contract/languages.ts'
import { loadCatalog, type CatalogPart } from './catalogs.ts'
import { i18n } from './i18n.ts'
import { htmlLang, pageLanguage, rememberLanguage } from './page-language.ts'

/** The parts this app shows: the whole app adds the console's and the storefronts' words (src/main.tsx), the
 *  public app the storefronts' on a shop's page (src/public-main.tsx). */
const parts = new Set<CatalogPart>(['pages'])

export function includeCatalogPart(part: CatalogPart): void {
  parts.add(part)
}

const adding = new Map<CatalogPart, Promise<void>>()

/**
 * A part the app started without (a storefront reached in-app from a payment page): fetched, and the current
 * language activated again with it, before the page renders. Never fails: offline, the page waits no longer.
 */
export function ensureCatalogPart(part: CatalogPart): Promise<void> {
  const pending = adding.get(part)
  if (pending) return pending
  if (parts.has(part)) return Promise.resolve()
  parts.add(part)
  const language = i18n.locale
  // Not active yet: the app's start loads every part it has.
  if (!isLanguage(language)) return Promise.resolve()
  const added = activateLanguage(language)
    .catch(() => undefined)
    .finally(() => adding.delete(part))
  adding.set(part, added)
  return added
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
