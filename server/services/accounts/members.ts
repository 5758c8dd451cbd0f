// Who belongs to an account and with which role. Managers (owner, admin) change membership;
// nobody can lock an account out by removing or demoting its last owner.
import { and, count, eq, sql } from 'drizzle-orm'
import type { Member } from '../../../src/contract/users.ts'
import { accountUsers, roles, users } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import type { Caller } from '../../deps.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { MANAGER_ROLES, ROLE_IDS } from './roles.ts'

export function requireManager(caller: Caller): void {
  if (!MANAGER_ROLES.includes(caller.roleCode) && caller.accountType !== 'admin') {
    throw forbidden('Only an owner or administrator of this account can do this')
  }
}

const memberColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  full_name: users.full_name,
  phone: users.phone,
  record_status_id: users.record_status_id,
  role_code: roles.code,
  role_name: roles.name,
}

/** By name: how a manager looks for a colleague. */
export function listMembers(db: Db, accountId: string, query: ListQuery) {
  const where = and(eq(accountUsers.account_id, accountId), searchIn(query.search, users.full_name, users.email))
  return readPage(
    { ...query, order: 'asc' },
    {
      rows: db
        .select(memberColumns)
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.user_id))
        .innerJoin(roles, eq(roles.id, accountUsers.role_id))
        .where(where)
        .$dynamic(),
      total: db
        .select({ n: count() })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.user_id))
        .where(where)
        .then(([row]) => row?.n ?? 0),
      sortBy: users.full_name,
      tieBreak: users.id,
      toApi: (rows) => rows,
    },
  )
}

export async function getMember(db: Db, accountId: string, userId: string): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.user_id))
    .innerJoin(roles, eq(roles.id, accountUsers.role_id))
    .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)))
  if (!row) throw notFound('User')
  return row
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row?.id
}

export async function addMember(db: Db, accountId: string, userId: string, roleCode: keyof typeof ROLE_IDS): Promise<void> {
  const inserted = await db
    .insert(accountUsers)
    .values({ account_id: accountId, user_id: userId, role_id: ROLE_IDS[roleCode] })
    .onConflictDoNothing()
    .returning({ user_id: accountUsers.user_id })
  if (inserted.length === 0) throw conflict('This user is already a member of the account')
}

export async function changeRole(db: Db, accountId: string, userId: string, roleCode: keyof typeof ROLE_IDS): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: roles.code })
      .from(accountUsers)
      .innerJoin(roles, eq(roles.id, accountUsers.role_id))
      .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)))
      .for('update')
    if (!current) throw notFound('User')
    if (current.role === 'owner' && roleCode !== 'owner') {
      const [owners] = await tx
        .select({ n: count() })
        .from(accountUsers)
        .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.role_id, ROLE_IDS.owner)))
      if ((owners?.n ?? 0) <= 1) throw conflict('An account needs at least one owner')
    }
    await tx
      .update(accountUsers)
      .set({ role_id: ROLE_IDS[roleCode] })
      .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, userId)))
  })
}
