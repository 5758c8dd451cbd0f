// Property-based bad input on every introducer endpoint (and the money-out calls an introducer may make):
// query strings, bodies and path segments of any shape get an envelope, never a 5xx; a bad filter is a 4000
// naming the field; a merchant gets 4030 whatever it sends; and a refused payout moves no money.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { IntroducerMe } from '../../src/contract/introducer.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { breakdownOf, expectEnvelope } from '../support/bad-input.ts'

let api: Api
let introducer: string
let merchant: string
beforeAll(async () => {
  api = await startApi()
  introducer = (await api.login('introducer@niaga.test')).access_token
  merchant = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const RUNS = 30
/** The introducer portal's calls (SPEC §7 "Introducer"), written as a client writes them. */
const INTRODUCER_PATHS = {
  me: 'account-introducer/me',
  dashboard: 'account-introducer/dashboard/me',
  merchants: 'account-introducer/merchant-introducer',
  payments: 'account-introducer/introducer-payment-record-data',
  payouts: 'account-introducer/introducer-payout-record-data',
}
const PATHS = Object.values(INTRODUCER_PATHS).map((path) => `/${path}`)
const KEYS = [
  'skip',
  'limit',
  'sort',
  'order',
  'search',
  'date',
  'merchant_id',
  'status',
  'channel',
  'onboarding_status',
  'start_date',
  'end_date',
] as const
const nearValid = () =>
  fc.constantFrom(
    '0',
    '-1',
    '501',
    '1.5',
    '1e3',
    'abc',
    '',
    ' ',
    'asc',
    'DESC',
    'amount',
    'paid_at',
    'commission',
    'name',
    'payment_amount',
    '22-11-2026',
    '31-02-2026',
    '2026-11-22',
    '00-00-0000',
    '01-01-1989',
    '99-99-9999',
    'paid',
    'failed',
    'complete',
    'nope',
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    'fpx',
    'x'.repeat(101),
    '%',
    "'; drop table accounts; --",
    '\u0000',
  )
const anyQuery = () =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
    fc.oneof(nearValid(), fc.string({ maxLength: 30 })),
    { maxKeys: 6 },
  )
const toQuery = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')

describe('introducer endpoints with arbitrary query strings and bodies', () => {
  for (const path of PATHS) {
    it(`POST ${path}: an envelope, never a 5xx; success or a 4000 naming a field`, async () => {
      await fc.assert(
        fc.asyncProperty(
          anyQuery(),
          fc.oneof(fc.jsonValue(), fc.constant(undefined)),
          async (params, body) => {
            const url = `${path}?${toQuery(params)}`
            const res = await api.call('POST', url, { token: introducer, body })
            // (A 4000 names at least one field: expectEnvelope checks its breakdown.)
            expectEnvelope(res, url)
            expect(
              [ResponseCode.SUCCESS, ResponseCode.VALIDATION_FAILED],
              `${url} ${JSON.stringify(res.body)}`,
            ).toContain(res.body.response_code)
          },
        ),
        { numRuns: RUNS },
      )
    })

    it(`POST ${path}: a merchant gets 4030 whatever it sends`, async () => {
      await fc.assert(
        // (A NUL byte anywhere in a query is refused as malformed (4000) before anyone is asked who they
        // are.)
        fc.asyncProperty(
          anyQuery().filter((params) => !JSON.stringify(params).includes('\\u0000')),
          fc.jsonValue(),
          async (params, body) => {
            const res = await api.call('POST', `${path}?${toQuery(params)}`, { token: merchant, body })
            expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)
          },
        ),
        { numRuns: 10 },
      )
    })
  }

  it('malformed JSON and extra path segments are envelopes too', async () => {
    for (const path of PATHS) {
      expectEnvelope(await api.call('POST', path, { token: introducer, rawBody: '{"skip":' }), path)
      expectEnvelope(await api.call('POST', `${path}/x`, { token: introducer }), `${path}/x`)
      expectEnvelope(await api.call('GET', path, { token: introducer }), `GET ${path}`)
    }
  })

  it('a bad filter names its field', async () => {
    const bad = async (path: string, query: string, field: string) => {
      const res = await api.call('POST', `/${path}?${query}`, { token: introducer })
      expect(Object.keys(breakdownOf(res, query)), query).toContain(field)
    }
    await bad(INTRODUCER_PATHS.payments, 'merchant_id=abc', 'merchant_id')
    await bad(INTRODUCER_PATHS.payments, 'status=lost', 'status')
    await bad(INTRODUCER_PATHS.payments, 'start_date=31-02-2026', 'start_date')
    await bad(INTRODUCER_PATHS.merchants, 'onboarding_status=done', 'onboarding_status')
    await bad(INTRODUCER_PATHS.merchants, 'sort=payer_name', 'sort')
    await bad(INTRODUCER_PATHS.payouts, 'status=sent', 'status')
    await bad(INTRODUCER_PATHS.me, 'limit=0', 'limit')
    await bad(INTRODUCER_PATHS.dashboard, 'date=2026-11-22', 'date')
  })
})

describe('the money-out calls an introducer makes, with arbitrary bodies', () => {
  it('create-payout-invoice and banks never answer a 5xx, and a refused payout moves no money', async () => {
    const available = async () =>
      (await api.call<IntroducerMe>('POST', `/${INTRODUCER_PATHS.me}`, { token: introducer })).body.data
        .commission.available
    const before = await available()
    const field = fc.constantFrom(
      'bank_account_id',
      'amount',
      'payout_service_id',
      'bank_code',
      'account_number',
      'holder_name',
    )
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom<unknown>(
        '00000000-0000-4000-8000-000000000000',
        '10.00',
        '0.001',
        99,
        'MBBEMYKL',
        '12',
      ),
    )
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(field, value)), async (body) => {
        const payout = await api.call('POST', '/payment-services/switch/create-payout-invoice', {
          token: introducer,
          body,
          headers: { 'idempotency-key': `intro-fuzz-${n++}` },
        })
        expectEnvelope(payout, JSON.stringify(body))
        expect(payout.body.response_code, JSON.stringify(payout.body)).not.toBe(ResponseCode.SUCCESS)
        expectEnvelope(
          await api.call('PUT', '/banks/00000000-0000-4000-8000-000000000000', { token: introducer, body }),
          JSON.stringify(body),
        )
      }),
      { numRuns: RUNS },
    )
    expect(await available()).toBe(before)
  })
})
