// Accounts: the caller's own, the ones they belong to, switching between them, and admin management.
import { and, count, desc, eq } from 'drizzle-orm'
import { AccountSchema, MembershipSchema, SessionDataSchema } from '../../src/contract/auth.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { AccountCreateSchema, AccountMemberAddSchema, AccountUpdateSchema, MemberSchema } from '../../src/contract/users.ts'
import { accounts, accountUsers } from '../db/schema/index.ts'
import { forbidden, notFound, validationError } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import type { Caller, Deps } from '../deps.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { addMember, findUserIdByEmail, getMember, listMembers, requireManager } from '../services/accounts/members.ts'
import { listMemberships, loadAccountView } from '../services/accounts/views.ts'
import { switchSessionAccount } from '../services/auth/sessions.ts'
import { PageQuery } from './users.ts'

/** An account is visible to its members and to admins; to anyone else it does not exist. */
async function requireAccess(deps: Deps, caller: Caller, accountId: string, manage: boolean): Promise<void> {
  if (caller.accountType === 'admin') return
  if (accountId !== caller.accountId) {
    const [member] = await deps.db
      .select({ id: accountUsers.user_id })
      .from(accountUsers)
      .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, caller.userId)))
    if (!member) throw notFound('Account')
    if (manage) throw forbidden('Switch into this account to change it')
    return
  }
  if (manage) requireManager(caller)
}

export function registerAccountRoutes(r: Registry): void {
  r.add({
    id: 'accounts.me',
    method: 'get',
    path: '/accounts/me',
    summary: 'The account the session is in, with the caller’s role and the subscription plan',
    tag: 'Accounts',
    access: 'session',
    response: AccountSchema,
    handler: async ({ deps, caller }) => ({ data: await loadAccountView(deps.db, caller.accountId, caller.userId) }),
  })

  r.add({
    id: 'accounts.usersMe',
    method: 'get',
    path: '/accounts/users/me',
    summary: 'The accounts the caller belongs to (for the account switcher)',
    tag: 'Accounts',
    access: 'session',
    response: listDataSchema(MembershipSchema),
    handler: async ({ deps, caller }) => {
      const data = await listMemberships(deps.db, caller.userId, caller.accountId)
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'accounts.switch',
    method: 'get',
    path: '/accounts/merchant/:id/switch',
    summary: 'Move the session into another account the caller belongs to',
    tag: 'Accounts',
    access: 'session',
    params: IdParamsSchema,
    response: SessionDataSchema,
    handler: async ({ deps, caller, params }) => {
      const memberships = await listMemberships(deps.db, caller.userId, caller.accountId)
      if (!memberships.some((m) => m.id === params.id)) throw notFound('Account')
      return { data: await switchSessionAccount(deps, caller.sessionId, caller.userId, params.id), description: 'Switched account' }
    },
  })

  r.add({
    id: 'accounts.list',
    method: 'get',
    path: '/accounts',
    summary: 'Admins: every account. Others: the accounts they belong to',
    tag: 'Accounts',
    access: 'session',
    query: PageQuery,
    handler: async ({ deps, caller, query }) => {
      if (caller.accountType !== 'admin') {
        const all = await listMemberships(deps.db, caller.userId, caller.accountId)
        return { data: { list: { data: all.slice(query.skip, query.skip + query.limit), total: all.length, skip: query.skip, limit: query.limit } } }
      }
      const [rows, [total]] = await Promise.all([
        deps.db.select().from(accounts).orderBy(desc(accounts.created_at), accounts.id).limit(query.limit).offset(query.skip),
        deps.db.select({ n: count() }).from(accounts),
      ])
      const data = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }))
      return { data: { list: { data, total: total?.n ?? 0, skip: query.skip, limit: query.limit } } }
    },
  })

  r.add({
    id: 'accounts.create',
    method: 'post',
    path: '/accounts',
    summary: 'Admins: open a merchant, introducer or admin account',
    tag: 'Accounts',
    access: 'admin',
    body: AccountCreateSchema,
    response: AccountSchema,
    handler: async ({ deps, body }) => {
      if (body.introducer_account_id) {
        const [introducer] = await deps.db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, body.introducer_account_id))
        if (introducer?.type !== 'introducer') throw validationError({ introducer_account_id: 'No introducer account has this id' })
      }
      const [row] = await deps.db
        .insert(accounts)
        .values({ ...body, phone: body.phone ?? null, email: body.email ?? null })
        .returning({ id: accounts.id })
      return { data: await loadAccountView(deps.db, row!.id, null), description: 'Account created' }
    },
  })

  r.add({
    id: 'accounts.get',
    method: 'get',
    path: '/accounts/:id',
    summary: 'One account the caller belongs to (admins: any)',
    tag: 'Accounts',
    access: 'session',
    params: IdParamsSchema,
    response: AccountSchema,
    handler: async ({ deps, caller, params }) => {
      await requireAccess(deps, caller, params.id, false)
      return { data: await loadAccountView(deps.db, params.id, caller.userId) }
    },
  })

  r.add({
    id: 'accounts.update',
    method: 'put',
    path: '/accounts/:id',
    summary: 'Change the account’s name, phone or status (owner, administrator, or admin)',
    tag: 'Accounts',
    access: 'session',
    params: IdParamsSchema,
    body: AccountUpdateSchema,
    response: AccountSchema,
    handler: async ({ deps, caller, params, body }) => {
      await requireAccess(deps, caller, params.id, true)
      if (body.record_status_id !== undefined && caller.accountType !== 'admin') throw forbidden('Only an admin can change an account’s status')
      const updated = await deps.db.update(accounts).set({ ...body, updated_at: deps.clock.now() }).where(eq(accounts.id, params.id)).returning({ id: accounts.id })
      if (updated.length === 0) throw notFound('Account')
      return { data: await loadAccountView(deps.db, params.id, caller.userId), description: 'Account updated' }
    },
  })

  r.add({
    id: 'accounts.users',
    method: 'get',
    path: '/accounts/:id/users',
    summary: 'Members of an account',
    tag: 'Accounts',
    access: 'session',
    params: IdParamsSchema,
    query: PageQuery,
    response: listDataSchema(MemberSchema),
    handler: async ({ deps, caller, params, query }) => {
      await requireAccess(deps, caller, params.id, false)
      return { data: { list: await listMembers(deps.db, params.id, query) } }
    },
  })

  r.add({
    id: 'accounts.addUser',
    method: 'post',
    path: '/accounts/:id/users',
    summary: 'Add an existing user to the account with a role',
    tag: 'Accounts',
    access: 'session',
    params: IdParamsSchema,
    body: AccountMemberAddSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params, body }) => {
      await requireAccess(deps, caller, params.id, true)
      const userId = await findUserIdByEmail(deps.db, body.email)
      if (!userId) throw validationError({ email: 'No user has this email; create the user first' })
      await addMember(deps.db, params.id, userId, body.role_code)
      return { data: await getMember(deps.db, params.id, userId), description: 'User added' }
    },
  })
}
