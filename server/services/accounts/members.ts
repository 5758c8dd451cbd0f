// Who belongs to an account and with which role. Managers (owner, admin) change membership; only owners
// grant or take away the owner role, and nobody can lock an account out by demoting, deactivating or
// removing its last active owner (src/contract/team.ts).
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import {
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_MESSAGE,
  roleChangeRefusal,
  SELF_MESSAGE,
  type RoleCode,
} from '../../../src/contract/team.ts'
import type { Member } from '../../../src/contract/users.ts'
import { accounts, accountUsers, roles, sessions, users } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import type { Caller } from '../../deps.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { MANAGER_ROLES, ROLE_IDS } from './roles.ts'
import type { Deps } from '../../deps.ts'

export function requireManager(caller: Caller): void {
  if (!MANAGER_ROLES.includes(caller.roleCode) && caller.accountType !== 'admin') {
    throw forbidden('Only an owner or administrator of this account can do this')
  }
}

/** The role the caller acts with: the platform's admins act as owners of the accounts they manage. */
export const actingRole = (caller: Caller): string =>
  caller.accountType === 'admin' ? 'owner' : caller.roleCode

const memberColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  full_name: users.full_name,
  phone: users.phone,
  record_status_id:
    sql<number>`case when ${accountUsers.deactivated_at} is null then ${users.record_status_id} else 2 end`.mapWith(
      Number,
    ),
  role_code: roles.code,
  role_name: roles.name,
  deactivated_at: accountUsers.deactivated_at,
  joined_at: accountUsers.created_at,
}

const selectMembers = (deps: Deps) => {
  const { db } = deps
  return db
    .select(memberColumns)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.user_id))
    .innerJoin(roles, eq(roles.id, accountUsers.role_id))
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number]

const toMember = ({ deactivated_at, joined_at, ...row }: MemberRow): Member => ({
  ...row,
  status: deactivated_at ? 'deactivated' : 'active',
  joined_at: joined_at.toISOString(),
})

/** By name: how a manager looks for a colleague. */
export function listMembers(deps: Deps, accountId: string, query: ListQuery) {
  const { db } = deps
  const where = and(
    eq(accountUsers.account_id, accountId),
    searchIn(query.search, users.full_name, users.email),
  )
  return readPage(
    { ...query, order: 'asc' },
    {
      rows: selectMembers(deps).where(where).$dynamic(),
      total: db
        .select({ n: count() })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.user_id))
        .where(where)
        .then(([row]) => row?.n ?? 0),
      sortBy: users.full_name,
      tieBreak: users.id,
      toApi: (rows) => rows.map(toMember),
    },
  )
}

export async function getMember(deps: Deps, accountId: string, userId: string): Promise<Member> {
  const [row] = await selectMembers(deps).where(
    and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)),
  )
  if (!row) throw notFound('User')
  return toMember(row)
}

export async function findUserIdByEmail(deps: Deps, email: string): Promise<string | undefined> {
  const { db } = deps
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row?.id
}

/** A new user, who signs in with their email: it is also their username. Answers the user's id. */
export async function insertUser(
  deps: Deps,
  values: Omit<typeof users.$inferInsert, 'username'>,
): Promise<string> {
  const [user] = await deps.db
    .insert(users)
    .values({ ...values, username: values.email })
    .returning({ id: users.id })
  return user!.id
}

export async function addMember(
  deps: Deps,
  accountId: string,
  userId: string,
  roleCode: RoleCode,
): Promise<void> {
  const { db } = deps
  const inserted = await db
    .insert(accountUsers)
    .values({ account_id: accountId, user_id: userId, role_id: ROLE_IDS[roleCode] })
    .onConflictDoNothing()
    .returning({ user_id: accountUsers.user_id })
  if (inserted.length === 0) throw conflict('This user is already a member of the account')
}

/** What a manager changes about a member: a new role, active or deactivated, or out of the account. */
export type MembershipChange =
  { role?: RoleCode | undefined; active?: boolean | undefined } | { remove: true }

/**
 * Changes one membership. The account's row is locked first, so two managers changing members at once
 * are taken one after the other and the owner count each one reads is the committed one: two owners
 * demoting each other leave one owner, never none.
 */
export async function changeMembership(
  deps: Deps,
  caller: Caller,
  accountId: string,
  userId: string,
  change: MembershipChange,
): Promise<void> {
  const { db } = deps
  const now = deps.clock.now()
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
    const [current] = await tx
      .select({ role: roles.code, deactivated_at: accountUsers.deactivated_at })
      .from(accountUsers)
      .innerJoin(roles, eq(roles.id, accountUsers.role_id))
      .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)))
      .for('update')
    if (!current) throw notFound('User')
    const actor = actingRole(caller)
    const remove = 'remove' in change
    const role = remove ? undefined : change.role
    const active = remove ? false : change.active
    const deactivating = remove || (active === false && !current.deactivated_at)
    if (role && role !== current.role) {
      const refusal = roleChangeRefusal(actor, current.role, role)
      if (refusal) throw forbidden(refusal)
    }
    if ((deactivating || active === true) && current.role === 'owner' && actor !== 'owner')
      throw forbidden(OWNER_ONLY_MESSAGE)
    if ((remove || active === false) && userId === caller.userId) throw conflict(SELF_MESSAGE)
    const losesOwner =
      current.role === 'owner' &&
      !current.deactivated_at &&
      (deactivating || (role !== undefined && role !== 'owner'))
    if (losesOwner) {
      const [owners] = await tx
        .select({ n: count() })
        .from(accountUsers)
        .where(
          and(
            eq(accountUsers.account_id, accountId),
            eq(accountUsers.role_id, ROLE_IDS.owner),
            isNull(accountUsers.deactivated_at),
          ),
        )
      if ((owners?.n ?? 0) <= 1) throw conflict(LAST_OWNER_MESSAGE)
    }
    const membership = and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId))
    if (remove) await tx.delete(accountUsers).where(membership)
    else {
      const set: Partial<typeof accountUsers.$inferInsert> = {}
      if (role) set.role_id = ROLE_IDS[role]
      if (active === false && !current.deactivated_at) set.deactivated_at = now
      if (active === true) set.deactivated_at = null
      if (Object.keys(set).length > 0) await tx.update(accountUsers).set(set).where(membership)
    }
    // The member's sessions in this account end with their access to it.
    if (deactivating) {
      await tx
        .update(sessions)
        .set({ revoked_at: now, revoked_reason: remove ? 'member_removed' : 'member_deactivated' })
        .where(
          and(eq(sessions.user_id, userId), eq(sessions.account_id, accountId), isNull(sessions.revoked_at)),
        )
    }
  })
}
