// Sessions: created at login, slid by short access tokens, ended by logout, reuse or their absolute lifetime.
import { and, eq, isNull } from 'drizzle-orm'
import type { SessionData } from '../../../src/contract/auth.ts'
import { refreshTokens, sessions } from '../../db/schema/index.ts'
import { notAuthenticated, sessionExpired } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { loadAccountView, loadUserView } from '../accounts/views.ts'
import { newOpaqueToken, sha256, signAccessToken } from './tokens.ts'

export async function startSession(deps: Deps, userId: string, accountId: string): Promise<SessionData> {
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + deps.config.sessionMaxAgeSeconds * 1000)
  const [session] = await deps.db
    .insert(sessions)
    .values({ user_id: userId, account_id: accountId, created_at: now, expires_at: expiresAt })
    .returning({ id: sessions.id })
  return issueSessionData(deps, userId, accountId, session!.id)
}

async function issueSessionData(
  deps: Deps,
  userId: string,
  accountId: string,
  sessionId: string,
): Promise<SessionData> {
  const now = deps.clock.now()
  const refresh = newOpaqueToken()
  await deps.db
    .insert(refreshTokens)
    .values({ token_hash: sha256(refresh), session_id: sessionId, created_at: now })
  const [user, account] = await Promise.all([
    loadUserView(deps, userId),
    loadAccountView(deps, accountId, userId),
  ])
  return {
    access_token: await signAccessToken(
      deps.config.jwtSecret,
      userId,
      sessionId,
      now,
      deps.config.accessTokenTtlSeconds,
    ),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    user,
    account,
  }
}

/** Rotates a refresh token. Presenting one that was already used revokes the whole session (theft signal). */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<SessionData> {
  const now = deps.clock.now()
  const hash = sha256(refreshToken)
  const [row] = await deps.db
    .select({ used_at: refreshTokens.used_at, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.session_id))
    .where(eq(refreshTokens.token_hash, hash))
  if (!row) throw notAuthenticated()
  if (row.used_at) {
    await revokeSession(deps, row.session.id, 'refresh_token_reuse')
    throw notAuthenticated()
  }
  if (row.session.revoked_at) throw notAuthenticated()
  if (row.session.expires_at <= now) throw sessionExpired()
  // Only one concurrent refresh can win the used_at update; the loser is treated as reuse.
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.token_hash, hash), isNull(refreshTokens.used_at)))
    .returning({ hash: refreshTokens.token_hash })
  if (claimed.length === 0) {
    await revokeSession(deps, row.session.id, 'refresh_token_reuse')
    throw notAuthenticated()
  }
  return issueSessionData(deps, row.session.user_id, row.session.account_id, row.session.id)
}

export async function revokeSession(deps: Deps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revoked_at: deps.clock.now(), revoked_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
}

export async function revokeUserSessions(deps: Deps, userId: string, reason: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revoked_at: deps.clock.now(), revoked_reason: reason })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
}

/** Moves the session into another account the user belongs to and hands out fresh tokens. */
export async function switchSessionAccount(deps: Deps, sessionId: string, userId: string, accountId: string) {
  await deps.db.update(sessions).set({ account_id: accountId }).where(eq(sessions.id, sessionId))
  return issueSessionData(deps, userId, accountId, sessionId)
}
