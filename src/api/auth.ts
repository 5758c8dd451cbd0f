// Auth calls of SPEC §7: login per portal, forgot password/username, reset password, logout.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { LoginInput, SessionData } from '@/contract/auth.ts'
import type { ResetPasswordSchema } from '@/contract/password.ts'
import { chooseLanguage } from '@/i18n/activate.ts'
import { apiData, apiRequest } from './client.ts'
import { emitApiEvent } from './events.ts'
import { clearSession, saveSession } from './session.ts'

/** The login page accepts any account type, except in the introducer build (SPEC §6). */
export function loginPath(portal: string | undefined = import.meta.env.VITE_PORTAL): string {
  return portal === 'introducer' ? 'auth/introducer-access-token' : 'auth/access-token-viu'
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    // The login page shows failures itself ("4001: Invalid username or password"), so no dialog.
    mutationFn: (input: LoginInput) =>
      apiData<SessionData>('POST', loginPath(), { body: input, suppress: true }),
    onSuccess: async (session) => {
      // The console opens in the user's own language, whichever device they log in on.
      await chooseLanguage(session.user.language).catch(() => undefined)
      // Whatever was cached belonged to whoever used this browser before.
      queryClient.clear()
      saveSession(session)
    },
  })
}

export type ForgotKind = 'password' | 'username'

export function useForgot() {
  return useMutation({
    mutationFn: ({ email, type }: { email: string; type: ForgotKind }) =>
      apiRequest<null>('POST', 'portal/unify/forgot-password', { body: { email, type } }),
  })
}

export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<null>('POST', 'portal/reset-password', { body: input }),
  })
}

/** Ends the session locally; the app shell clears the query cache and goes to /login. */
export function endSession(): void {
  clearSession()
  emitApiEvent({ type: 'session-ended' })
}

/** Revokes the session server-side when possible; the local logout happens whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<null>('POST', 'jwt/logout', { suppress: true })
  } catch {
    // Already expired, offline or revoked: the local session ends anyway.
  }
  endSession()
}
