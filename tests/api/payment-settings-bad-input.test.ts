// Property-based bad input on every payment-settings endpoint (payment settings, success fields, support
// details, share settings, and the success-field answers of a payment): bodies, query strings and path
// segments of any shape get an envelope, never a 5xx, and a refused create leaves no record behind.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  expectEnvelope,
  expectEnvelopesForAnyText,
  expectRefusalsChangeNothing,
  type TextCall,
} from '../support/bad-input.ts'
import { makeBill, serviceId } from '../support/payments.ts'

let api: Api
let token: string
const ids: Record<string, string> = {}
let invoiceNo: string
let fpx: number
const PATHS = {
  payment: '/payment-settings',
  field: '/success-field',
  support: '/support-details',
  share: '/share-settings',
} as const

beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  for (const [kind, path] of Object.entries(PATHS))
    ids[kind] = (await api.call<ListData<{ id: string }>>('GET', path, { token })).body.data.list.data[0]!.id
  const { collection, bill } = await makeBill(api, token, '10.00')
  await api.call('POST', '/success-field', {
    token,
    body: {
      label: 'Fuzz size',
      type: 'select',
      options: ['S', 'M'],
      required: true,
      collection_id: collection.id,
    },
  })
  await api.call('POST', '/success-field', {
    token,
    body: { label: 'Fuzz pax', type: 'number', min_value: 1, max_value: 9, collection_id: collection.id },
  })
  invoiceNo = bill.invoice_no
  fpx = await serviceId(api, bill.uuid, 'Maybank2u')
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'channel_order',
  'min_amount',
  'max_amount',
  'bill_expiry_days',
  'required_payer_fields',
  'is_active',
  'label',
  'key',
  'type',
  'required',
  'options',
  'max_length',
  'min_value',
  'max_value',
  'sort_order',
  'collection_id',
  'email',
  'phone',
  'whatsapp',
  'hours',
  'message',
  'whatsapp',
  'telegram',
  'facebook',
  'message_template',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    '',
    ' ',
    'x'.repeat(600),
    0,
    -1,
    1.5,
    366,
    1e21,
    '1.234',
    '5',
    'fpx',
    ['fpx', 'fpx'],
    ['duitnow'],
    ['name', 'age'],
    'select',
    'number',
    ['S', 'S'],
    [],
    'a@b.my',
    'nope',
    '+60 12-345 6789',
    '{link}',
    '{who} {link}',
    '00000000-0000-0000-0000-000000000000',
    null,
    true,
    false,
  )

const total = async (path: string) =>
  (await api.call<ListData<unknown>>('GET', `${path}?limit=1`, { token })).body.data.list.total

describe('payment-settings writes with arbitrary JSON bodies', () => {
  for (const [kind, path] of Object.entries(PATHS)) {
    it(`POST and PUT ${path}`, async () => {
      await expectRefusalsChangeNothing({
        inputs: anyBody(FIELDS, nearValid()),
        send: (body) => api.call('POST', path, { token, body }),
        state: () => total(path),
        runs: RUNS,
        after: async (created, body) => {
          if (created.body.response_code === 2000)
            await api.call('DELETE', `${path}/${(created.body.data as { id: string }).id}`, { token })
          expectEnvelope(await api.call('PUT', `${path}/${ids[kind]}`, { token, body }), JSON.stringify(body))
        },
      })
    })
  }

  it('success-field answers of a payment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.string({ maxLength: 40 }), fc.oneof(fc.jsonValue(), nearValid())),
        ),
        async (answers) => {
          const res = await api.call(
            'POST',
            `/payment-services/switch/payment-bill/_invoice?_invoice=${invoiceNo}`,
            { body: { payment_service_id: fpx, success_fields: answers } },
          )
          expectEnvelope(res, JSON.stringify(answers))
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('payment-settings reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ...Object.values(PATHS).flatMap((path): TextCall[] => [
          ['GET', `${path}?skip=${q}&limit=${q}&search=${q}&collection_id=${q}`],
          ['GET', `${path}/${q}`],
          ['DELETE', `${path}/${q}`],
          ['PUT', `${path}/${q}`, { body: {} }],
        ]),
        ...[
          '/success-field/merchant-success-field',
          '/support-details/merchant-support-details',
          '/share-settings/merchant-share-settings',
        ].map((url): TextCall => ['POST', `${url}?skip=${q}&limit=${q}`]),
      ],
      { token, runs: RUNS },
    )
  })
})
