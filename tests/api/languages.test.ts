// Languages on the API (docs/languages.md): a user's console language kept in their profile and given back
// at login; errors worded in the language a call asks for (Accept-Language), English when it asks for none;
// and a notification worded in each recipient's own language.
import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionData, User } from '../../src/contract/auth.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Member } from '../../src/contract/users.ts'
import { messageOutbox } from '../../server/db/schema/index.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { paidPayment } from '../support/money-out.ts'

let api: Api
let owner: string
let accountId: string

beforeAll(async () => {
  api = await startApi()
  const session = await api.login('merchant@niaga.test')
  owner = session.access_token
  accountId = session.account.id
})
afterAll(() => api.close())

describe('the console language in the profile', () => {
  it('is English until chosen, kept by PUT users/me, and given back at the next login', async () => {
    const staff = await api.login('staff@niaga.test')
    const before = await api.call<User>('GET', '/users/me', { token: staff.access_token })
    expect(before.body.data.language).toBe('en')

    const saved = await api.call<User>('PUT', '/users/me', {
      token: staff.access_token,
      body: { language: 'ms' },
    })
    expect(saved.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(saved.body.data.language).toBe('ms')

    const again = await api.call<SessionData>('POST', '/auth/access-token-viu', {
      body: { username: 'staff@niaga.test', password: 'Sandbox#2026' },
    })
    expect(again.body.data.user.language).toBe('ms')
    await api.call('PUT', '/users/me', { token: staff.access_token, body: { language: 'en' } })
  })

  it('refuses a language the console does not have, with the field named', async () => {
    for (const language of ['zh', 'fr', '', 7, null]) {
      const res = await api.call('PUT', '/users/me', { token: owner, body: { language } })
      expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
      expect(res.body.data).toEqual({
        breakdown: { language: 'The language is en (English) or ms (Bahasa Melayu)' },
      })
    }
  })
})

describe('errors in the language a call asks for', () => {
  it('a validation error reads in Malay or Chinese when asked, in English when not', async () => {
    const body = { title: '', kind: 'bill' }
    const english = await api.call('POST', '/collections', { token: owner, body })
    const malay = await api.call('POST', '/collections', {
      token: owner,
      body,
      headers: { 'Accept-Language': 'ms-MY,ms;q=0.9,en;q=0.5' },
    })
    const chinese = await api.call('POST', '/collections', {
      token: owner,
      body,
      headers: { 'Accept-Language': 'zh-CN' },
    })
    for (const res of [english, malay, chinese])
      expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(english.body.description).toBe('Invalid request body')
    expect(malay.body.description).not.toBe(english.body.description)
    expect(chinese.body.description).not.toBe(english.body.description)
    const field = (res: typeof english) => (res.body.data as { breakdown: Record<string, string> }).breakdown
    expect(field(english).title).toBe('The title field is required')
    expect(field(malay).title).toMatch(/^Medan .* wajib diisi$/)
    expect(field(chinese).title).toMatch(/必填/)
  })

  it('a not-found record reads in Malay, and a call that names an unknown language gets English', async () => {
    const path = '/customers/00000000-0000-4000-8000-000000000000'
    const malay = await api.call('GET', path, { token: owner, headers: { 'Accept-Language': 'ms' } })
    expect(malay.body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect(malay.body.description).toBe('Pelanggan tidak dijumpai')
    expect(malay.headers.get('content-language')).toBe('ms')
    expect(malay.headers.get('vary')).toMatch(/Accept-Language/)
    const other = await api.call('GET', path, { token: owner, headers: { 'Accept-Language': 'ta-MY' } })
    expect(other.body.description).toBe('Customer not found')
    expect(other.headers.get('content-language')).toBe('en')
  })

  it('a success keeps its words whatever the language, so a shared cache holds one copy', async () => {
    const res = await api.call('GET', '/users/me', { token: owner, headers: { 'Accept-Language': 'ms' } })
    expect(res.body.description).toBe('Success')
  })
})

describe('a notification in its reader’s language', () => {
  it('one paid payment: the owner reads English, a staff member who chose Malay reads Malay', async () => {
    const members = await api.call<ListData<Member>>('GET', '/users', { token: owner })
    const idOf = (email: string) => members.body.data.list.data.find((m) => m.email === email)!.id
    const staff = await api.login('staff@niaga.test')
    await api.call('PUT', '/users/me', { token: staff.access_token, body: { language: 'ms' } })
    const setting = await api.call('POST', '/notification-settings', {
      token: owner,
      body: {
        event: 'payment.paid',
        channel: 'email',
        member_user_ids: [idOf('merchant@niaga.test'), idOf('staff@niaga.test')],
      },
    })
    expect(setting.body.response_code).toBe(ResponseCode.SUCCESS)

    const since = api.clock.now()
    api.clock.advance(1000)
    const { bill } = await paidPayment(api, owner, '45.60')
    const sent = await api.db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.account_id, accountId), gt(messageOutbox.created_at, since)))
    const to = (recipient: string) => sent.find((message) => message.recipient === recipient)!
    expect(to('merchant@niaga.test').subject).toBe('Niaga Demo Sdn Bhd: payment of RM 45.60 received')
    expect(to('merchant@niaga.test').body).toContain(
      `${bill.invoice_no} was paid: RM 45.60 by Online banking (FPX).`,
    )
    expect(to('staff@niaga.test').subject).toBe('Niaga Demo Sdn Bhd: bayaran RM 45.60 diterima')
    expect(to('staff@niaga.test').body).toContain(
      `${bill.invoice_no} telah dibayar: RM 45.60 melalui Perbankan Dalam Talian (FPX).`,
    )
    expect(to('staff@niaga.test').body).toContain(
      'Pemberitahuan Pembayaran diterima ditetapkan di Tetapan › Pemberitahuan.',
    )
  })
})
