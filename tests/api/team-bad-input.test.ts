// Property-based bad input on every team and notification-settings endpoint: bodies, query strings, path
// segments and tokens of any shape get an envelope, never a 5xx, and a refused write changes nothing.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Member } from '../../src/contract/users.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { invite } from '../support/team.ts'

let api: Api
let token: string
let ids: { staff: string; invitation: string; inviteToken: string; setting: string }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const members = await api.call<ListData<Member>>('GET', '/users', { token })
  const invited = await invite(api, token, 'fuzz@example.my', 'staff')
  const settings = await api.call<ListData<{ id: string }>>('GET', '/notification-settings', { token })
  ids = {
    staff: members.body.data.list.data.find((m) => m.email === 'staff@niaga.test')!.id,
    invitation: invited.id,
    inviteToken: invited.token,
    setting: settings.body.data.list.data[0]!.id,
  }
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'email',
  'role_code',
  'full_name',
  'password',
  'password_confirmation',
  'phone',
  'record_status_id',
  'event',
  'channel',
  'enabled',
  'member_user_ids',
  'extra_recipients',
  'low_stock_threshold',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    'owner',
    'staff',
    'nobody',
    '',
    ' ',
    'a@b.my',
    'x'.repeat(300),
    'Sandbox#2026',
    'short',
    1,
    2,
    3,
    -1,
    2.5,
    1e12,
    true,
    null,
    [],
    ['+60 12-345 6789'],
    ['a@b.my', 'a@b.my'],
    ['not-a-uuid'],
    ['00000000-0000-4000-8000-000000000000'],
    'payment.paid',
    'stock.low',
    'sms',
    'fax',
    '\u0000',
  )
const anyBody = () =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(...FIELDS),
      fc.oneof(fc.jsonValue(), nearValid(), fc.constant<unknown>(undefined)),
    ),
  )

function expectEnvelope(
  res: { status: number; body: { response_code: unknown; description: unknown } },
  what: string,
) {
  expect(res.status, what).toBeLessThan(500)
  expect(typeof res.body.response_code, what).toBe('number')
  expect(typeof res.body.description, what).toBe('string')
}
/** What a refused write must leave alone: members with their roles and states, invitations, settings. */
const snapshot = async () => {
  const members = await api.call<ListData<Member>>('GET', '/users?limit=500', { token })
  const invitations = await api.call<ListData<{ id: string; status: string }>>(
    'GET',
    '/invitations?limit=500',
    { token },
  )
  const settings = await api.call<ListData<unknown>>('GET', '/notification-settings?limit=500', { token })
  return JSON.stringify([
    members.body.data.list.data.map((m) => [m.id, m.role_code, m.status, m.full_name, m.phone]),
    invitations.body.data.list.data.map((i) => [i.id, i.status]),
    settings.body.data.list.data,
  ])
}

describe('team and notification writes with arbitrary JSON bodies', () => {
  const targets: [string, () => string, string][] = [
    ['POST', () => '/invitations', 'invitations'],
    [
      'POST',
      () => `/invitations/${encodeURIComponent(ids.inviteToken)}/accept`,
      'invitations/{token}/accept',
    ],
    ['PUT', () => `/users/${ids.staff}`, 'users/{id}'],
    ['POST', () => '/users', 'users'],
    ['POST', () => '/accounts/00000000-0000-4000-8000-000000000000/users', 'accounts/{id}/users'],
    ['POST', () => '/notification-settings', 'notification-settings'],
    ['PUT', () => `/notification-settings/${ids.setting}`, 'notification-settings/{id}'],
  ]
  for (const [method, path, name] of targets) {
    it(`${method} ${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody(), async (body) => {
          const before = await snapshot()
          const res = await api.call(method, path(), { token, body })
          expectEnvelope(res, JSON.stringify(body))
          if (res.body.response_code !== 2000) expect(await snapshot(), JSON.stringify(body)).toBe(before)
        }),
        { numRuns: RUNS },
      )
    })
  }
})

describe('team reads and actions with arbitrary path segments and query strings', () => {
  it('never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const q = encodeURIComponent(text)
        const calls: [string, string, string | undefined][] = [
          ['GET', `/invitations/${q}`, undefined],
          ['POST', `/invitations/${q}/accept`, undefined],
          ['GET', `/invitations?status=${q}&skip=${q}&limit=${q}&search=${q}`, token],
          ['POST', `/invitations/${q}/resend`, token],
          ['POST', `/invitations/${q}/revoke`, token],
          ['GET', `/users/${q}`, token],
          ['DELETE', `/users/${q}`, token],
          ['GET', `/users?skip=${q}&limit=${q}&search=${q}`, token],
          ['GET', `/accounts/${q}/users`, token],
          ['GET', `/notification-settings/${q}`, token],
          ['DELETE', `/notification-settings/${q}`, token],
          ['POST', `/notification-settings/merchant-notification-settings?skip=${q}&limit=${q}`, token],
        ]
        for (const [method, path, auth] of calls) {
          const res = await api.call(method, path, {
            token: auth,
            body: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
          expectEnvelope(res, `${method} ${path}`)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
