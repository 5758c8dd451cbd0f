// Switching the app's language: the catalogs are fetched, then the one instance activates them and the
// page's `<html lang>` follows, so screen readers and the browser's own controls read it in the right
// language.
import { DEFAULT_LANGUAGE, isLanguage, PSEUDO_TAG, type Language } from '@/contract/languages.ts'
import type { Messages } from '@lingui/core'
import { loadCatalog, type CatalogPart } from './catalogs.ts'
import { i18n } from './i18n.ts'
import { htmlLang, pageLanguage, rememberLanguage } from './page-language.ts'

/** The parts this app shows: the whole app adds the console's and the storefronts' words (src/main.tsx), the
 *  public app the storefronts' on a shop's page (src/public-main.tsx). */
const parts = new Set<CatalogPart>(['pages'])

export function includeCatalogPart(part: CatalogPart): void {
  parts.add(part)
}

/** The pseudo-language for development and tests (src/i18n/pseudo.ts), switched on in this browser's
 *  storage; it stands in for whichever language is chosen. */
export const PSEUDO_STORAGE_KEY = 'niagaPseudoLanguage'

function pseudoLanguageOn(): boolean {
  try {
    return localStorage.getItem(PSEUDO_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

async function activatePseudo(): Promise<void> {
  const load = (language: Language) => Promise.all([...parts].map((part) => loadCatalog(language, part)))
  // The English console chunk leaves out the messages that are their own id (scripts/english-ids-as-text.ts);
  // Malay's has every id.
  const [{ pseudoMessages }, english, malay] = await Promise.all([
    import('./pseudo.ts'),
    load(DEFAULT_LANGUAGE),
    load('ms'),
  ])
  const merged = (catalogs: Messages[]): Messages => Object.assign({}, ...catalogs) as Messages
  const messages = pseudoMessages(merged(english), Object.keys(merged(malay)))
  i18n.loadAndActivate({ locale: PSEUDO_TAG, locales: [PSEUDO_TAG], messages })
  document.documentElement.lang = PSEUDO_TAG
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
  const active = i18n.locale
  // Not active yet: the app's start loads every part it has. The pseudo-language reloads its own way.
  const language = active === PSEUDO_TAG ? DEFAULT_LANGUAGE : active
  if (!isLanguage(language)) return Promise.resolve()
  const added = activateLanguage(language)
    .catch(() => undefined)
    .finally(() => adding.delete(part))
  adding.set(part, added)
  return added
}

export async function activateLanguage(language: Language): Promise<void> {
  if (pseudoLanguageOn()) return activatePseudo()
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
