// Who is calling, from an access token: 401 when it is forged or revoked; 7777 when the session is idle
// past the access-token lifetime or past its absolute lifetime. Sessions slide: past half its life the
// token is renewed (never beyond the session's absolute end).
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { accounts, accountUsers, roles, sessions, supportSessions } from '../../db/schema/index.ts'

const adminMembership = alias(accountUsers, 'admin_membership')
import { notAuthenticated, sessionExpired } from '../../errors.ts'
import type { Caller, Deps } from '../../deps.ts'
import type { Db } from '../../db/client.ts'
import { signAccessToken, verifyAccessToken } from './tokens.ts'
import { activeMembership } from '../accounts/memberships.ts'

export interface SessionCaller {
  caller: Caller
  /** A fresh access token when the old one is past half its life. */
  renewedToken: string | undefined
}

/**
 * The session, account, role and support-session lookup every signed-in request makes: built once per
 * database and prepared, so each request sends only its two parameters (no SQL built in JavaScript, no
 * parse and plan in PostgreSQL).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>()
function prepareSessionLookup(deps: Deps) {
  const { db } = deps
  return (
    db
      .select({
        session: sessions,
        accountType: accounts.type,
        roleCode: roles.code,
        accountStatus: accounts.record_status_id,
        supportRole: supportSessions.role_code,
        supportAdminAccountId: adminMembership.account_id,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.account_id))
      // A member deactivated in (or removed from) the account is no longer let in, whatever their token.
      .leftJoin(accountUsers, activeMembership(accountUsers, sessions.account_id, sessions.user_id))
      .leftJoin(roles, eq(roles.id, accountUsers.role_id))
      // Or an admin's support session in this account (src/contract/admin.ts), while they are still an admin.
      .leftJoin(
        supportSessions,
        and(eq(supportSessions.session_id, sessions.id), eq(supportSessions.account_id, sessions.account_id)),
      )
      .leftJoin(
        adminMembership,
        activeMembership(adminMembership, supportSessions.admin_account_id, sessions.user_id),
      )
      .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.user_id, sql.placeholder('sub'))))
      .prepare('session_caller')
  )
}

export async function callerForToken(deps: Deps, token: string): Promise<SessionCaller> {
  const now = deps.clock.now()
  const verified = await verifyAccessToken(deps.config.jwtSecret, token, now)
  if (!verified.ok) throw verified.reason === 'expired' ? sessionExpired() : notAuthenticated()
  const { sub, sid, exp } = verified.claims

  let lookup = sessionLookups.get(deps.db)
  if (!lookup) sessionLookups.set(deps.db, (lookup = prepareSessionLookup(deps)))
  const [row] = await lookup.execute({ sid, sub })
  const roleCode = row?.roleCode ?? (row?.supportAdminAccountId ? row.supportRole : null)
  if (!row || !roleCode || row.session.revoked_at || row.accountStatus !== 1) throw notAuthenticated()
  if (row.session.expires_at <= now) throw sessionExpired()

  const ttl = deps.config.accessTokenTtlSeconds
  const remaining = exp - now.getTime() / 1000
  let renewedToken: string | undefined
  if (remaining < ttl / 2) {
    const capped = Math.max(
      1,
      Math.min(ttl, Math.floor((row.session.expires_at.getTime() - now.getTime()) / 1000)),
    )
    renewedToken = await signAccessToken(deps.config.jwtSecret, sub, sid, now, capped)
  }

  const caller: Caller = {
    userId: sub,
    sessionId: sid,
    accountId: row.session.account_id,
    accountType: row.accountType,
    roleCode,
  }
  if (!row.roleCode && row.supportAdminAccountId) caller.supportAdminAccountId = row.supportAdminAccountId
  return { caller, renewedToken }
}
