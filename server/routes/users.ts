// Users of the caller's account, the caller's own profile, and roles.
import * as v from 'valibot'
import { RoleSchema, UserSchema } from '../../src/contract/auth.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  MemberSchema,
  MeUpdateSchema,
  UserCreateSchema,
  UserOpenSchema,
  UserUpdateSchema,
} from '../../src/contract/users.ts'
import { PageSearchQuery } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { findUserIdByEmail, getMember, listMembers } from '../services/accounts/members.ts'
import { ROLES } from '../services/accounts/roles.ts'
import { createUser, removeUser, updateOwnProfile, updateUser } from '../services/accounts/users.ts'
import { loadUserView } from '../services/accounts/views.ts'

export const userRoutes = defineRoutes({ tag: 'Users', access: 'session', permission: 'team' }, (r) => {
  r.add({
    id: 'users.me',
    method: 'get',
    path: '/users/me',
    summary: 'The logged-in user',
    permission: 'view',
    response: UserSchema,
    handler: async ({ deps, caller }) => ({ data: await loadUserView(deps, caller.userId) }),
  })

  r.add({
    id: 'users.updateMe',
    method: 'put',
    path: '/users/me',
    summary: 'Change the logged-in user’s name, phone or language (en, ms)',
    permission: 'view',
    body: MeUpdateSchema,
    response: UserSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await updateOwnProfile(deps, caller.userId, body),
      description: 'Profile updated',
    }),
  })

  r.add({
    id: 'users.open',
    method: 'post',
    path: '/users/open',
    summary: 'Whether an email address is free for a new user',
    body: UserOpenSchema,
    response: v.object({ available: v.boolean() }),
    handler: async ({ deps, body }) => ({
      data: { available: !(await findUserIdByEmail(deps, body.email)) },
    }),
  })

  r.add({
    id: 'users.list',
    method: 'get',
    path: '/users',
    summary: 'Users of the caller’s account',
    query: PageSearchQuery,
    response: listDataSchema(MemberSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listMembers(deps, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'users.create',
    method: 'post',
    path: '/users',
    summary: 'Create a user in the caller’s account (owner or administrator)',
    body: UserCreateSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createUser(deps, caller, body),
      description: 'User created',
    }),
  })

  r.add({
    id: 'users.get',
    method: 'get',
    path: '/users/:id',
    summary: 'One user of the caller’s account',
    params: IdParamsSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getMember(deps, caller.accountId, params.id),
    }),
  })

  r.add({
    id: 'users.update',
    method: 'put',
    path: '/users/:id',
    summary: 'Change a user of the caller’s account (owner or administrator)',
    params: IdParamsSchema,
    body: UserUpdateSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateUser(deps, caller, params.id, body),
      description: 'User updated',
    }),
  })

  r.add({
    id: 'users.remove',
    method: 'delete',
    path: '/users/:id',
    summary: 'Take a member out of the caller’s account (their login stays for their other accounts)',
    description:
      'Owners and administrators; only owners remove an owner, the last active owner stays, nobody removes themselves.',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await removeUser(deps, caller, params.id)
      return { data: { id: params.id }, description: 'User removed from the account' }
    },
  })

  r.add({
    id: 'roles.list',
    method: 'get',
    path: '/roles',
    summary: 'The roles a user can have in an account',
    permission: 'view',
    response: listDataSchema(RoleSchema),
    handler: () => ({
      data: { list: { data: [...ROLES], total: ROLES.length, skip: 0, limit: ROLES.length } },
    }),
  })
})
