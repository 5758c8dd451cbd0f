// The IP whitelist of API-key calls (SPEC §7 white-list-address; src/contract/developers.ts): the addresses
// and ranges key calls must come from. An empty whitelist allows every address.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { WhitelistCreate, WhitelistEntry, WhitelistUpdate } from '@/contract/developers.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

export type WhitelistListParams = { skip: number; limit: number }

export const whitelistKeys = {
  all: ['whitelist'] as const,
  lists: () => [...whitelistKeys.all, 'list'] as const,
  list: (params: WhitelistListParams) => [...whitelistKeys.lists(), params] as const,
  myAddress: () => [...whitelistKeys.all, 'my-address'] as const,
}

const entryPath = (id: string) => `white-list-address/${encodeURIComponent(id)}`

export const whitelistQueries = {
  list: (params: WhitelistListParams) =>
    queryOptions({
      queryKey: whitelistKeys.list(params),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<WhitelistEntry>>('POST', 'white-list-address/me', {
            query: params,
            body: {},
            signal,
          })
        ).list,
      placeholderData: keepPreviousData,
    }),
  /** The caller's address as the server sees it: asked when the button is pressed, never kept. */
  myAddress: () =>
    queryOptions({
      queryKey: whitelistKeys.myAddress(),
      queryFn: ({ signal }) =>
        apiData<{ address: string }>('GET', 'white-list-address/my-address', { signal }),
      meta: { persist: false },
      gcTime: 0,
      staleTime: 0,
    }),
}

function useInvalidateWhitelist() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: whitelistKeys.lists() })
}

export function useAddWhitelistEntry() {
  const invalidate = useInvalidateWhitelist()
  return useMutation({
    mutationFn: (input: WhitelistCreate) =>
      apiData<WhitelistEntry>('POST', 'white-list-address', { body: input }),
    onSuccess: invalidate,
  })
}

/** Changes an entry's address or label, or disables (enables) it. */
export function useUpdateWhitelistEntry() {
  const invalidate = useInvalidateWhitelist()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: WhitelistUpdate }) =>
      apiData<WhitelistEntry>('PUT', entryPath(id), { body: change }),
    onSuccess: invalidate,
  })
}

export function useDeleteWhitelistEntry() {
  const invalidate = useInvalidateWhitelist()
  return useMutation({
    mutationFn: (id: string) => apiData<{ id: string }>('DELETE', entryPath(id)),
    onSuccess: invalidate,
  })
}
