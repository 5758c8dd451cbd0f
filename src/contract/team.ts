// Team: invitations to join an account, and the rules for changing members (SPEC §7 Users and accounts;
// SPEC §6 "role names not shown" — Niaga's roles and who may do what are in src/contract/roles.ts).
//
// Rules (docs/roles-and-team.md):
// - Owners and administrators ('team' permission) invite, resend, revoke, change roles, deactivate,
//   reactivate and remove members. Only owners grant or take away the owner role, and only owners
//   deactivate or remove an owner.
// - An account always keeps at least one active owner: demoting, deactivating or removing the last one is
//   refused (4090), also when two managers act at once.
// - Nobody deactivates or removes themselves (another manager does).
// - A deactivated member cannot log in to or switch into the account; their sessions in it end at once.
// - An invitation link is signed, single use and expires 72 hours (sandbox clock) after it was last sent;
//   a resend sends a new link and the older one stops working. Only the token's SHA-256 is stored.
import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { message } from './messages.ts'
import { PasswordSchema } from './password.ts'
import { confirmedMessage, required } from './rules.ts'
import type { RoleCode } from './roles.ts'
import { ROLE_CODES } from './users.ts'

export type { RoleCode }

export const INVITATION_TTL_HOURS = 72

export const LAST_OWNER_MESSAGE =
  'An account needs at least one active owner: make another member an owner first'
export const OWNER_ONLY_MESSAGE = 'Only owners can grant or take away the owner role'
export const SELF_MESSAGE = 'You cannot deactivate or remove yourself: ask another owner or administrator'

/**
 * Why an actor may not give `target` (now `current`, null for an invitation) the role `next`; null when
 * they may. Account admins (the platform's) act as owners.
 */
export function roleChangeRefusal(actor: string, current: string | null, next: string): string | null {
  if (actor === 'owner') return null
  if (current === 'owner' || next === 'owner') return OWNER_ONLY_MESSAGE
  return null
}

const roleCode = v.picklist(ROLE_CODES, `The role is one of: ${ROLE_CODES.join(', ')}`)
const email = v.pipe(
  v.string(message('text', { field: 'email' })),
  v.trim(),
  v.toLowerCase(),
  v.email(message('email', { field: 'email' })),
  v.maxLength(254),
)

export const InvitationCreateSchema = v.strictObject({ email, role_code: roleCode })
export type InvitationCreate = v.InferOutput<typeof InvitationCreateSchema>

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export const InvitationListQuery = v.object({
  status: v.optional(
    v.picklist(INVITATION_STATUSES, `The status is one of: ${INVITATION_STATUSES.join(', ')}`),
  ),
})

/** An invitation as the account's managers see it. */
export const InvitationSchema = v.object({
  id: v.string(),
  email: v.string(),
  role_code: v.string(),
  role_name: v.string(),
  status: v.picklist(INVITATION_STATUSES),
  invited_by_name: v.nullable(v.string()),
  expires_at: v.string(),
  last_sent_at: v.string(),
  sent_count: v.number(),
  accepted_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
  created_at: v.string(),
})
export type Invitation = v.InferOutput<typeof InvitationSchema>

/** What the invitee sees before accepting (public, by token). */
export const PublicInvitationSchema = v.object({
  email: v.string(),
  role_code: v.string(),
  role_name: v.string(),
  account_name: v.string(),
  invited_by_name: v.nullable(v.string()),
  expires_at: v.string(),
  /** The address already has a Niaga login: accepting asks for its password instead of a new one. */
  existing_user: v.boolean(),
})
export type PublicInvitation = v.InferOutput<typeof PublicInvitationSchema>

/**
 * The token of an invitation link. It travels in the link's fragment (/invite#<token>) and in request bodies,
 * never in a URL path or query, where it would reach server logs and Referer headers.
 */
const invitationToken = v.pipe(
  v.string('The invitation token is missing'),
  v.nonEmpty('The invitation token is missing'),
  v.maxLength(200, 'This is not an invitation token'),
)
export const InvitationTokenSchema = v.strictObject({ token: invitationToken })

/**
 * Accepting: a new user gives a name and a password (SPEC §5 rule) twice; someone who already has a login
 * gives its password only. The server tells which from the address (PublicInvitation.existing_user).
 */
export const InvitationAcceptSchema = v.strictObject({
  full_name: v.optional(v.string(message('text', { field: 'full name' }))),
  password: v.pipe(v.string(message('text', { field: 'password' })), required('password'), v.maxLength(200)),
  password_confirmation: v.optional(v.string(message('text', { field: 'password confirmation' }))),
})
export type InvitationAccept = v.InferOutput<typeof InvitationAcceptSchema>
/** Accepting, as sent: the link's token with the answers. */
export const InvitationAcceptRequestSchema = v.strictObject({
  token: invitationToken,
  ...InvitationAcceptSchema.entries,
})

/** The stricter check for a new user's answer. */
export const NewMemberSchema = v.pipe(
  v.object({
    full_name: requiredText('full name'),
    password: PasswordSchema,
    password_confirmation: v.pipe(
      v.string(message('required', { field: 'password confirmation' })),
      required('password confirmation'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      confirmedMessage('password'),
    ),
    ['password_confirmation'],
  ),
)
