// Layout preferences of SPEC §2: skin, direction and menu collapse are the user's choice and kept in
// localStorage; the other settings are the product's fixed defaults.
import { useSyncExternalStore } from 'react'
import { isLanguage } from '@/contract/languages.ts'
import type { Locale } from '@/contract/messages.ts'
import { useLanguage } from '@/i18n/use-t.ts'

export type Skin = 'light' | 'dark'
export type Direction = 'ltr' | 'rtl'

export interface LayoutPrefs {
  skin: Skin
  direction: Direction
  menuCollapsed: boolean
}

export const LAYOUT_STORAGE_KEYS = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
} as const

/** The fixed layout of SPEC §2 (no customizer option changes these). */
export const LAYOUT_DEFAULTS = {
  layout: 'vertical',
  contentWidth: 'full',
  navbar: 'static',
  footer: 'static',
  formSize: 'sm',
  customizer: false,
  scrollToTop: true,
} as const

function readStored(): LayoutPrefs {
  const get = (key: string) => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }
  return {
    skin: get(LAYOUT_STORAGE_KEYS.skin) === 'dark' ? 'dark' : 'light',
    direction: get(LAYOUT_STORAGE_KEYS.direction) === 'rtl' ? 'rtl' : 'ltr',
    menuCollapsed: get(LAYOUT_STORAGE_KEYS.menuCollapsed) === 'true',
  }
}

// Kept in memory too: logout empties localStorage (SPEC §4) and the page should not flip skin mid-session.
let prefs: LayoutPrefs = readStored()
const listeners = new Set<() => void>()

/**
 * Puts the preferences on <html>: Chakra's dark condition reads the class, CSS logical properties read dir.
 */
export function applyLayoutPrefs(current: LayoutPrefs = prefs): void {
  const root = document.documentElement
  root.classList.toggle('dark', current.skin === 'dark')
  root.classList.toggle('light', current.skin === 'light')
  root.style.colorScheme = current.skin
  root.dir = current.direction
}

/**
 * A run of Latin text, numbers and a date ("28 Nov 2026, 6:43 am") kept in its own order inside the
 * right-to-left layout: wrapped in Unicode's first-strong isolate marks (the plain-text <bdi>), so it works
 * in a string wherever the string goes (a cell, a tooltip, a chart's label). Left to right, unchanged.
 */
export function isolateInRtl(text: string): string {
  return prefs.direction === 'rtl' ? `\u2068${text}\u2069` : text
}

export function getLayoutPrefs(): LayoutPrefs {
  return prefs
}

export function setLayoutPref<K extends keyof LayoutPrefs>(key: K, value: LayoutPrefs[K]): void {
  prefs = { ...prefs, [key]: value }
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEYS[key], String(value))
  } catch {
    // Not persisted; the choice still holds for this page.
  }
  applyLayoutPrefs()
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useLayoutPrefs(): LayoutPrefs {
  return useSyncExternalStore(subscribe, getLayoutPrefs)
}

/** Form messages: Arabic when the layout is right-to-left (SPEC §5), else the page's language. */
export function useFormLocale(): Locale {
  const language = useLanguage()
  const rtl = useLayoutPrefs().direction === 'rtl'
  return rtl ? 'ar' : isLanguage(language) ? language : 'en'
}
