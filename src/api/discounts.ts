// Discount codes (SPEC §7 `GET discounts`; src/contract/discounts.ts): list, detail and the save and
// delete-or-deactivate mutations, which own their invalidation.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Discount, DiscountInput, DiscountStatus } from '@/contract/discounts.ts'
import type { DISCOUNT_SORTS } from '@/contract/discount-choices.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

const discountPath = (id: string) => `discounts/${encodeURIComponent(id)}`

export type DiscountListParams = {
  skip: number
  limit: number
  sort?: (typeof DISCOUNT_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  status?: DiscountStatus | undefined
}

export const discountKeys = {
  all: ['discounts'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (params: DiscountListParams) => [...discountKeys.lists(), params] as const,
  details: () => [...discountKeys.all, 'detail'] as const,
  detail: (id: string) => [...discountKeys.details(), id] as const,
}

export const discountQueries = {
  list: (params: DiscountListParams) =>
    queryOptions({
      queryKey: discountKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Discount>>('GET', 'discounts', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: discountKeys.detail(id),
      queryFn: ({ signal }) => apiData<Discount>('GET', discountPath(id), { signal }),
    }),
}

export function useSaveDiscount(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DiscountInput) =>
      id
        ? apiData<Discount>('PUT', discountPath(id), { body: input })
        : apiData<Discount>('POST', 'discounts', { body: input }),
    onSuccess: (discount) => {
      queryClient.setQueryData(discountKeys.detail(discount.id), discount)
      return queryClient.invalidateQueries({ queryKey: discountKeys.lists() })
    },
  })
}

/** Deletes an unused code; a used one is deactivated and kept (`removed` false). */
export function useDeleteDiscount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiData<{ id: string; removed: boolean; discount: Discount | null }>('DELETE', discountPath(id)),
    onSuccess: (result, id) => {
      if (result.discount) queryClient.setQueryData(discountKeys.detail(id), result.discount)
      else queryClient.removeQueries({ queryKey: discountKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: discountKeys.lists() })
    },
  })
}
