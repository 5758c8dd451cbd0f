// The console's reference lists (GET catalogs, GET system-options; src/contract/catalogs.ts), read once per
// session and kept: forms that choose a bank, a state, a business type or a role read them from here, so the
// server's list is the one the form offers. Not imported by the dashboard's first screen.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Catalogs, SystemOptions } from '@/contract/catalogs.ts'
import { apiData } from './client.ts'

export const catalogQueries = {
  catalogs: () =>
    queryOptions({
      queryKey: ['catalogs'] as const,
      queryFn: ({ signal }) => apiData<Catalogs>('GET', 'catalogs', { signal }),
      staleTime: Infinity,
      gcTime: 24 * 60 * 60_000,
    }),
  systemOptions: () =>
    queryOptions({
      queryKey: ['system-options'] as const,
      queryFn: ({ signal }) => apiData<SystemOptions>('GET', 'system-options', { signal }),
      staleTime: Infinity,
      gcTime: 24 * 60 * 60_000,
    }),
}

/** One list of the catalogs as a form's choices (empty while it loads). */
export function useCatalogChoices<K extends 'banks' | 'business_types' | 'page_kinds'>(
  list: K,
): { value: string; label: string }[] {
  const { data } = useQuery({
    ...catalogQueries.catalogs(),
    select: (catalogs) => catalogs[list].map((item) => ({ value: item.code, label: item.name })),
  })
  return data ?? []
}

/** The states, by name (as customers and addresses store them) or by id (as shipping zones do). */
export function useStateChoices(by: 'name' | 'id' = 'name'): { value: string; label: string }[] {
  const { data } = useQuery({
    ...catalogQueries.catalogs(),
    select: (catalogs) => catalogs.states.map((state) => ({ value: state[by], label: state.name })),
  })
  return data ?? []
}
