// Property-based bad input on every company-information and business-owner endpoint: bodies, query strings
// and path segments of any shape get an envelope, never a 5xx; a refused write changes nothing, and the
// owners' shares never pass 100%.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOwnerList } from '../../src/contract/business-owners.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  expectEnvelope,
  expectEnvelopesForAnyText,
  itRefusesAnyInput,
} from '../support/bad-input.ts'

let api: Api
let token: string
let ids: { company: string; owner: string }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const company = await api.call<{ id: string }>('GET', '/company-details/options/company-me', { token })
  const owners = await api.call<BusinessOwnerList>('GET', '/business-owner-details', { token })
  ids = { company: company.body.data.id, owner: owners.body.data.list.data[0]!.id }
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'registered_name',
  'ssm_no',
  'sst_no',
  'address',
  'logo_image_id',
  'support_email',
  'support_phone',
  'full_name',
  'role',
  'id_type',
  'id_number',
  'nationality',
  'share_percentage',
  'document_image_ids',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    '',
    ' ',
    'x'.repeat(151),
    '202001012345',
    '209901012345',
    '1234567-X',
    'W10-1808-31234567',
    'W10',
    '880412-14-5522',
    '880230-14-5522',
    'A1234567',
    'director',
    'shareholder',
    'both',
    'nric',
    'passport',
    0,
    10,
    100,
    100.01,
    1.005,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    { line1: 'x', postcode: '50450', city: 'KL', state: 'Kuala Lumpur' },
    { line1: '', postcode: 'abcde', state: 'Nowhere' },
    ['not-a-uuid'],
    '00000000-0000-4000-8000-000000000000',
    'a\u0000b',
    'help@example.my',
  )

const state = async () => {
  const company = await api.call('GET', '/company-details/options/company-me', { token })
  const owners = await api.call<BusinessOwnerList>('GET', '/business-owner-details?limit=500', { token })
  return JSON.stringify([company.body.data, owners.body.data])
}

describe('company and owner writes with arbitrary JSON bodies', () => {
  itRefusesAnyInput(
    [
      ['POST', () => '/company-details', 'company-details'],
      ['PUT', () => `/company-details/${ids.company}`, 'company-details/{id}'],
      ['PUT', () => `/company-details/info/${ids.company}`, 'company-details/info/{id}'],
      ['POST', () => '/business-owner-details', 'business-owner-details'],
      ['PUT', () => `/business-owner-details/${ids.owner}`, 'business-owner-details/{id}'],
    ],
    {
      inputs: () => anyBody(FIELDS, nearValid()),
      send: (body, [method, path]) => api.call(method, path(), { token, body }),
      state,
      runs: RUNS,
      after: async () => {
        const owners = await api.call<BusinessOwnerList>('GET', '/business-owner-details', { token })
        expect(owners.body.data.allocated_percentage).toBeLessThanOrEqual(100)
      },
    },
  )
})

describe('company and owner reads and deletes with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['GET', `/company-details?skip=${q}&limit=${q}&search=${q}`],
        ['GET', `/company-details/${q}`],
        ['GET', `/company-details/options/${q}`],
        ['PUT', `/company-details/info/${q}`, { body: {} }],
        ['GET', `/business-owner-details?skip=${q}&limit=${q}&sort=${q}&order=${q}&search=${q}`],
        ['GET', `/business-owner-details/${q}`],
        ['DELETE', `/business-owner-details/${q}`],
        ['DELETE', `/company-details/${q}`],
      ],
      { token, runs: RUNS },
    )
  })

  it('bad bodies as raw text never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (raw) => {
        for (const path of ['/company-details', '/business-owner-details'])
          expectEnvelope(await api.call('POST', path, { token, rawBody: raw }), raw)
      }),
      { numRuns: RUNS },
    )
  })
})
