// Invitations to join the caller's account (src/contract/team.ts): managers send, list, resend and revoke
// them; the invitee opens and accepts one by its link's token, without logging in.
import { SessionDataSchema } from '../../src/contract/auth.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  InvitationAcceptRequestSchema,
  InvitationCreateSchema,
  InvitationListQuery,
  InvitationSchema,
  InvitationTokenSchema,
  NewMemberSchema,
  PublicInvitationSchema,
} from '../../src/contract/team.ts'
import * as v from 'valibot'
import { PageSearchQuery } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema, parseWith } from '../http/validation.ts'
import {
  acceptInvitation,
  createInvitation,
  getPublicInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../services/team/invitations.ts'

export const teamRoutes = defineRoutes({ tag: 'Team', access: 'session', permission: 'team' }, (r) => {
  r.add({
    id: 'invitations.list',
    method: 'get',
    path: '/invitations',
    summary:
      'Invitations to the caller’s account, newest first (status: pending, expired, accepted, revoked)',
    query: v.object({ ...PageSearchQuery.entries, ...InvitationListQuery.entries }),
    response: listDataSchema(InvitationSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listInvitations(deps, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'invitations.create',
    method: 'post',
    path: '/invitations',
    summary: 'Invite an email address to the account with a role; the link is emailed (the sandbox outbox)',
    description:
      'Owners and administrators; only owners invite owners. The link is single use and expires 72 hours after it is sent.',
    body: InvitationCreateSchema,
    response: InvitationSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createInvitation(deps, caller, body),
      description: 'Invitation sent',
    }),
  })

  r.add({
    id: 'invitations.resend',
    method: 'post',
    path: '/invitations/:id/resend',
    summary: 'Send a pending or expired invitation again with a new link (the older link stops working)',
    params: IdParamsSchema,
    response: InvitationSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await resendInvitation(deps, caller, params.id),
      description: 'Invitation sent again',
    }),
  })

  r.add({
    id: 'invitations.revoke',
    method: 'post',
    path: '/invitations/:id/revoke',
    summary: 'Withdraw a pending invitation: its link stops working',
    params: IdParamsSchema,
    response: InvitationSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await revokeInvitation(deps, caller, params.id),
      description: 'Invitation revoked',
    }),
  })

  // The invitee opens and accepts an invitation by its link's token, without logging in.
  r.group({ access: 'public' }, (invitee) => {
    invitee.add({
      id: 'invitations.open',
      method: 'post',
      path: '/invitations/open',
      body: InvitationTokenSchema,
      summary: 'The invitation a link stands for: who invited, to which account, with which role',
      description:
        'Answers 4002 for an unknown or altered link, 4101 expired, 4102 already accepted, 4103 revoked.',
      response: PublicInvitationSchema,
      handler: async ({ deps, body }) => ({ data: await getPublicInvitation(deps, body.token) }),
    })

    invitee.add({
      id: 'invitations.accept',
      method: 'post',
      path: '/invitations/accept',
      summary:
        'Accept an invitation: a new user sets a name and password, an existing one gives their password; answers a session',
      description: 'The same codes as opening the link; 4001 when an existing user’s password is wrong.',
      credentials: true,
      body: InvitationAcceptRequestSchema,
      response: SessionDataSchema,
      handler: async ({ deps, body: { token, ...answers } }) => ({
        data: await acceptInvitation(deps, token, answers, (input) =>
          parseWith(NewMemberSchema, input, 'body', 'request body'),
        ),
        description: 'Welcome to the team',
      }),
    })
  })
})
