// App-wide providers: Chakra (with the chosen text direction) and the persisted TanStack Query client.
import type { ReactNode } from 'react'
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { createPersistOptions } from '../api/query-client.ts'
import { useLayoutPrefs } from './layout-prefs.ts'
import { system } from './theme.ts'

const persistOptions = createPersistOptions()

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { direction } = useLayoutPrefs()
  return (
    <ChakraProvider value={system}>
      {/* Ark components (menus, drawers) take their direction from the locale, CSS from <html dir>. */}
      <LocaleProvider locale={direction === 'rtl' ? 'ar-MY' : 'en-MY'}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {children}
        </PersistQueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  )
}
