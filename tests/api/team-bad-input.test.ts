// Property-based bad input on every team and notification-settings endpoint: bodies, query strings, path
// segments and tokens of any shape get an envelope, never a 5xx, and a refused write changes nothing.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Member } from '../../src/contract/users.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { anyBody, expectEnvelopesForAnyText, itRefusesAnyInput } from '../support/bad-input.ts'
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
  'token',
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
  itRefusesAnyInput(
    [
      ['POST', () => '/invitations', 'invitations'],
      ['POST', () => '/invitations/accept', 'invitations/accept'],
      ['POST', () => '/invitations/open', 'invitations/open'],
      ['PUT', () => `/users/${ids.staff}`, 'users/{id}'],
      ['POST', () => '/users', 'users'],
      ['POST', () => '/accounts/00000000-0000-4000-8000-000000000000/users', 'accounts/{id}/users'],
      ['POST', () => '/notification-settings', 'notification-settings'],
      ['PUT', () => `/notification-settings/${ids.setting}`, 'notification-settings/{id}'],
    ],
    {
      inputs: () => anyBody(FIELDS, nearValid()),
      send: (body, [method, path]) => api.call(method, path(), { token, body }),
      state: snapshot,
      runs: RUNS,
    },
  )
})

describe('team reads and actions with arbitrary path segments and query strings', () => {
  it('never answer with a 5xx', async () => {
    const publicly = { token: undefined }
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['POST', '/invitations/open', { ...publicly, body: { token: q } }],
        ['POST', '/invitations/accept', { ...publicly, body: { token: q, password: q } }],
        ['GET', `/invitations?status=${q}&skip=${q}&limit=${q}&search=${q}`],
        ['POST', `/invitations/${q}/resend`, { body: {} }],
        ['POST', `/invitations/${q}/revoke`, { body: {} }],
        ['GET', `/users/${q}`],
        ['DELETE', `/users/${q}`],
        ['GET', `/users?skip=${q}&limit=${q}&search=${q}`],
        ['GET', `/accounts/${q}/users`],
        ['GET', `/notification-settings/${q}`],
        ['DELETE', `/notification-settings/${q}`],
        ['POST', `/notification-settings/merchant-notification-settings?skip=${q}&limit=${q}`, { body: {} }],
      ],
      { token, runs: RUNS, maxLength: 60 },
    )
  })
})
