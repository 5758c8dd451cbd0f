// Pages in the console (src/contract/content.ts): list, detail and the save/delete mutations. A save may ask
// for SPEC §8's "Success" dialog (`successDialog`) when it leaves the merchant on the page they were on.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page, PageInput } from '@/contract/content.ts'
import type { ListData } from '@/contract/envelope.ts'
import type { PAGE_SORTS } from '@/contract/list-choices.ts'
import { apiData } from './client.ts'

export type PageListParams = {
  skip: number
  limit: number
  sort?: (typeof PAGE_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  published?: 'true' | 'false' | undefined
}

export const pageKeys = {
  all: ['pages'] as const,
  lists: () => [...pageKeys.all, 'list'] as const,
  list: (params: PageListParams) => [...pageKeys.lists(), params] as const,
  details: () => [...pageKeys.all, 'detail'] as const,
  detail: (id: string) => [...pageKeys.details(), id] as const,
}

const pagePath = (id: string) => `pages/${encodeURIComponent(id)}`

export const pageQueries = {
  list: (params: PageListParams) =>
    queryOptions({
      queryKey: pageKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Page>>('GET', 'pages', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: pageKeys.detail(id),
      queryFn: ({ signal }) => apiData<Page>('GET', pagePath(id), { signal }),
    }),
}

export function useSavePage(id?: string, options: { successDialog?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PageInput) =>
      id
        ? apiData<Page>('PUT', pagePath(id), { body: input, successDialog: options.successDialog })
        : apiData<Page>('POST', 'pages', { body: input, successDialog: options.successDialog }),
    onSuccess: (page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page)
      return queryClient.invalidateQueries({ queryKey: pageKeys.lists() })
    },
  })
}

export function useDeletePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', pagePath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: pageKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: pageKeys.lists() })
    },
  })
}
