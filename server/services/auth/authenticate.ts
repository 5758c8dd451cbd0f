// Identifies the caller from the Bearer token: 401 when missing, forged or revoked; 7777 when the
// session is idle past the access-token lifetime or past its absolute lifetime.
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { accounts, accountUsers, roles, sessions } from '../../db/schema/index.ts'
import { notAuthenticated, sessionExpired } from '../../errors.ts'
import type { AppEnv } from '../../http/types.ts'
import type { Caller, Deps } from '../../deps.ts'
import { signAccessToken, verifyAccessToken } from './tokens.ts'

export async function authenticate(c: Context<AppEnv>, deps: Deps): Promise<Caller> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw notAuthenticated()
  const now = deps.clock.now()
  const verified = await verifyAccessToken(deps.config.jwtSecret, match[1], now)
  if (!verified.ok) throw verified.reason === 'expired' ? sessionExpired() : notAuthenticated()
  const { sub, sid, exp } = verified.claims

  const [row] = await deps.db
    .select({ session: sessions, accountType: accounts.type, roleCode: roles.code, accountStatus: accounts.record_status_id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.account_id))
    .innerJoin(accountUsers, and(eq(accountUsers.account_id, sessions.account_id), eq(accountUsers.user_id, sessions.user_id)))
    .innerJoin(roles, eq(roles.id, accountUsers.role_id))
    .where(and(eq(sessions.id, sid), eq(sessions.user_id, sub)))
  if (!row || row.session.revoked_at || row.accountStatus !== 1) throw notAuthenticated()
  if (row.session.expires_at <= now) throw sessionExpired()

  // Slide: past half its life, the envelope carries a fresh token (never beyond the absolute end).
  const ttl = deps.config.accessTokenTtlSeconds
  const remaining = exp - now.getTime() / 1000
  if (remaining < ttl / 2) {
    const capped = Math.max(1, Math.min(ttl, Math.floor((row.session.expires_at.getTime() - now.getTime()) / 1000)))
    c.set('renewedToken', await signAccessToken(deps.config.jwtSecret, sub, sid, now, capped))
  }

  const caller: Caller = {
    userId: sub,
    sessionId: sid,
    accountId: row.session.account_id,
    accountType: row.accountType,
    roleCode: row.roleCode,
  }
  c.set('caller', caller)
  return caller
}
