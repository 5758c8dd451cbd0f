// Property-based bad input on every developers' endpoint (keys, whitelist, usage reports, webhook events,
// the endpoint): bodies, query strings, path segments and Authorization headers of any shape get an
// envelope, never a 5xx, and a refused write leaves no key or whitelist entry behind.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  expectEnvelope,
  expectEnvelopesForAnyText,
  itRefusesAnyInput,
} from '../support/bad-input.ts'
import { createKey } from '../support/developers.ts'

let api: Api
let token: string
let ids: { key: string; secret: string; entry: string }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const key = await createKey(api, token, { name: 'Fuzz', rate_limit_per_minute: 6000 })
  const entry = await api.call<{ id: string }>('POST', '/white-list-address', {
    token,
    body: { address: '203.0.113.0/24', label: 'Fuzz' },
  })
  await api.call('PUT', `/white-list-address/${entry.body.data.id}`, { token, body: { status: 'disabled' } })
  ids = { key: key.id, secret: key.secret, entry: entry.body.data.id }
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'id',
  'name',
  'scopes',
  'rate_limit_per_minute',
  'overlap_hours',
  'address',
  'label',
  'status',
  'url',
  'bills',
  'collections',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    'Server',
    '',
    ' ',
    'x'.repeat(61),
    10,
    9,
    6001,
    1.5,
    -1,
    169,
    '203.0.113.9',
    '::1',
    '10.0.0.0/33',
    'https://example.my/hook',
    'ftp://x',
    { bills: 'write' },
    { bills: 'admin' },
    { nope: 'read' },
    'active',
    'disabled',
    null,
    true,
  )

const counts = async () => {
  const keys = await api.call<ListData<unknown>>('POST', '/merchant-api/merchant/list', { token })
  const entries = await api.call<ListData<unknown>>('POST', '/white-list-address/me', { token })
  return `${keys.body.data.list.total}/${entries.body.data.list.total}`
}

describe('developers’ endpoints with arbitrary JSON bodies', () => {
  itRefusesAnyInput(
    [
      ['POST', () => '/merchant-api', 'merchant-api'],
      ['PUT', () => '/merchant-api', 'merchant-api (id in body)'],
      ['POST', () => `/merchant-api/${ids.key}/roll`, 'merchant-api/{id}/roll'],
      ['POST', () => '/white-list-address', 'white-list-address'],
      ['PUT', () => `/white-list-address/${ids.entry}`, 'white-list-address/{id}'],
      ['PUT', () => '/payment-services/merchant-callback-data/endpoint', 'merchant-callback-data/endpoint'],
    ],
    {
      inputs: () => anyBody(FIELDS, nearValid()),
      send: (body, [method, path]) => api.call(method, path(), { token, body }),
      state: counts,
      runs: RUNS,
      // A successful roll or a changed entry must not lock the fuzzing out: keep the fixtures usable.
      after: async (res, [, , name]) => {
        if (res.body.response_code !== 2000) return
        if (name.includes('roll')) ids.key = (res.body.data as { id: string }).id
        if (name.startsWith('white-list-address/'))
          await api.call('PUT', `/white-list-address/${ids.entry}`, { token, body: { status: 'disabled' } })
      },
    },
  )
})

describe('developers’ reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['POST', `/merchant-api/merchant/list?skip=${q}&limit=${q}&status=${q}&search=${q}`],
        ['GET', `/merchant-api/${q}`],
        ['POST', `/merchant-api/${q}/revoke`],
        ['GET', `/merchant-api/auth-key/${q}/dashboard`],
        ['GET', `/merchant-api/auth-key/${ids.key}/reports/${q}/${q}`],
        ['GET', `/merchant-api/auth-key/${ids.key}/reports/day/${q}`],
        ['POST', `/white-list-address/me?skip=${q}&limit=${q}`],
        ['DELETE', `/white-list-address/${q}`],
        ['GET', `/webhook-events?type=${q}&subject_id=${q}&limit=${q}`],
        ['GET', `/webhook-events/${q}`],
        ['POST', `/webhook-events/${q}/resend`],
      ],
      { token, runs: RUNS },
    )
  })

  it('any Authorization header that looks like a key is a 401 or 4030, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.string({ minLength: 40, maxLength: 40 }).map((s) => `nk_sandbox_${s}`),
          fc.constant(`${ids.secret}x`),
        ),
        async (secret) => {
          const res = await api.call('GET', '/customers', { headers: { authorization: `Bearer ${secret}` } })
          expectEnvelope(res, secret)
          expect([401, 4000, 4030]).toContain(res.body.response_code)
        },
      ),
      { numRuns: RUNS * 2 },
    )
  })
})
