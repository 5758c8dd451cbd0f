// Property-based bad input on the payment endpoints not covered in collections.test.ts: bodies, query
// strings and uploaded files of any shape get an envelope, never a 5xx, and change nothing they should not.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bill } from '../../src/contract/collections.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  anyBody,
  expectEnvelope,
  expectEnvelopesForAnyText,
  pathName,
  readAnswer,
} from '../support/bad-input.ts'
import { makeBill } from '../support/payments.ts'

let api: Api
let token: string
let bill: Bill
let collectionId: string
/** The bill as the last accepted fuzzed PUT left it; undefined while no fuzzed body was a valid edit. */
let billAfterEdits: Bill | undefined
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const made = await makeBill(api, token, '21.00')
  bill = made.bill
  collectionId = made.collection.id
})
afterAll(() => api.close())

const RUNS = 25

const FIELDS = [
  'collection_id',
  'collection_uuid',
  'payer_name',
  'payer_email',
  'payer_phone',
  'amount',
  'description',
  'due_date',
  'status',
  'record_status',
  'title',
  'fixed_amount',
  'payment_service_id',
  'card',
  'bill_ids',
  'invoice_no',
  'channel',
  'reference',
] as const

describe('payment endpoints with arbitrary JSON bodies', () => {
  // Names are static; paths are read when the test runs, after beforeAll made the records.
  const targets: [string, () => string, boolean][] = [
    ['PUT', () => `/collections/${collectionId}`, true],
    ['PUT', () => `/customer-bills/${bill.id}`, true],
    ['POST', () => '/customer-bills/customer-bill-method', true],
    ['POST', () => '/customer-bills/switch/create-payment-bill-direct', true],
    ['POST', () => '/jwt/generate/bill-id', true],
    ['POST', () => '/payment-services/switch/create-payment-viu', false],
    ['POST', () => '/payment-services/switch/paid-bill-payment', true],
    ['POST', () => '/messaging-services/bulk-email', true],
    ['POST', () => '/messaging-services/bulk-sms', true],
    ['POST', () => '/payment-services/merchant-callback-data/send-data-based-invoice-id', true],
  ]
  for (const [method, path, auth] of targets) {
    const name = pathName(path)
    it(`${method} ${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody(FIELDS), async (body) => {
          const res = await api.call<Bill>(method, path(), { body, token: auth ? token : undefined })
          expectEnvelope(res, JSON.stringify(body))
          // A body that happens to be a valid edit (a new payer name, say) is accepted: remember the bill it
          // made.
          if (method === 'PUT' && path() === `/customer-bills/${bill.id}` && res.body.response_code === 2000)
            billAfterEdits = res.body.data
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('the bill that was fuzzed is still a pending bill of its collection, as created or as last validly edited', async () => {
    const res = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token })
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data).toEqual(billAfterEdits ?? bill)
    expect(res.body.data).toMatchObject({
      status: 'pending',
      collection_id: collectionId,
      amount: billAfterEdits?.amount ?? '21.00',
    })
  })
})

describe('payment endpoints with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    const publicly = { token: undefined }
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['GET', `/sandbox/outbox?channel=${q}&skip=${q}`],
        ['GET', `/collections/${collectionId}/bnpl-bills?amount=${q}`, publicly],
        ['GET', `/collections/${q || 'x'}/bnpl-bills`, publicly],
        ['GET', `/customer-bills/${q || 'x'}/bnpl-bills`, publicly],
        ['GET', `/payment-upload-files/customer-bills-template?format=${q}`],
        ['GET', `/payment-services/switch/list-payment-services/${q || 'x'}`, publicly],
        ['GET', `/payment-records/${q || 'x'}`],
        ['PUT', `/customer-bills/fpx-failed-reason/${q || 'x'}`, { ...publicly, body: { reason: 'x' } }],
      ],
      { token, runs: RUNS },
    )
  })
})

describe('bulk upload with arbitrary files', () => {
  it('garbage files and names are refused with a clear error and import nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('bills.csv', 'bills.xlsx', 'bills.txt', 'bills', '../../etc/passwd.csv'),
        fc.constantFrom('0', '1', 'x'),
        async (bytes, name, preview) => {
          const form = new FormData()
          form.append('file', new File([bytes], name))
          const res = await api.app.request(
            `/api/v1/payment-upload-files/upload-customer-bills-excel?collection_id=${collectionId}&preview=${preview}`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
              body: form,
            },
          )
          expectEnvelope(await readAnswer(res), `${name} preview=${preview}`)
        },
      ),
      { numRuns: RUNS },
    )
  })
})
