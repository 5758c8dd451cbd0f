// Property-based bad input on every admin endpoint (platform totals, merchants list, audit log, switching):
// query strings, path segments, bodies and Authorization headers of any shape get an envelope, never a 5xx,
// and a refused call writes no audit row.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { expectEnvelope } from '../support/bad-input.ts'

let api: Api
let admin: string
let merchant: string
beforeAll(async () => {
  api = await startApi()
  admin = (await api.login('admin@niaga.test')).access_token
  merchant = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const RUNS = 30
const KEYS = [
  'skip',
  'limit',
  'sort',
  'order',
  'search',
  'status',
  'plan',
  'introducer_id',
  'actor',
  'action',
  'account_id',
  'start_date',
  'end_date',
] as const
const nearValid = () =>
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1',
    '2',
    '501',
    '1.5',
    'none',
    'lapsed',
    'volume',
    'name',
    'asc',
    'DESC',
    '31-02-2026',
    '22-11-2026',
    '2026-11-22',
    'accounts',
    'accounts.%',
    '%',
    '_',
    "'; drop table audit_logs; --",
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
  )
const anyQuery = () =>
  fc
    .dictionary(fc.constantFrom(...KEYS), fc.oneof(nearValid(), fc.string({ maxLength: 30 })))
    .map((entries) => new URLSearchParams(entries).toString())

const auditTotal = async () =>
  (await api.call<ListData<unknown>>('GET', '/audit-logs', { token: admin })).body.data.list.total

describe('admin reads with arbitrary query strings', () => {
  for (const path of ['/admin/merchants', '/audit-logs', '/dashboard/admin-dashboard']) {
    it(`GET ${path} never answers with a 5xx, for an admin or a merchant`, async () => {
      await fc.assert(
        fc.asyncProperty(anyQuery(), fc.boolean(), async (query, asAdmin) => {
          const res = await api.call('GET', `${path}?${query}`, { token: asAdmin ? admin : merchant })
          expectEnvelope(res, query)
          if (!asAdmin) expect(res.body.response_code, query).toBe(4030)
        }),
        { numRuns: RUNS },
      )
    })
  }
})

describe('switching with arbitrary path segments, bodies and tokens', () => {
  it('never answers with a 5xx and writes no audit row when refused', async () => {
    const session = await api.login('admin@niaga.test')
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), nearValid()),
        fc.jsonValue(),
        async (segment, body) => {
          const before = await auditTotal()
          const res = await api.call('GET', `/accounts/merchant/${encodeURIComponent(segment)}/switch`, {
            token: session.access_token,
          })
          expectEnvelope(res, segment)
          expect(res.body.response_code, segment).not.toBe(2000)
          expect(await auditTotal(), segment).toBe(before)
          // Writes to the audit log do not exist, whatever the method and body.
          for (const method of ['POST', 'PUT', 'DELETE']) {
            const write = await api.call(method, `/audit-logs/${encodeURIComponent(segment)}`, {
              token: admin,
              body,
            })
            expectEnvelope(write, `${method} ${segment}`)
            expect(write.body.response_code, `${method} ${segment}`).not.toBe(2000)
          }
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('answers arbitrary Authorization headers with an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (header) => {
        for (const path of ['/admin/merchants', '/audit-logs', '/dashboard/admin-dashboard']) {
          const res = await api.call('GET', path, {
            headers: { authorization: header.replace(/[\r\n]/g, '') },
          })
          expectEnvelope(res, header)
          expect(res.body.response_code).not.toBe(2000)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
