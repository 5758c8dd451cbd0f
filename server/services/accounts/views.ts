// How users, accounts and memberships look in API answers (src/contract/auth.ts).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Account, Membership, Plan, User } from '../../../src/contract/auth.ts'
import { isConsoleLanguage } from '../../../src/contract/languages.ts'
import { ROLE_NAMES, type RoleCode } from '../../../src/contract/roles.ts'
import {
  accounts,
  accountUsers,
  roles,
  sessions,
  subscriptionPlans,
  subscriptions,
  supportSessions,
  users,
} from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { usableMembershipsOf } from './memberships.ts'

export async function loadUserView(deps: Deps, userId: string): Promise<User> {
  const { db } = deps
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      full_name: users.full_name,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw notFound('User')
  return { ...user, language: isConsoleLanguage(user.language) ? user.language : 'en' }
}

/** The plan as the account shows it (src/contract/auth.ts Plan): its name and the channels it enables. */
const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  advanced_setting: subscriptionPlans.advanced_setting,
  fpx_enable: subscriptionPlans.fpx_enable,
  crypto_enable: subscriptionPlans.crypto_enable,
  bnpl_enable: subscriptionPlans.bnpl_enable,
  credit_card_enable: subscriptionPlans.credit_card_enable,
  ewallet_enable: subscriptionPlans.ewallet_enable,
  paypal_enable: subscriptionPlans.paypal_enable,
  duit_now_enable: subscriptionPlans.duit_now_enable,
}

export async function loadPlan(deps: Deps, accountId: string): Promise<Plan | null> {
  const { db } = deps
  const [plan] = await db
    .select(planColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    // A past-due subscription keeps its channels through the grace; a lapsed one has none.
    .where(
      and(eq(subscriptions.account_id, accountId), inArray(subscriptions.status, ['active', 'past_due'])),
    )
    .orderBy(desc(subscriptions.started_at))
    .limit(1)
  return plan ?? null
}

/** The account as its member sees it: with the member's role (null for an admin looking in) and the plan. */
export async function loadAccountView(
  deps: Deps,
  accountId: string,
  userId: string | null,
): Promise<Account> {
  const { db } = deps
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId))
  if (!account) throw notFound('Account')
  const [membership] = userId
    ? await db
        .select({ code: roles.code, name: roles.name })
        .from(accountUsers)
        .innerJoin(roles, eq(roles.id, accountUsers.role_id))
        .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)))
    : []
  const support = !membership && userId ? await loadSupport(deps, accountId, userId) : null
  return {
    id: account.id,
    type: account.type,
    name: account.name,
    email: account.email,
    phone: account.phone,
    record_status_id: account.record_status_id,
    role: membership ?? support?.role ?? null,
    plan: await loadPlan(deps, accountId),
    support: support?.support ?? null,
  }
}

/**
 * An admin's open support session in the account (src/contract/admin.ts): the role it acts with, and the
 * admin account.
 */
async function loadSupport(deps: Deps, accountId: string, userId: string) {
  const { db } = deps
  const [row] = await db
    .select({
      role: supportSessions.role_code,
      admin_account_id: supportSessions.admin_account_id,
      admin_account_name: accounts.name,
    })
    .from(supportSessions)
    .innerJoin(sessions, eq(sessions.id, supportSessions.session_id))
    .innerJoin(accounts, eq(accounts.id, supportSessions.admin_account_id))
    .where(
      and(
        eq(supportSessions.account_id, accountId),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
      ),
    )
    .orderBy(desc(supportSessions.started_at))
    .limit(1)
  if (!row) return null
  return {
    role: { code: row.role, name: ROLE_NAMES[row.role as RoleCode] ?? row.role },
    support: { admin_account_id: row.admin_account_id, admin_account_name: row.admin_account_name },
  }
}

export async function listMemberships(
  deps: Deps,
  userId: string,
  currentAccountId: string | null,
): Promise<Membership[]> {
  const { db } = deps
  const rows = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      name: accounts.name,
      role_code: roles.code,
      role_name: roles.name,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.account_id))
    .innerJoin(roles, eq(roles.id, accountUsers.role_id))
    .where(usableMembershipsOf(userId))
    .orderBy(desc(accountUsers.is_default), accounts.name)
  return rows.map((row) => ({ ...row, is_current: row.id === currentAccountId }))
}
