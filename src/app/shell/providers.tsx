// The whole app's Chakra providers: its system, with the chosen text direction for Ark's components.
import type { ReactNode } from 'react'
import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react'
import { useLayoutPrefs } from '../ui/layout-prefs.ts'

export function ChakraProviders({ system, children }: { system: SystemContext; children: ReactNode }) {
  const { direction } = useLayoutPrefs()
  return (
    <ChakraProvider value={system}>
      {/* Ark components (menus, drawers) take their direction from the locale, CSS from <html dir>. */}
      <LocaleProvider locale={direction === 'rtl' ? 'ar-MY' : 'en-MY'}>{children}</LocaleProvider>
    </ChakraProvider>
  )
}
