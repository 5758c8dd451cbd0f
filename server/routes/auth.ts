// Auth calls of SPEC §7: logins per portal, refresh, logout, register, forgot and reset, sandbox test token.
import * as v from 'valibot'
import { ForgotSchema, LoginSchema, RefreshSchema, SessionDataSchema } from '../../src/contract/auth.ts'
import { RegisterSchema, ResetPasswordSchema } from '../../src/contract/password.ts'
import { clientIp } from '../http/client-ip.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { login, type Portal } from '../services/auth/login.ts'
import { requestReset, resetPassword } from '../services/auth/password-reset.ts'
import { register } from '../services/auth/register.ts'
import { refreshSession, revokeSession, startSession } from '../services/auth/sessions.ts'

const LOGINS: { id: string; path: string; portal: Portal; summary: string }[] = [
  {
    id: 'auth.merchantAccessToken',
    path: '/auth/merchant-access-token',
    portal: 'merchant',
    summary: 'Log in to a merchant account',
  },
  {
    id: 'auth.introducerAccessToken',
    path: '/auth/introducer-access-token',
    portal: 'introducer',
    summary: 'Log in to an introducer account',
  },
  {
    id: 'auth.accessTokenViu',
    path: '/auth/access-token-viu',
    portal: 'any',
    summary: 'Log in to any account type',
  },
  { id: 'jwt.login', path: '/jwt/login', portal: 'any', summary: 'Log in (generic JWT login)' },
]

export const authRoutes = defineRoutes({ tag: 'Auth', access: 'public' }, (r) => {
  for (const entry of LOGINS) {
    r.add({
      id: entry.id,
      method: 'post',
      path: entry.path,
      summary: entry.summary,
      credentials: true,
      body: LoginSchema,
      response: SessionDataSchema,
      handler: async ({ c, deps, body }) => ({
        data: await login(deps, body, entry.portal, clientIp(c, deps)),
        description: 'Logged in',
      }),
    })
  }

  r.add({
    id: 'jwt.refreshToken',
    method: 'post',
    path: '/jwt/refresh-token',
    summary: 'Exchange a refresh token for new tokens (rotates; reuse revokes the session)',
    credentials: true,
    body: RefreshSchema,
    response: SessionDataSchema,
    handler: async ({ deps, body }) => ({ data: await refreshSession(deps, body.refreshToken) }),
  })

  r.add({
    id: 'jwt.logout',
    method: 'post',
    path: '/jwt/logout',
    summary: 'End the session server-side',
    access: 'session',
    permission: 'view',
    handler: async ({ deps, caller }) => {
      await revokeSession(deps, caller.sessionId, 'logout')
      return { data: null, description: 'Logged out' }
    },
  })

  r.add({
    id: 'jwt.register',
    method: 'post',
    path: '/jwt/register',
    summary: 'Create a merchant account and its owner, and log in',
    body: RegisterSchema,
    response: SessionDataSchema,
    handler: async ({ deps, body }) => ({ data: await register(deps, body), description: 'Account created' }),
  })

  r.add({
    id: 'portal.forgotPassword',
    method: 'post',
    path: '/portal/unify/forgot-password',
    summary:
      'Mail a reset link (type password) or the username (type username); same answer for unknown addresses',
    body: ForgotSchema,
    handler: async ({ deps, body }) => {
      await requestReset(deps, body.email, body.type)
      return { data: null, description: 'If this address is registered, we have sent it an email' }
    },
  })

  r.add({
    id: 'portal.resetPassword',
    method: 'post',
    path: '/portal/reset-password',
    summary: 'Set a new password with a reset link token; ends all sessions of the user',
    body: ResetPasswordSchema,
    handler: async ({ deps, body }) => {
      await resetPassword(deps, body.token, body.password)
      return { data: null, description: 'Your password has been changed' }
    },
  })

  r.add({
    id: 'auth.testToken',
    method: 'post',
    path: '/auth/test-token',
    summary: 'Sandbox only: a fresh session token for the calling user, for scripts against the sandbox API',
    access: 'session',
    permission: 'view',
    sandboxOnly: true,
    body: v.strictObject({}),
    response: SessionDataSchema,
    handler: async ({ deps, caller }) => ({
      data: await startSession(deps, caller.userId, caller.accountId),
    }),
  })
})
