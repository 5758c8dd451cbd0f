// Accounts: the caller's own, the ones they belong to, switching between them, and admin management.
import { AccountSchema, MembershipSchema, SessionDataSchema } from '../../src/contract/auth.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  AccountCreateSchema,
  AccountMemberAddSchema,
  AccountUpdateSchema,
  MemberSchema,
} from '../../src/contract/users.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import {
  addAccountMember,
  createAccount,
  listAccounts,
  requireAccountAccess,
  updateAccount,
} from '../services/accounts/accounts.ts'
import { listMembers } from '../services/accounts/members.ts'
import { listMemberships, loadAccountView } from '../services/accounts/views.ts'
import { PageSearchQuery } from '../http/list-query.ts'
import { auditSourceOf } from '../http/audit-source.ts'
import { switchAccount } from '../services/admin/support.ts'

export const accountRoutes = defineRoutes({ tag: 'Accounts', access: 'session' }, (r) => {
  r.add({
    id: 'accounts.me',
    method: 'get',
    path: '/accounts/me',
    summary: 'The account the session is in, with the caller’s role and the subscription plan',
    response: AccountSchema,
    handler: async ({ deps, caller }) => ({
      data: await loadAccountView(deps, caller.accountId, caller.userId),
    }),
  })

  r.add({
    id: 'accounts.usersMe',
    method: 'get',
    path: '/accounts/users/me',
    summary: 'The accounts the caller belongs to (for the account switcher)',
    response: listDataSchema(MembershipSchema),
    handler: async ({ deps, caller }) => {
      const data = await listMemberships(deps, caller.userId, caller.accountId)
      return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
    },
  })

  r.add({
    id: 'accounts.switch',
    method: 'get',
    path: '/accounts/merchant/:id/switch',
    summary:
      'Move the session into another account the caller belongs to (admins: any active merchant account)',
    description:
      'Members switch into accounts they belong to. A Niaga admin may switch into any active merchant account: where they are not a member the session becomes a support session acting with the Administrator role, and `account.support` names the admin account. Every switch by an admin is written to the audit log.',
    conflicts: true,
    params: IdParamsSchema,
    response: SessionDataSchema,
    handler: async ({ c, deps, caller, params }) => ({
      data: await switchAccount(deps, caller, params.id, auditSourceOf(c, deps)),
      description: 'Switched account',
    }),
  })

  r.add({
    id: 'accounts.list',
    method: 'get',
    path: '/accounts',
    summary: 'Admins: every account. Others: the accounts they belong to',
    query: PageSearchQuery,
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listAccounts(deps, caller, query) },
    }),
  })

  r.add({
    id: 'accounts.create',
    method: 'post',
    path: '/accounts',
    summary: 'Admins: open a merchant, introducer or admin account',
    access: 'admin',
    body: AccountCreateSchema,
    response: AccountSchema,
    handler: async ({ deps, body }) => ({
      data: await createAccount(deps, body),
      description: 'Account created',
    }),
  })

  r.add({
    id: 'accounts.get',
    method: 'get',
    path: '/accounts/:id',
    summary: 'One account the caller belongs to (admins: any)',
    params: IdParamsSchema,
    response: AccountSchema,
    handler: async ({ deps, caller, params }) => {
      await requireAccountAccess(deps, caller, params.id, false)
      return { data: await loadAccountView(deps, params.id, caller.userId) }
    },
  })

  r.add({
    id: 'accounts.update',
    method: 'put',
    path: '/accounts/:id',
    summary: 'Change the account’s name, phone or status (owner, administrator, or admin)',
    permission: 'settings',
    params: IdParamsSchema,
    body: AccountUpdateSchema,
    response: AccountSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await updateAccount(deps, caller, params.id, body),
      description: 'Account updated',
    }),
  })

  r.add({
    id: 'accounts.users',
    method: 'get',
    path: '/accounts/:id/users',
    summary: 'Members of an account',
    permission: 'team',
    params: IdParamsSchema,
    query: PageSearchQuery,
    response: listDataSchema(MemberSchema),
    handler: async ({ deps, caller, params, query }) => {
      await requireAccountAccess(deps, caller, params.id, false)
      return { data: { list: await listMembers(deps, params.id, query) } }
    },
  })

  r.add({
    id: 'accounts.addUser',
    method: 'post',
    path: '/accounts/:id/users',
    summary: 'Add an existing user to the account with a role',
    permission: 'team',
    params: IdParamsSchema,
    body: AccountMemberAddSchema,
    response: MemberSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await addAccountMember(deps, caller, params.id, body),
      description: 'User added',
    }),
  })
})
