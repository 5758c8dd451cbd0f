// Business owners (SPEC §7 business-owner-details): the list with the shares held together, one owner, and
// the create/update/delete mutations.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  BusinessOwner,
  BusinessOwnerInput,
  BusinessOwnerList,
  BusinessOwnerUpdate,
} from '@/contract/business-owners.ts'
import type { BUSINESS_OWNER_SORTS } from '@/contract/list-choices.ts'
import { apiData } from './client.ts'

const ownerPath = (id: string) => `business-owner-details/${encodeURIComponent(id)}`

export type BusinessOwnerListParams = {
  skip: number
  limit: number
  sort?: (typeof BUSINESS_OWNER_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
}

export const ownerKeys = {
  all: ['business-owners'] as const,
  lists: () => [...ownerKeys.all, 'list'] as const,
  list: (params: BusinessOwnerListParams) => [...ownerKeys.lists(), params] as const,
  detail: (id: string) => [...ownerKeys.all, 'detail', id] as const,
}

export const ownerQueries = {
  list: (params: BusinessOwnerListParams) =>
    queryOptions({
      queryKey: ownerKeys.list(params),
      queryFn: ({ signal }) =>
        apiData<BusinessOwnerList>('GET', 'business-owner-details', { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ownerKeys.detail(id),
      queryFn: ({ signal }) => apiData<BusinessOwner>('GET', ownerPath(id), { signal }),
    }),
}

export function useSaveOwner(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BusinessOwnerInput | BusinessOwnerUpdate) =>
      id
        ? apiData<BusinessOwner>('PUT', ownerPath(id), { body: input })
        : apiData<BusinessOwner>('POST', 'business-owner-details', { body: input }),
    onSuccess: (owner) => {
      queryClient.setQueryData(ownerKeys.detail(owner.id), owner)
      return queryClient.invalidateQueries({ queryKey: ownerKeys.lists() })
    },
  })
}

export function useDeleteOwner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', ownerPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ownerKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: ownerKeys.lists() })
    },
  })
}
