// The language a page is shown in, in the browser: the payer's own choice (kept in localStorage and a cookie,
// so the server draws the next first screen in it too), else the browser's languages, else English.
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TAGS,
  isLanguage,
  pickLanguage,
  type Language,
} from '@/contract/languages.ts'
import { loadCatalog, type CatalogPart } from './catalogs.ts'

const ONE_YEAR_S = 365 * 24 * 60 * 60

function storedChoice(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : undefined
  } catch {
    return undefined // storage blocked (some private modes): the browser's languages decide
  }
}

export function pageLanguage(): Language {
  return storedChoice() ?? pickLanguage(navigator.languages ?? [navigator.language])
}

/** Keeps the payer's choice for the next visit, in this browser and for the server's first screen. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage blocked: the cookie still carries the choice
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not words
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
}

/** Starts fetching the page's catalogs (the entry calls this before the app's code arrives). */
export function preloadPageLanguage(parts: readonly CatalogPart[]): void {
  for (const part of parts) void loadCatalog(pageLanguage(), part).catch(() => undefined)
}

export const htmlLang = (language: Language) => LANGUAGE_TAGS[language]
