// The demo team of the first merchant: a staff member and a viewer (password Sandbox#2026), a pending
// invitation, and notification settings that show the grid filled in.
import { accountUsers, invitations, notificationSettings } from '../../db/schema/index.ts'
import { DEMO_MEMBERS } from '../../db/seed-data.ts'
import { insertUser } from '../accounts/members.ts'
import { ROLE_IDS } from '../accounts/roles.ts'
import { sha256 } from '../auth/tokens.ts'
import { newOpaqueToken } from '../auth/tokens.ts'
import { INVITATION_TTL_HOURS } from '../../../src/contract/team.ts'
import type { Deps } from '../../deps.ts'

export async function seedTeam(
  deps: Deps,
  accountId: string,
  ownerId: string,
  passwordHash: string,
): Promise<void> {
  const { db, clock } = deps
  const now = clock.now()
  const ids: Record<string, string> = {}
  for (const member of DEMO_MEMBERS) {
    const userId = await insertUser(deps, {
      email: member.email,
      full_name: member.full_name,
      phone: member.phone,
      password_hash: passwordHash,
    })
    await db
      .insert(accountUsers)
      .values({ account_id: accountId, user_id: userId, role_id: ROLE_IDS[member.role], is_default: true })
    ids[member.role] = userId
  }
  // A pending invitation: its link was "sent" before the outbox existed, so nobody holds it; resend it to
  // try.
  await db.insert(invitations).values({
    account_id: accountId,
    email: 'new.hire@example.my',
    role_id: ROLE_IDS.finance,
    invited_by_user_id: ownerId,
    token_hash: sha256(newOpaqueToken()),
    expires_at: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
    last_sent_at: now,
    created_at: now,
    updated_at: now,
  })
  const setting = { account_id: accountId, created_at: now, updated_at: now }
  await db.insert(notificationSettings).values([
    {
      ...setting,
      event: 'payout.failed',
      channel: 'email',
      member_user_ids: [ownerId],
      extra_recipients: ['finance@niaga-demo.my'],
    },
    { ...setting, event: 'order.placed', channel: 'email', member_user_ids: [ownerId, ids.staff!] },
    {
      ...setting,
      event: 'stock.low',
      channel: 'email',
      member_user_ids: [ids.staff!],
      low_stock_threshold: 5,
    },
    {
      ...setting,
      event: 'payment.paid',
      channel: 'sms',
      enabled: false,
      member_user_ids: [ownerId],
      extra_recipients: [],
    },
  ])
}
