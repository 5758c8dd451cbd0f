// The persisted TanStack Query client every app starts with (the console and the public pages alike).
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { createPersistOptions } from '@/api/query-client.ts'

const persistOptions = createPersistOptions()

export function QueryProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // What was restored is a snapshot that may predate the last change: the persister writes at most once a
    // second, so a reload right after a save can restore the list from before it. It shows at once (and
    // offline), and is marked stale so every page asks the server again.
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => void queryClient.invalidateQueries({ refetchType: 'none' })}
    >
      {children}
    </PersistQueryClientProvider>
  )
}
