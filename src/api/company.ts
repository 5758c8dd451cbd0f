// Company information (SPEC §7 company-details, company-me, info/{id}): the account's one record and its
// create/update/delete mutations.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Company, CompanyInput } from '@/contract/company.ts'
import { apiData } from './client.ts'

const companyPath = (id: string) => `company-details/${encodeURIComponent(id)}`

export const companyKeys = {
  all: ['company-details'] as const,
  me: () => [...companyKeys.all, 'me'] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
}

export const companyQueries = {
  /** The caller's account's record, or null when it has none. */
  me: () =>
    queryOptions({
      queryKey: companyKeys.me(),
      queryFn: ({ signal }) =>
        apiData<Company | null>('GET', 'company-details/options/company-me', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: companyKeys.detail(id),
      queryFn: ({ signal }) => apiData<Company>('GET', companyPath(id), { signal }),
    }),
}

export function useSaveCompany(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CompanyInput) =>
      id
        ? apiData<Company>('PUT', companyPath(id), { body: input })
        : apiData<Company>('POST', 'company-details', { body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company)
      queryClient.setQueryData(companyKeys.me(), company)
    },
  })
}

export function useDeleteCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', companyPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) })
      queryClient.setQueryData(companyKeys.me(), null)
    },
  })
}
