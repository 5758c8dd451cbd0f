// Components ask for their words through useT: they render again when the payer switches language.
import { useSyncExternalStore } from 'react'
import { i18n, t } from './i18n.ts'

const subscribe = (onChange: () => void) => i18n.on('change', onChange)
const activeLanguage = () => i18n.locale

export function useT(): typeof t {
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage)
  return t
}

/** The active language, for components that format with it. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage)
}
