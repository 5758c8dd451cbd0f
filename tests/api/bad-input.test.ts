// Property-based bad input: whatever a client sends, the answer is an envelope and never a 5xx.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/http/input-bounds.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { breakdownOf, expectEnvelope } from '../support/bad-input.ts'

let api: Api
let token: string
let customerId: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  customerId = (
    await api.call<{ id: string }>('POST', '/customers', { token, body: { name: 'Fuzz Target' } })
  ).body.data.id
})
afterAll(() => api.close())

const RUNS = 60

/** Values of every JSON type, including the shapes a real payload has with wrong types inside. */
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.record({ username: fc.jsonValue(), password: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record(
    {
      name: fc.jsonValue(),
      email: fc.jsonValue(),
      phone: fc.jsonValue(),
      state: fc.jsonValue(),
      record_status_id: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), fc.jsonValue()),
)

const bodyTargets: [string, string, boolean][] = [
  ['POST', '/auth/merchant-access-token', false],
  ['POST', '/jwt/login', false],
  ['POST', '/jwt/refresh-token', false],
  ['POST', '/jwt/register', false],
  ['POST', '/portal/unify/forgot-password', false],
  ['POST', '/portal/reset-password', false],
  ['POST', '/customers', true],
  ['PUT', '/customers/{id}', true],
  ['POST', '/users', true],
  ['POST', '/user-tour-setting', true],
]

describe('bad input never yields a 5xx', () => {
  for (const [method, template, auth] of bodyTargets) {
    it(`${method} ${template} with arbitrary JSON bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(anyJson, async (body) => {
          const path = template.replace('{id}', customerId)
          const res = await api.call(method, path, { body, token: auth ? token : undefined })
          expectEnvelope(res)
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('arbitrary text as a body is a 4000 (malformed JSON) or validated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (rawBody) => {
        const res = await api.call('POST', '/customers', { rawBody, token })
        expectEnvelope(res)
        expect(res.body.response_code).not.toBe(2000)
      }),
      { numRuns: RUNS },
    )
  })

  it('arbitrary query strings on the customer list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('skip', 'limit', 'sort', 'order', 'search', 'x'),
          fc.string({ maxLength: 30 }),
        ),
        async (params) => {
          const res = await api.call('GET', `/customers?${new URLSearchParams(params).toString()}`, { token })
          expectEnvelope(res)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('arbitrary path segments as ids and report periods', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), async (segment) => {
        const encoded = encodeURIComponent(segment)
        for (const path of [
          `/customers/${encoded}`,
          `/dashboard/dashboard-generate-report/${encoded}`,
          `/accounts/merchant/${encoded}/switch`,
        ]) {
          expectEnvelope(await api.call('GET', path, { token }))
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('a NUL character in a path, a query or a body is a 4000 naming where, not a database error', async () => {
    const withNul = [
      await api.call('GET', '/stores/public/store-%00/delivery-rates'),
      await api.call('GET', '/stores/public/store-%00'),
      await api.call('GET', `/customers/${customerId}%00`, { token }),
      await api.call('GET', '/customers?search=a%00b', { token }),
      await api.call('POST', '/customers', { token, body: { name: 'Ali\u0000' } }),
      await api.call('PUT', `/customers/${customerId}`, { token, body: { notes: ['ok', 'a\u0000'] } }),
    ]
    for (const res of withNul)
      expect(Object.values(breakdownOf(res))).toContain('Text may not contain a NUL character')
    expect(breakdownOf(withNul[4]!)).toEqual({ name: 'Text may not contain a NUL character' })
  })

  it('a NUL character in the address of a page outside the API is a 4000 too', async () => {
    for (const path of [
      '/storefront/manifest/%00.webmanifest',
      '/storefront/manifest/%00/icon-192.png',
      '/sandbox/pay/%00',
      '/sandbox/pay/x?a=%00',
    ]) {
      const res = await api.app.request(path)
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { response_code: number }).response_code, path).toBe(
        ResponseCode.VALIDATION_FAILED,
      )
    }
  })

  it('an oversized body is refused with 4130 before it is read', async () => {
    const rawBody = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES + 10) })
    const res = await api.call('POST', '/customers', { rawBody, token })
    expect(res.status).toBe(413)
    expect(res.body.response_code).toBe(ResponseCode.PAYLOAD_TOO_LARGE)
  })

  it('over-long strings are validation errors, not database errors', async () => {
    const res = await api.call('POST', '/customers', { token, body: { name: 'n'.repeat(5000) } })
    expect(res.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { name: expect.stringContaining('120') } },
    })
  })
})
