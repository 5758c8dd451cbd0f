// Demo rows of the audit log (server/db/seed.ts): the admin opening the demo merchants' accounts, so the
// sandbox's Admin › Audit log is not empty on first start.
import { auditLogs } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

export async function seedAuditLog(
  deps: Deps,
  admin: { userId: string; email: string; accountId: string; accountName: string },
  merchants: { id: string; name: string }[],
): Promise<void> {
  const { db, clock } = deps
  const at = new Date(clock.now().getTime() - 8 * 86_400_000)
  await db.insert(auditLogs).values(
    merchants.map((merchant, i) => ({
      occurred_at: new Date(at.getTime() + i * 60_000),
      actor_user_id: admin.userId,
      actor_email: admin.email,
      account_id: admin.accountId,
      account_name: admin.accountName,
      admin_account_id: admin.accountId,
      action: 'accounts.create',
      method: 'POST',
      path: '/accounts',
      target_type: 'accounts',
      target_id: merchant.id,
      summary: { body: { type: 'merchant', name: merchant.name }, note: 'Sandbox demo data' },
      ip: '127.0.0.1',
      user_agent: 'Niaga sandbox seed',
    })),
  )
}
