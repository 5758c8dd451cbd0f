import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageOutbox } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const outboxFor = (email: string) =>
  api.db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, email))
    .orderBy(desc(messageOutbox.created_at))

const resetLinkToken = async (email: string) => {
  const [mail] = await outboxFor(email)
  const link = mail?.meta?.link
  if (typeof link !== 'string') throw new Error('no reset link mailed')
  return new URL(link).searchParams.get('token') ?? ''
}

describe('register', () => {
  const signup = {
    full_name: 'Hana Lee',
    company_name: 'Hana Bakery',
    email: 'hana@example.my',
    password: 'Bakery#2026',
    password_confirmation: 'Bakery#2026',
  }

  it('creates a merchant account with its owner and no plan, and logs in', async () => {
    const res = await api.call<{
      access_token: string
      account: { id: string; type: string; name: string; role: { code: string }; plan: unknown }
    }>('POST', '/jwt/register', { body: signup })
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data.account).toMatchObject({
      type: 'merchant',
      name: 'Hana Bakery',
      role: { code: 'owner' },
      plan: null,
    })
    // The new password logs in to the account just made, not to another.
    const again = await api.login('hana@example.my', 'Bakery#2026', '/auth/merchant-access-token')
    expect(again.account.id).toBe(res.body.data.account.id)
    const me = await api.call<{ id: string; name: string }>('GET', '/accounts/me', {
      token: again.access_token,
    })
    expect(me.body.data).toMatchObject({ id: res.body.data.account.id, name: 'Hana Bakery' })
  })

  it('refuses a second sign-up with the same email (any case) as a conflict', async () => {
    const res = await api.call('POST', '/jwt/register', { body: { ...signup, email: 'HANA@example.my' } })
    expect(res.status).toBe(409)
    expect(res.body.response_code).toBe(ResponseCode.CONFLICT)
  })

  it('enforces the SPEC password rule with its exact messages', async () => {
    const short = await api.call('POST', '/jwt/register', {
      body: { ...signup, email: 'a@example.my', password: 'Ab1!', password_confirmation: 'Ab1!' },
    })
    expect(short.body.data).toEqual({
      breakdown: { password: 'Password is too short, you want to get hacked?' },
    })
    const weak = await api.call('POST', '/jwt/register', {
      body: { ...signup, email: 'b@example.my', password: 'abcdefg1!', password_confirmation: 'abcdefg1!' },
    })
    expect(weak.body.data).toEqual({
      breakdown: {
        password:
          'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
      },
    })
    const mismatch = await api.call('POST', '/jwt/register', {
      body: { ...signup, email: 'c@example.my', password_confirmation: 'Other#2026' },
    })
    expect(mismatch.body.data).toEqual({
      breakdown: { password_confirmation: 'The password field confirmation does not match' },
    })
  })
})

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await api.call('POST', '/portal/unify/forgot-password', {
      body: { email: 'merchant2@niaga.test' },
    })
    const unknown = await api.call('POST', '/portal/unify/forgot-password', {
      body: { email: 'ghost@niaga.test' },
    })
    expect(known.body).toEqual(unknown.body)
    expect(known.body.response_code).toBe(2000)
    expect(await outboxFor('ghost@niaga.test')).toHaveLength(0)
    expect(await outboxFor('merchant2@niaga.test')).toHaveLength(1)
  })

  it('resets the password through the mailed link once, ends old sessions, and the link cannot be reused', async () => {
    const before = await api.login('merchant2@niaga.test')
    await api.call('POST', '/portal/unify/forgot-password', { body: { email: 'merchant2@niaga.test' } })
    const token = await resetLinkToken('merchant2@niaga.test')
    const body = { token, password: 'Changed#2026', password_confirmation: 'Changed#2026' }
    const reset = await api.call('POST', '/portal/reset-password', { body })
    expect(reset.body.response_code).toBe(2000)
    expect((await api.call('GET', '/users/me', { token: before.access_token })).body.response_code).toBe(401)
    await api.login('merchant2@niaga.test', 'Changed#2026')
    const reuse = await api.call('POST', '/portal/reset-password', { body })
    expect(reuse.body.response_code).toBe(ResponseCode.TOKEN_INVALID)
  })

  it('refuses an expired link and a weak new password', async () => {
    await api.call('POST', '/portal/unify/forgot-password', { body: { email: 'introducer@niaga.test' } })
    const token = await resetLinkToken('introducer@niaga.test')
    const weak = await api.call('POST', '/portal/reset-password', {
      body: { token, password: 'weak', password_confirmation: 'weak' },
    })
    expect(weak.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    api.clock.advance(31 * 60 * 1000)
    const late = await api.call('POST', '/portal/reset-password', {
      body: { token, password: 'Later#2026', password_confirmation: 'Later#2026' },
    })
    expect(late.body.response_code).toBe(ResponseCode.TOKEN_INVALID)
  })

  it('forgot-username mails the username', async () => {
    await api.call('POST', '/portal/unify/forgot-password', {
      body: { email: 'admin@niaga.test', type: 'username' },
    })
    const [mail] = await outboxFor('admin@niaga.test')
    expect(mail?.body).toContain('Your username is: admin@niaga.test')
  })
})

describe('sandbox test token', () => {
  it('gives the logged-in caller a fresh session and refuses anonymous callers', async () => {
    const session = await api.login('merchant@niaga.test')
    const res = await api.call<{ access_token: string }>('POST', '/auth/test-token', {
      token: session.access_token,
      body: {},
    })
    expect(res.body.response_code).toBe(2000)
    expect(
      (await api.call('GET', '/accounts/me', { token: res.body.data.access_token })).body.response_code,
    ).toBe(2000)
    expect((await api.call('POST', '/auth/test-token', { body: {} })).body.response_code).toBe(401)
  })
})
