// Accounts of the logged-in user (SPEC §7 Users and accounts): current account, memberships, switching.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account, Membership, SessionData } from '@/contract/auth.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'
import { saveSession } from './session.ts'

export const accountKeys = {
  all: ['accounts'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  memberships: () => [...accountKeys.all, 'memberships'] as const,
}

export const accountQueries = {
  me: () =>
    queryOptions({
      queryKey: accountKeys.me(),
      queryFn: ({ signal }) => apiData<Account>('GET', 'accounts/me', { signal }),
    }),
  memberships: () =>
    queryOptions({
      queryKey: accountKeys.memberships(),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Membership>>('GET', 'accounts/users/me', { signal })).list.data,
    }),
}

export function useSwitchAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (accountId: string) =>
      apiData<SessionData>('GET', `accounts/merchant/${encodeURIComponent(accountId)}/switch`),
    onSuccess: (session) => {
      // Every cached figure belonged to the previous account.
      queryClient.clear()
      saveSession(session)
    },
  })
}
