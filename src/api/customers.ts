// Customers (SPEC §7 Users and accounts: customers): list, detail and the create/update/delete mutations.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Customer, CustomerInput } from '@/contract/customers.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'
import { CUSTOMER_SORTS } from '@/contract/list-choices.ts'

export type CustomerListParams = {
  skip: number
  limit: number
  sort?: (typeof CUSTOMER_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
}

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
}

const customerPath = (id: string) => `customers/${encodeURIComponent(id)}`

export const customerQueries = {
  list: (params: CustomerListParams) =>
    queryOptions({
      queryKey: customerKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Customer>>('GET', 'customers', { query: params, signal })).list,
      // The next page keeps the current rows on screen (dimmed) instead of flashing skeletons.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: customerKeys.detail(id),
      queryFn: ({ signal }) => apiData<Customer>('GET', customerPath(id), { signal }),
    }),
}

export function useSaveCustomer(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      id
        ? apiData<Customer>('PUT', customerPath(id), { body: input })
        : apiData<Customer>('POST', 'customers', { body: input }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer)
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() })
    },
  })
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', customerPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() })
    },
  })
}
