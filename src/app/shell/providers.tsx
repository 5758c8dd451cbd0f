// App-wide providers: Chakra (with the chosen text direction) and the persisted TanStack Query client.
import type { ReactNode } from 'react'
import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { createPersistOptions } from '@/api/query-client.ts'
import { useLayoutPrefs } from '../ui/layout-prefs.ts'

const persistOptions = createPersistOptions()

export function AppProviders({
  queryClient,
  system,
  children,
}: {
  queryClient: QueryClient
  system: SystemContext
  children: ReactNode
}) {
  const { direction } = useLayoutPrefs()
  return (
    <ChakraProvider value={system}>
      {/* Ark components (menus, drawers) take their direction from the locale, CSS from <html dir>. */}
      <LocaleProvider locale={direction === 'rtl' ? 'ar-MY' : 'en-MY'}>
        {/* What was restored is a snapshot that may predate the last change: the persister writes at most
            once a second, so a reload right after a save can restore the list from before it. It shows at
            once (and offline), and is marked stale so every page asks the server again. */}
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={() => void queryClient.invalidateQueries({ refetchType: 'none' })}
        >
          {children}
        </PersistQueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  )
}
