// Invitations (src/contract/team.ts): sent through the sandbox outbox with a signed single-use link that
// expires 72 hours (sandbox clock) after it was sent; accepted once by a new user (SPEC §5 password) or by
// someone who already has a login; revoked, resent, and refused with a code of its own for each reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Membership, SessionData } from '../../src/contract/auth.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { INVITATION_TTL_HOURS, type Invitation, type PublicInvitation } from '../../src/contract/team.ts'
import type { Member } from '../../src/contract/users.ts'
import { newInvitationToken } from '../../server/services/team/invitation-token.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { invitationLink, invite, tokenOf } from '../support/team.ts'

let api: Api
let owner: string
const NEW_PASSWORD = 'Invitee#2026'
const accept = (token: string, body: unknown) =>
  api.call<SessionData>('POST', '/invitations/accept', { body: { token, ...(body as object) } })
const open = (token: string) => api.call<PublicInvitation>('POST', '/invitations/open', { body: { token } })
const breakdownOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { breakdown: Record<string, string> }).breakdown
const newcomer = (name: string) => ({
  full_name: name,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
})

beforeAll(async () => {
  api = await startApi()
  owner = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const inviteAs = <T = unknown>(token: string, email: string, role_code: string) =>
  api.call<T>('POST', '/invitations', { token, body: { email, role_code } })

describe('sending and accepting an invitation', () => {
  it('emails a link through the outbox; the invitee sees who invited them, sets a password and is logged in as staff', async () => {
    const sent = await inviteAs<Invitation>(owner, ' Nadia@Example.my ', 'staff')
    expect(sent.body).toMatchObject({ response_code: 2000, description: 'Invitation sent' })
    expect(sent.body.data).toMatchObject({
      email: 'nadia@example.my',
      role_code: 'staff',
      status: 'pending',
      invited_by_name: 'Aisyah Rahman',
      sent_count: 1,
    })
    const hoursLeft = (Date.parse(sent.body.data.expires_at) - api.clock.now().getTime()) / 3_600_000
    expect(hoursLeft).toBe(INVITATION_TTL_HOURS)

    const outbox = await api.call<ListData<{ recipient: string; subject: string; body: string }>>(
      'GET',
      '/sandbox/outbox?channel=email',
      { token: owner },
    )
    const mail = outbox.body.data.list.data[0]!
    expect(mail).toMatchObject({
      recipient: 'nadia@example.my',
      subject: 'Aisyah Rahman invited you to Niaga Demo Sdn Bhd on Niaga Sandbox',
    })
    const link = await invitationLink(api, 'nadia@example.my')
    // The token is the fragment: no server log or Referer header ever holds it.
    expect(link).toMatch(/\/invite#[\w-]+\.[\w-]+$/)
    expect(mail.body).toContain(link)
    expect(mail.body).toContain('as Staff')

    const token = tokenOf(link)
    const shown = await open(token)
    expect(shown.body.data).toEqual({
      email: 'nadia@example.my',
      role_code: 'staff',
      role_name: 'Staff',
      account_name: 'Niaga Demo Sdn Bhd',
      invited_by_name: 'Aisyah Rahman',
      expires_at: sent.body.data.expires_at,
      existing_user: false,
    })

    const weak = await accept(token, {
      full_name: 'Nadia',
      password: 'password1',
      password_confirmation: 'password1',
    })
    expect(weak.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdownOf(weak).password).toBe(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    )
    const short = await accept(token, { full_name: 'Nadia', password: 'Ab#1', password_confirmation: 'Ab#1' })
    expect(breakdownOf(short).password).toBe('Password is too short, you want to get hacked?')
    const mismatch = await accept(token, {
      full_name: 'Nadia',
      password: NEW_PASSWORD,
      password_confirmation: 'Other#2026',
    })
    expect(breakdownOf(mismatch)).toHaveProperty('password_confirmation')
    const nameless = await accept(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
    expect(breakdownOf(nameless)).toHaveProperty('full_name')

    const joined = await accept(token, newcomer('Nadia Ismail'))
    expect(joined.body).toMatchObject({ response_code: 2000, description: 'Welcome to the team' })
    expect(joined.body.data.account).toMatchObject({ name: 'Niaga Demo Sdn Bhd', role: { code: 'staff' } })
    expect(joined.body.data.user).toMatchObject({ email: 'nadia@example.my', full_name: 'Nadia Ismail' })
    const me = await api.call<{ email: string }>('GET', '/users/me', { token: joined.body.data.access_token })
    expect(me.body.data.email).toBe('nadia@example.my')
    // And logs in later with the password they chose.
    expect((await api.login('nadia@example.my', NEW_PASSWORD)).account.id).toBe(joined.body.data.account.id)

    const members = await api.call<ListData<Member>>('GET', '/users?search=nadia', { token: owner })
    expect(members.body.data.list.data).toEqual([
      expect.objectContaining({ email: 'nadia@example.my', role_code: 'staff', status: 'active' }),
    ])
    const listed = await api.call<ListData<Invitation>>('GET', '/invitations?status=accepted', {
      token: owner,
    })
    expect(listed.body.data.list.data.map((i) => i.email)).toContain('nadia@example.my')

    // Single use: the link is spent.
    const again = await accept(token, newcomer('Someone Else'))
    expect(again.body).toMatchObject({ response_code: ResponseCode.INVITATION_USED })
    expect(again.body.description).toContain('already accepted')
    expect((await open(token)).body.response_code).toBe(ResponseCode.INVITATION_USED)
  })

  it('someone with a login already accepts with their password and joins a second account', async () => {
    const { token } = await invite(api, owner, 'merchant2@niaga.test', 'viewer')
    expect((await open(token)).body.data).toMatchObject({ existing_user: true, role_code: 'viewer' })
    const wrong = await accept(token, { password: 'Wrong#2026' })
    expect(wrong.body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    const joined = await accept(token, { password: 'Sandbox#2026' })
    expect(joined.body.data.account).toMatchObject({ name: 'Niaga Demo Sdn Bhd', role: { code: 'viewer' } })
    const mine = await api.call<ListData<Membership>>('GET', '/accounts/users/me', {
      token: joined.body.data.access_token,
    })
    expect(mine.body.data.list.data.map((m) => m.name).sort()).toEqual([
      'Kedai Runcit Tan Enterprise',
      'Niaga Demo Sdn Bhd',
    ])
  })

  it('refuses a second invitation to the same address, and inviting a member', async () => {
    await invite(api, owner, 'twice@example.my', 'staff')
    expect((await inviteAs(owner, 'TWICE@example.my', 'viewer')).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This address already has a pending invitation: resend or revoke it',
    })
    expect((await inviteAs(owner, 'staff@niaga.test', 'viewer')).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This person is already a member of the account',
    })
  })

  it('two accepts of one link at once make one member', async () => {
    const { token } = await invite(api, owner, 'race@example.my', 'staff')
    const results = await Promise.all([
      accept(token, newcomer('Race One')),
      accept(token, newcomer('Race Two')),
    ])
    const codes = results.map((r) => r.body.response_code).sort()
    expect(codes[0]).toBe(2000)
    expect([ResponseCode.INVITATION_USED, ResponseCode.CONFLICT]).toContain(codes[1])
    const members = await api.call<ListData<Member>>('GET', '/users?search=race@', { token: owner })
    expect(members.body.data.list.total).toBe(1)
  })
})

describe('links that no longer work', () => {
  it('expires 72 hours after it was sent (sandbox clock); a resend sends a new link and the old one stops working', async () => {
    const { id, token } = await invite(api, owner, 'late@example.my', 'staff')
    api.clock.advance(INVITATION_TTL_HOURS * 3_600_000 - 1000)
    expect((await open(token)).body.response_code).toBe(2000)
    api.clock.advance(1000)
    const expired = await open(token)
    expect(expired.body).toMatchObject({ response_code: ResponseCode.INVITATION_EXPIRED })
    expect(expired.body.description).toBe('This invitation has expired. Ask Aisyah Rahman to send it again.')
    expect((await accept(token, newcomer('Late Comer'))).body.response_code).toBe(
      ResponseCode.INVITATION_EXPIRED,
    )
    owner = (await api.login('merchant@niaga.test')).access_token // the owner's session did not last 72 hours either
    const listed = await api.call<ListData<Invitation>>('GET', '/invitations?status=expired', {
      token: owner,
    })
    expect(listed.body.data.list.data.map((i) => i.id)).toContain(id)

    api.clock.advance(1000)
    const resent = await api.call<Invitation>('POST', `/invitations/${id}/resend`, { token: owner })
    expect(resent.body.data).toMatchObject({ status: 'pending', sent_count: 2 })
    const fresh = tokenOf(await invitationLink(api, 'late@example.my'))
    expect(fresh).not.toBe(token)
    expect((await open(token)).body.response_code).toBe(ResponseCode.TOKEN_INVALID)
    expect((await accept(fresh, newcomer('Late Comer'))).body.response_code).toBe(2000)
  })

  it('a revoked invitation is refused; an accepted one cannot be revoked or resent', async () => {
    const { id, token } = await invite(api, owner, 'revoked@example.my', 'finance')
    const revoked = await api.call<Invitation>('POST', `/invitations/${id}/revoke`, { token: owner })
    expect(revoked.body).toMatchObject({ response_code: 2000, data: { status: 'revoked' } })
    const shown = await open(token)
    expect(shown.body).toMatchObject({
      response_code: ResponseCode.INVITATION_REVOKED,
      description: 'Niaga Demo Sdn Bhd withdrew this invitation.',
    })
    expect((await accept(token, newcomer('Too Late'))).body.response_code).toBe(
      ResponseCode.INVITATION_REVOKED,
    )
    expect((await api.call('POST', `/invitations/${id}/resend`, { token: owner })).body.response_code).toBe(
      ResponseCode.CONFLICT,
    )

    const used = await invite(api, owner, 'kept@example.my', 'staff')
    await accept(used.token, newcomer('Kept Member'))
    expect(
      (await api.call('POST', `/invitations/${used.id}/revoke`, { token: owner })).body.response_code,
    ).toBe(ResponseCode.CONFLICT)
    expect(
      (await api.call('POST', `/invitations/${used.id}/resend`, { token: owner })).body.response_code,
    ).toBe(ResponseCode.CONFLICT)
  })

  it('a wrong, altered or made-up token is not valid', async () => {
    const { token } = await invite(api, owner, 'wrong@example.my', 'staff')
    const [nonce, signature] = token.split('.') as [string, string]
    const forged = newInvitationToken(api.config.jwtSecret) // signed, but no invitation has it
    for (const bad of [
      'nonsense',
      `${nonce}.${signature.slice(1)}A`,
      `${nonce}x.${signature}`,
      `${token}.x`,
      forged,
    ]) {
      const res = await open(bad)
      expect(res.body, bad).toMatchObject({
        response_code: ResponseCode.TOKEN_INVALID,
        description: 'This invitation link is not valid. Ask for a new invitation.',
      })
      expect((await accept(bad, newcomer('Nobody'))).body.response_code, bad).toBe(ResponseCode.TOKEN_INVALID)
    }
  })
})

describe('who may invite', () => {
  it('only owners invite owners; staff and viewers cannot invite or list invitations (4030)', async () => {
    const { token } = await invite(api, owner, 'admin.one@example.my', 'admin')
    const admin = (await accept(token, newcomer('Admin One'))).body.data.access_token
    expect((await inviteAs(admin, 'boss@example.my', 'owner')).body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
      description: 'Only owners can grant or take away the owner role',
    })
    expect((await inviteAs(admin, 'helper@example.my', 'staff')).body.response_code).toBe(2000)
    expect((await inviteAs(owner, 'boss@example.my', 'owner')).body.response_code).toBe(2000)

    for (const email of ['staff@niaga.test', 'viewer@niaga.test']) {
      const member = (await api.login(email)).access_token
      expect((await inviteAs(member, 'x@example.my', 'viewer')).body.response_code).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await api.call('GET', '/invitations', { token: member })).body.response_code).toBe(
        ResponseCode.FORBIDDEN,
      )
    }
  })

  it('another merchant cannot see, resend or revoke the account’s invitations (4040)', async () => {
    const { id } = await invite(api, owner, 'private@example.my', 'staff')
    const other = (await api.login('merchant2@niaga.test')).access_token
    const theirs = await api.call<ListData<Invitation>>('GET', '/invitations', { token: other })
    expect(theirs.body.data.list.data.map((i) => i.email)).not.toContain('private@example.my')
    expect((await api.call('POST', `/invitations/${id}/resend`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('POST', `/invitations/${id}/revoke`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    const mine = await api.call<ListData<Invitation>>('GET', '/invitations?status=pending', { token: owner })
    expect(mine.body.data.list.data.find((i) => i.id === id)?.status).toBe('pending')
  })
})
