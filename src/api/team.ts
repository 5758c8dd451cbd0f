// The account's team (SPEC §7 Users and accounts; src/contract/team.ts): members, their roles and states,
// invitations, and the public invitation link's open and accept calls.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionData, User } from '@/contract/auth.ts'
import type { ListData } from '@/contract/envelope.ts'
import type { ConsoleLanguage } from '@/contract/languages.ts'
import type {
  Invitation,
  InvitationAccept,
  InvitationCreate,
  InvitationStatus,
  PublicInvitation,
} from '@/contract/team.ts'
import type { Member } from '@/contract/users.ts'
import { apiData } from './client.ts'
import { saveSession } from './session.ts'
import { useCurrentAccount } from './use-session.ts'

export type MemberListParams = { skip: number; limit: number; search?: string | undefined }
export type InvitationListParams = { skip: number; limit: number; status?: InvitationStatus | undefined }
/** A member change (PUT users/{id}): record_status_id 2 deactivates them in this account, 1 reactivates. */
export type MemberChange = {
  role_code?: string
  record_status_id?: 1 | 2
  full_name?: string
  phone?: string | null
}

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  memberList: (params: MemberListParams) => [...teamKeys.members(), params] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  invitationList: (params: InvitationListParams) => [...teamKeys.invitations(), params] as const,
  publicInvitation: (token: string) => ['invitation', token] as const,
  me: () => ['users', 'me'] as const,
}

const userPath = (id: string) => `users/${encodeURIComponent(id)}`
const invitationPath = (id: string) => `invitations/${encodeURIComponent(id)}`

export const teamQueries = {
  me: () =>
    queryOptions({
      queryKey: teamKeys.me(),
      queryFn: ({ signal }) => apiData<User>('GET', 'users/me', { signal }),
      staleTime: 5 * 60_000,
    }),
  members: (params: MemberListParams) =>
    queryOptions({
      queryKey: teamKeys.memberList(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Member>>('GET', 'users', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  invitations: (params: InvitationListParams) =>
    queryOptions({
      queryKey: teamKeys.invitationList(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Invitation>>('GET', 'invitations', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  /** The invitation behind a link; its refusals (expired, used, revoked, unknown) are the page's to show. */
  publicInvitation: (token: string) =>
    queryOptions({
      queryKey: teamKeys.publicInvitation(token),
      queryFn: ({ signal }) =>
        apiData<PublicInvitation>('POST', 'invitations/open', {
          body: { token },
          signal,
          suppress: () => true,
        }),
      retry: false,
      meta: { persist: false },
    }),
}

function useInvalidateTeam() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all })
}

export function useInvite() {
  const invalidate = useInvalidateTeam()
  return useMutation({
    mutationFn: (input: InvitationCreate) =>
      apiData<Invitation>('POST', 'invitations', { body: input, suppress: () => true }),
    onSuccess: invalidate,
  })
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam()
  return useMutation({
    mutationFn: (id: string) => apiData<Invitation>('POST', `${invitationPath(id)}/resend`),
    onSuccess: invalidate,
  })
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateTeam()
  return useMutation({
    mutationFn: (id: string) => apiData<Invitation>('POST', `${invitationPath(id)}/revoke`),
    onSuccess: invalidate,
  })
}

/**
 * SPEC §8 "one user update shows an alert with the response code on failure": the page shows the refusal
 * itself (description and code), so the shared dialog stays quiet for answered calls.
 */
export function useUpdateMember() {
  const invalidate = useInvalidateTeam()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MemberChange }) =>
      apiData<Member>('PUT', userPath(id), { body: change, suppress: () => true }),
    onSuccess: invalidate,
  })
}

export function useRemoveMember() {
  const invalidate = useInvalidateTeam()
  return useMutation({
    mutationFn: (id: string) => apiData<{ id: string }>('DELETE', userPath(id), { suppress: () => true }),
    onSuccess: invalidate,
  })
}

/** Accepting logs the invitee in to the account they joined. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InvitationAccept) =>
      apiData<SessionData>('POST', 'invitations/accept', { body: { token, ...input }, suppress: () => true }),
    onSuccess: (session) => {
      queryClient.clear()
      saveSession(session)
    },
  })
}

/** The caller's role in the current account, and whether it may manage the team (src/contract/roles.ts). */
export function useMyRole(): string | undefined {
  return useCurrentAccount()?.role?.code
}

/** The logged-in user (for "You" in the members list); undefined while loading. */
export function useCurrentUser(): User | undefined {
  return useQuery(teamQueries.me()).data
}

/** The console's language, kept in the user's profile (PUT users/me) so it follows them to another device. */
export function useSaveLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: ConsoleLanguage) =>
      apiData<User>('PUT', 'users/me', { body: { language }, suppress: true }),
    onSuccess: (user) => queryClient.setQueryData(teamKeys.me(), user),
  })
}
