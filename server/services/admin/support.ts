// Support access (src/contract/admin.ts): an admin switches into any active merchant account; when they are
// not a member there the session becomes a support session acting with SUPPORT_ROLE. Every switch by an admin
// is audited; everyone else keeps the member-only rule.
import { eq } from 'drizzle-orm'
import type { SessionData } from '../../../src/contract/auth.ts'
import { SUPPORT_ROLE } from '../../../src/contract/admin.ts'
import { accounts, supportSessions } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { conflict, notFound } from '../../errors.ts'
import { listMemberships } from '../accounts/views.ts'
import { switchSessionAccount } from '../auth/sessions.ts'
import { recordAudit, type AuditSource } from './audit.ts'

export async function switchAccount(
  deps: Deps,
  caller: Caller,
  accountId: string,
  source: AuditSource,
): Promise<SessionData> {
  const memberships = await listMemberships(deps, caller.userId, caller.accountId)
  const member = memberships.find((m) => m.id === accountId)
  // The admin account behind the caller: their own active admin membership.
  const adminAccountId = memberships.find((m) => m.type === 'admin')?.id
  let target = member ? { name: member.name, type: member.type } : undefined
  if (!member) {
    if (!adminAccountId) throw notFound('Account')
    const [row] = await deps.db
      .select({ name: accounts.name, type: accounts.type, status: accounts.record_status_id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    if (row?.type !== 'merchant') throw notFound('Account')
    if (row.status !== 1)
      throw conflict('This merchant account is inactive; reactivate it before switching into it')
    target = row
  }
  const support = !member && adminAccountId ? adminAccountId : null
  await deps.db.delete(supportSessions).where(eq(supportSessions.session_id, caller.sessionId))
  if (support) {
    await deps.db.insert(supportSessions).values({
      session_id: caller.sessionId,
      account_id: accountId,
      admin_account_id: support,
      role_code: SUPPORT_ROLE,
      started_at: deps.clock.now(),
    })
  }
  const session = await switchSessionAccount(deps, caller.sessionId, caller.userId, accountId)
  if (adminAccountId) {
    await recordAudit(
      deps,
      caller,
      {
        action: 'accounts.switch',
        method: 'GET',
        path: '/accounts/merchant/:id/switch',
        target_type: 'accounts',
        target_id: accountId,
        summary: {
          from_account_id: caller.accountId,
          to_account_name: target?.name ?? '',
          to_account_type: target?.type ?? '',
          support: Boolean(support),
          role: session.account.role?.code ?? null,
        },
        admin_account_id: adminAccountId,
      },
      source,
    )
  }
  return session
}
