// Company information (SPEC §7 company-details, company-me, info/{id}): the account's one record and its
// create/update/delete mutations.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { COMPANY_PATHS, type Company, type CompanyInput } from '@/contract/company.ts'
import { apiData } from './client.ts'

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
      queryFn: ({ signal }) => apiData<Company | null>('GET', COMPANY_PATHS.me, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: companyKeys.detail(id),
      queryFn: ({ signal }) => apiData<Company>('GET', COMPANY_PATHS.one(id), { signal }),
    }),
}

export function useSaveCompany(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CompanyInput) =>
      id
        ? apiData<Company>('PUT', COMPANY_PATHS.one(id), { body: input })
        : apiData<Company>('POST', COMPANY_PATHS.list, { body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company)
      queryClient.setQueryData(companyKeys.me(), company)
    },
  })
}

export function useDeleteCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', COMPANY_PATHS.one(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) })
      queryClient.setQueryData(companyKeys.me(), null)
    },
  })
}
