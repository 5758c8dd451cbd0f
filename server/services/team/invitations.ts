// Invitations to join an account (src/contract/team.ts): a manager invites an address with a role, the
// link goes out through the messaging provider (the sandbox outbox), and the invitee accepts it once,
// before it expires, by setting a password (or, with a login already, giving its password).
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ResponseCode } from '../../../src/contract/codes.ts'
import { PRODUCT_TITLE } from '../../../src/contract/constants.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import type { SessionData } from '../../../src/contract/auth.ts'
import {
  INVITATION_TTL_HOURS,
  roleChangeRefusal,
  type Invitation,
  type InvitationAccept,
  type InvitationCreate,
  type InvitationStatus,
  type PublicInvitation,
  type RoleCode,
} from '../../../src/contract/team.ts'
import { accounts, accountUsers, invitations, roles, users } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { AppError, conflict, forbidden, isUniqueViolation, notFound, tooManyRequests } from '../../errors.ts'
import { actingRole, addMember, findUserIdByEmail, insertUser } from '../accounts/members.ts'
import { ROLE_IDS } from '../accounts/roles.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { blockedFor, hit, reset } from '../auth/rate-limit.ts'
import { startSession } from '../auth/sessions.ts'
import { sha256 } from '../auth/tokens.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { isSignedInvitationToken, newInvitationToken } from './invitation-token.ts'
import { ownedRecord } from '../owned-records.ts'
import { ownerLanguage } from '../notifications/notify.ts'
import { wordsFor } from '../notifications/notice-words.ts'

const TTL_MS = INVITATION_TTL_HOURS * 3_600_000
/** Wrong passwords an existing user may give on one invitation per 15 minutes. */
const ACCEPT_LIMIT = { max: 5, windowSeconds: 15 * 60 }

const ROLE_CODE_BY_ID = Object.fromEntries(
  Object.entries(ROLE_IDS).map(([code, roleId]) => [roleId, code]),
) as Record<number, RoleCode>

const inviter = alias(users, 'inviter')
const columns = {
  invitation: invitations,
  role_code: roles.code,
  role_name: roles.name,
  invited_by_name: inviter.full_name,
  account_name: accounts.name,
  account_status: accounts.record_status_id,
}
const selectInvitations = (deps: Deps) => {
  const { db } = deps
  return db
    .select(columns)
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.role_id))
    .innerJoin(accounts, eq(accounts.id, invitations.account_id))
    .leftJoin(inviter, eq(inviter.id, invitations.invited_by_user_id))
}
type Row = Awaited<ReturnType<typeof selectInvitations>>[number]

function statusOf(row: typeof invitations.$inferSelect, now: Date): InvitationStatus {
  if (row.status === 'pending' && row.expires_at <= now) return 'expired'
  return row.status
}

function toInvitation({ invitation: i, ...row }: Row, now: Date): Invitation {
  return {
    id: i.id,
    email: i.email,
    role_code: row.role_code,
    role_name: row.role_name,
    status: statusOf(i, now),
    invited_by_name: row.invited_by_name,
    expires_at: i.expires_at.toISOString(),
    last_sent_at: i.last_sent_at.toISOString(),
    sent_count: i.sent_count,
    accepted_at: i.accepted_at?.toISOString() ?? null,
    revoked_at: i.revoked_at?.toISOString() ?? null,
    created_at: i.created_at.toISOString(),
  }
}

const STATUS_FILTERS: Record<InvitationStatus, (now: Date) => SQL | undefined> = {
  pending: (now) => and(eq(invitations.status, 'pending'), gt(invitations.expires_at, now)),
  expired: (now) => and(eq(invitations.status, 'pending'), lte(invitations.expires_at, now)),
  accepted: () => eq(invitations.status, 'accepted'),
  revoked: () => eq(invitations.status, 'revoked'),
}

export function listInvitations(
  deps: Deps,
  accountId: string,
  query: ListQuery & { status?: InvitationStatus | undefined },
): Promise<ListPage<Invitation>> {
  const now = deps.clock.now()
  const where = and(
    eq(invitations.account_id, accountId),
    query.status ? STATUS_FILTERS[query.status](now) : undefined,
    searchIn(query.search, invitations.email),
  )
  return readPage(query, {
    rows: selectInvitations(deps).where(where).$dynamic(),
    total: deps.db.$count(invitations, where),
    sortBy: invitations.created_at,
    tieBreak: invitations.id,
    toApi: (rows) => rows.map((row) => toInvitation(row, now)),
  })
}

async function loadInvitation(deps: Deps, accountId: string, id: string): Promise<Row> {
  const [row] = await selectInvitations(deps).where(ownedRecord(invitations, accountId, id))
  if (!row) throw notFound('Invitation')
  return row
}

// The token rides in the fragment, which the browser never sends to a server (src/contract/team.ts).
const linkFor = (deps: Deps, token: string) => `${deps.config.publicUrl}/invite#${token}`

async function sendInvitationEmail(deps: Deps, row: Row, token: string): Promise<void> {
  const link = linkFor(deps, token)
  const who = row.invited_by_name ?? row.account_name
  // The invitee has no profile yet: the account's own language, its owner's, as for its other outside mail.
  const language = await ownerLanguage(deps, row.invitation.account_id)
  const names = { who, account: row.account_name, product: PRODUCT_TITLE }
  const say = wordsFor(language)
  await deps.providers.mail.send({
    to: row.invitation.email,
    subject: say('{who} invited you to {account} on {product}', names),
    body: [
      say('Hello,'),
      say('{who} invited you to join {account} on {product} as {role}.', { ...names, role: row.role_name }),
      `${say('Accept the invitation within {hours} hours:', { hours: INVITATION_TTL_HOURS })}\n${link}`,
      say('If you did not expect this invitation, ignore this message.'),
    ].join('\n\n'),
    meta: { link, invitation_id: row.invitation.id },
    accountId: row.invitation.account_id,
  })
}

/** Who may invite (or resend an invitation) with this role: only owners bring in owners. */
function requireRoleGrant(caller: Caller, role: string): void {
  const refusal = roleChangeRefusal(actingRole(caller), null, role)
  if (refusal) throw forbidden(refusal)
}

export async function createInvitation(
  deps: Deps,
  caller: Caller,
  input: InvitationCreate,
): Promise<Invitation> {
  requireRoleGrant(caller, input.role_code)
  const [member] = await deps.db
    .select({ id: users.id })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.user_id))
    .where(and(eq(accountUsers.account_id, caller.accountId), eq(sql`lower(${users.email})`, input.email)))
  if (member)
    throw conflict('This person is already a member of the account', {
      email: 'Already a member of this account',
    })
  const now = deps.clock.now()
  const token = newInvitationToken(deps.config.jwtSecret)
  const created = await deps.db
    .insert(invitations)
    .values({
      account_id: caller.accountId,
      email: input.email,
      role_id: ROLE_IDS[input.role_code],
      invited_by_user_id: caller.apiKeyId ? null : caller.userId,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + TTL_MS),
      last_sent_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: invitations.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw conflict('This address already has a pending invitation: resend or revoke it', {
          email: 'Already invited',
        })
      }
      throw error
    })
  const row = await loadInvitation(deps, caller.accountId, created[0]!.id)
  await sendInvitationEmail(deps, row, token)
  return toInvitation(row, now)
}

/** A new link (the older one stops working), valid for another 72 hours; also for an expired invitation. */
export async function resendInvitation(deps: Deps, caller: Caller, id: string): Promise<Invitation> {
  const now = deps.clock.now()
  const token = newInvitationToken(deps.config.jwtSecret)
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(ownedRecord(invitations, caller.accountId, id))
      .for('update')
    if (!row) throw notFound('Invitation')
    if (row.status === 'accepted') throw conflict('This invitation was already accepted')
    if (row.status === 'revoked') throw conflict('This invitation was revoked: send a new one')
    requireRoleGrant(caller, ROLE_CODE_BY_ID[row.role_id] ?? 'viewer')
    await tx
      .update(invitations)
      .set({
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + TTL_MS),
        last_sent_at: now,
        sent_count: row.sent_count + 1,
        updated_at: now,
      })
      .where(eq(invitations.id, id))
  })
  const row = await loadInvitation(deps, caller.accountId, id)
  await sendInvitationEmail(deps, row, token)
  return toInvitation(row, now)
}

export async function revokeInvitation(deps: Deps, caller: Caller, id: string): Promise<Invitation> {
  const now = deps.clock.now()
  const [row] = await deps.db
    .update(invitations)
    .set({ status: 'revoked', revoked_at: now, updated_at: now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.account_id, caller.accountId),
        eq(invitations.status, 'pending'),
      ),
    )
    .returning({ id: invitations.id })
  if (!row) {
    const existing = await loadInvitation(deps, caller.accountId, id)
    if (existing.invitation.status === 'accepted')
      throw conflict('This invitation was already accepted: deactivate or remove the member instead')
  }
  return toInvitation(await loadInvitation(deps, caller.accountId, id), now)
}

const invalidLink = () =>
  new AppError(ResponseCode.TOKEN_INVALID, 'This invitation link is not valid. Ask for a new invitation.')

/** The invitation a link stands for, if it can still be accepted; otherwise the reason, with its own code. */
async function openInvitation(deps: Deps, token: string): Promise<Row> {
  if (!isSignedInvitationToken(deps.config.jwtSecret, token)) throw invalidLink()
  const [row] = await selectInvitations(deps).where(eq(invitations.token_hash, sha256(token)))
  if (!row || row.account_status !== 1) throw invalidLink()
  const { invitation } = row
  if (invitation.status === 'revoked')
    throw new AppError(ResponseCode.INVITATION_REVOKED, `${row.account_name} withdrew this invitation.`)
  if (invitation.status === 'accepted')
    throw new AppError(
      ResponseCode.INVITATION_USED,
      'This invitation was already accepted. Log in with your email and password.',
    )
  if (invitation.expires_at <= deps.clock.now()) {
    throw new AppError(
      ResponseCode.INVITATION_EXPIRED,
      `This invitation has expired. Ask ${row.invited_by_name ?? row.account_name} to send it again.`,
    )
  }
  return row
}

export async function getPublicInvitation(deps: Deps, token: string): Promise<PublicInvitation> {
  const row = await openInvitation(deps, token)
  return {
    email: row.invitation.email,
    role_code: row.role_code,
    role_name: row.role_name,
    account_name: row.account_name,
    invited_by_name: row.invited_by_name,
    expires_at: row.invitation.expires_at.toISOString(),
    existing_user: (await findUserIdByEmail(deps, row.invitation.email)) !== undefined,
  }
}

/** Someone with a login already proves it with its password (limited tries per invitation). */
async function checkExistingUser(
  deps: Deps,
  invitationId: string,
  userId: string,
  password: string,
): Promise<void> {
  const limit = { key: `invite:accept:${invitationId}`, ...ACCEPT_LIMIT }
  const wait = await blockedFor(deps, limit)
  if (wait > 0) throw tooManyRequests(wait)
  const [user] = await deps.db
    .select({ hash: users.password_hash, status: users.record_status_id })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || user.status !== 1) throw new AppError(ResponseCode.LOGIN_FAILED, 'This login is disabled')
  if (!(await verifyPassword(password, user.hash))) {
    await hit(deps, limit)
    throw new AppError(ResponseCode.LOGIN_FAILED, 'The password is not right for this email', {
      breakdown: { password: 'Enter the password you log in with' },
    })
  }
  await reset(deps, limit.key)
}

/** A new user's name and password, checked strictly (src/contract/team.ts NewMemberSchema) by the caller. */
export type NewMemberCheck = (input: InvitationAccept) => { full_name: string; password: string }

/**
 * Accepts once: a new user is created, or an existing one joins; either way they are logged in to the
 * account.
 */
export async function acceptInvitation(
  deps: Deps,
  token: string,
  input: InvitationAccept,
  checkNewMember: NewMemberCheck,
): Promise<SessionData> {
  const first = await openInvitation(deps, token)
  const existingId = await findUserIdByEmail(deps, first.invitation.email)
  let newUser: { full_name: string; password_hash: string } | undefined
  if (existingId) await checkExistingUser(deps, first.invitation.id, existingId, input.password)
  else {
    const checked = checkNewMember(input)
    newUser = { full_name: checked.full_name, password_hash: await hashPassword(checked.password) }
  }
  const now = deps.clock.now()
  const joined = await deps.db
    .transaction(async (tx) => {
      const txDeps = { ...deps, db: tx }
      // Single use: the row is locked and checked again, so two accepts of one link make one member.
      await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.id, first.invitation.id))
        .for('update')
      const row = await openInvitation(txDeps, token)
      const { invitation } = row
      let userId = existingId
      if (!userId) {
        userId = await insertUser(
          { ...deps, db: tx },
          {
            email: invitation.email,
            full_name: newUser!.full_name,
            password_hash: newUser!.password_hash,
            created_at: now,
            updated_at: now,
          },
        )
      }
      await addMember(txDeps, invitation.account_id, userId, row.role_code as RoleCode)
      await tx
        .update(invitations)
        .set({ status: 'accepted', accepted_at: now, accepted_user_id: userId, updated_at: now })
        .where(eq(invitations.id, invitation.id))
      return { userId, accountId: invitation.account_id }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(
          'This email was registered meanwhile: open the link again and log in with its password',
        )
      throw error
    })
  return startSession(deps, joined.userId, joined.accountId)
}
