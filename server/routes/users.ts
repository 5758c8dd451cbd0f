// Users of the caller's account, the caller's own profile, and roles.
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { RoleSchema, UserSchema } from '../../src/contract/auth.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { MemberSchema, MeUpdateSchema, UserCreateSchema, UserOpenSchema, UserUpdateSchema } from '../../src/contract/users.ts'
import { users } from '../db/schema/index.ts'
import { conflict, forbidden, isUniqueViolation } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, queryInt } from '../http/validation.ts'
import { addMember, changeRole, findUserIdByEmail, getMember, listMembers, requireManager } from '../services/accounts/members.ts'
import { ROLES } from '../services/accounts/roles.ts'
import { listMemberships, loadUserView } from '../services/accounts/views.ts'
import { hashPassword } from '../services/auth/passwords.ts'

export const PageQuery = v.object({
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, 500, 10),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
})

export function registerUserRoutes(r: Registry): void {
  r.add({
    id: 'users.me',
    method: 'get',
    path: '/users/me',
    summary: 'The logged-in user',
    tag: 'Users',
    access: 'session',
    response: UserSchema,
    handler: async ({ deps, caller }) => ({ data: await loadUserView(deps.db, caller.userId) }),
  })

  r.add({
    id: 'users.updateMe',
    method: 'put',
    path: '/users/me',
    summary: 'Change the logged-in user’s name or phone',
    tag: 'Users',
    access: 'session',
    body: MeUpdateSchema,
    response: UserSchema,
    handler: async ({ deps, caller, body }) => {
      await deps.db.update(users).set({ ...body, updated_at: deps.clock.now() }).where(eq(users.id, caller.userId))
      return { data: await loadUserView(deps.db, caller.userId), description: 'Profile updated' }
    },
  })

  r.add({
    id: 'users.open',
    method: 'post',
    path: '/users/open',
    summary: 'Whether an email address is free for a new user',
    tag: 'Users',
    access: 'session',
    body: UserOpenSchema,
    response: v.object({ available: v.boolean() }),
    handler: async ({ deps, body }) => ({ data: { available: !(await findUserIdByEmail(deps.db, body.email)) } }),
  })

  r.add({
    id: 'users.list',
    method: 'get',
    path: '/users',
    summary: 'Users of the caller’s account',
    tag: 'Users',
    access: 'session',
    query: PageQuery,
    response: listDataSchema(MemberSchema),
    handler: async ({ deps, caller, query }) => ({ data: { list: await listMembers(deps.db, caller.accountId, query) } }),
  })

  r.add({
    id: 'users.create',
    method: 'post',
    path: '/users',
    summary: 'Create a user in the caller’s account (owner or administrator)',
    tag: 'Users',
    access: 'session',
    body: UserCreateSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, body }) => {
      requireManager(caller)
      const passwordHash = await hashPassword(body.password)
      const userId = await deps.db
        .transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: body.email, username: body.email, full_name: body.full_name, phone: body.phone ?? null, password_hash: passwordHash })
            .returning({ id: users.id })
          await addMember(tx, caller.accountId, user!.id, body.role_code)
          return user!.id
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('This email is already registered', { email: 'This email is already registered' })
          throw error
        })
      return { data: await getMember(deps.db, caller.accountId, userId), description: 'User created' }
    },
  })

  r.add({
    id: 'users.get',
    method: 'get',
    path: '/users/:id',
    summary: 'One user of the caller’s account',
    tag: 'Users',
    access: 'session',
    params: IdParamsSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params }) => ({ data: await getMember(deps.db, caller.accountId, params.id) }),
  })

  r.add({
    id: 'users.update',
    method: 'put',
    path: '/users/:id',
    summary: 'Change a user of the caller’s account (owner or administrator)',
    tag: 'Users',
    access: 'session',
    params: IdParamsSchema,
    body: UserUpdateSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params, body }) => {
      requireManager(caller)
      await getMember(deps.db, caller.accountId, params.id)
      const { role_code, ...profile } = body
      if (role_code) await changeRole(deps.db, caller.accountId, params.id, role_code)
      if (Object.keys(profile).length > 0) {
        // A user row is shared by every account the person belongs to: one account's manager may not
        // rename or deactivate someone who also works for another account.
        if (params.id !== caller.userId && (await listMemberships(deps.db, params.id, null)).length > 1) {
          throw forbidden('This user also belongs to other accounts; only they can change their profile')
        }
        await deps.db.update(users).set({ ...profile, updated_at: deps.clock.now() }).where(eq(users.id, params.id))
      }
      return { data: await getMember(deps.db, caller.accountId, params.id), description: 'User updated' }
    },
  })

  r.add({
    id: 'roles.list',
    method: 'get',
    path: '/roles',
    summary: 'The roles a user can have in an account',
    tag: 'Users',
    access: 'session',
    response: listDataSchema(RoleSchema),
    handler: () => ({ data: { list: { data: [...ROLES], total: ROLES.length, skip: 0, limit: ROLES.length } } }),
  })
}
