import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { makeBill } from '../support/payments.ts'

let api: Api
let m1: string
let m2: string
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

describe('collections', () => {
  it('start and stop move a collection between the active and inactive lists', async () => {
    const { collection } = await makeBill(api, m1)
    const active = await api.call<ListData<Collection>>('GET', '/collections?record_status=1&limit=100', {
      token: m1,
    })
    expect(active.body.data.list.data.find((c) => c.id === collection.id)).toMatchObject({
      bills_count: 1,
      paid_amount: '0.00',
      record_status: 1,
    })
    await api.call('PUT', `/collections/${collection.id}`, { token: m1, body: { record_status: 2 } })
    const inactive = await api.call<ListData<Collection>>('GET', '/collections?record_status=2', {
      token: m1,
    })
    expect(inactive.body.data.list.data.map((c) => c.id)).toContain(collection.id)
    const bill = await api.call('POST', '/collections/bill-method', {
      token: m1,
      body: { collection_id: collection.id, payer_name: 'X', amount: '1.00' },
    })
    expect(bill.body).toMatchObject({ response_code: ResponseCode.CONFLICT })
  })

  it('a payment form lets the payer create their bill; a fixed amount cannot be changed', async () => {
    const form = await api.call<Collection>('POST', '/collections', {
      token: m1,
      body: { title: 'Donation', kind: 'payment_form' },
    })
    const open = await api.call<{ uuid: string }>('POST', '/customer-bills/public/customer-bill-method', {
      body: {
        collection_uuid: form.body.data.uuid,
        payer_name: 'Ali',
        payer_email: 'ali@example.my',
        amount: '25',
      },
    })
    expect(open.body.response_code).toBe(2000)
    const missing = await api.call('POST', '/customer-bills/public/customer-bill-method', {
      body: { collection_uuid: form.body.data.uuid, payer_name: 'Ali', payer_email: 'ali@example.my' },
    })
    expect(missing.body.data).toEqual({ breakdown: { amount: 'The amount field is required' } })
    const fixed = await api.call<Collection>('POST', '/collections', {
      token: m1,
      body: { title: 'Event ticket', kind: 'payment_form', fixed_amount: '50.00' },
    })
    const wrong = await api.call('POST', '/customer-bills/public/customer-bill-method', {
      body: {
        collection_uuid: fixed.body.data.uuid,
        payer_name: 'Ali',
        payer_email: 'ali@example.my',
        amount: '1.00',
      },
    })
    expect(wrong.body.data).toEqual({ breakdown: { amount: "This form's amount is fixed at RM 50.00" } })
  })

  it('validates amounts: positive, at most 2 decimals, at most RM 1,000,000', async () => {
    const { collection } = await makeBill(api, m1)
    for (const amount of ['0', '-5', '1.234', 'abc', '1000000.01', 1.234]) {
      const res = await api.call('POST', '/collections/bill-method', {
        token: m1,
        body: { collection_id: collection.id, payer_name: 'X', amount },
      })
      expect(res.body.response_code, String(amount)).toBe(ResponseCode.VALIDATION_FAILED)
    }
    const ok = await api.call<Bill>('POST', '/collections/bill-method', {
      token: m1,
      body: { collection_id: collection.id, payer_name: 'X', amount: 10.1 },
    })
    expect(ok.body.data.amount).toBe('10.10')
  })
})

describe('PUT collections/bill-method: the change of a bill made through the bill method', () => {
  it('changes a pending bill named in the body, then cancels it; a settled state cannot be set', async () => {
    const { bill } = await makeBill(api, m1)
    const changed = await api.call<Bill>('PUT', '/collections/bill-method', {
      token: m1,
      body: { id: bill.id, amount: '75.25', description: 'Term 2' },
    })
    expect(changed.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(changed.body.description).toBe('Bill updated')
    expect(changed.body.data).toMatchObject({ id: bill.id, amount: '75.25', description: 'Term 2' })
    const read = await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: m1 })
    expect(read.body.data).toMatchObject({ amount: '75.25', description: 'Term 2', status: 'pending' })

    const cancelled = await api.call<Bill>('PUT', '/collections/bill-method', {
      token: m1,
      body: { id: bill.id, status: 'cancelled' },
    })
    expect(cancelled.body.description).toBe('Bill cancelled')
    expect(cancelled.body.data.status).toBe('cancelled')
    const paid = await api.call('PUT', '/collections/bill-method', {
      token: m1,
      body: { id: bill.id, status: 'paid' },
    })
    expect(paid.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('names what is wrong with the body, and finds no bill of another merchant', async () => {
    const { bill } = await makeBill(api, m1)
    const noId = await api.call('PUT', '/collections/bill-method', { token: m1, body: { amount: '5.00' } })
    expect(noId.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(noId.body.data).toEqual({ breakdown: { id: expect.any(String) } })
    const badAmount = await api.call('PUT', '/collections/bill-method', {
      token: m1,
      body: { id: bill.id, amount: '-1' },
    })
    expect(badAmount.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const theirs = await api.call('PUT', '/collections/bill-method', {
      token: m2,
      body: { id: bill.id, amount: '1.00' },
    })
    expect(theirs.body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call<Bill>('GET', `/customer-bills/${bill.id}`, { token: m1 })).body.data.amount).toBe(
      bill.amount,
    )
    const anonymous = await api.call('PUT', '/collections/bill-method', { body: { id: bill.id } })
    expect(anonymous.status).toBe(401)
  })
})

describe('tenancy of collections and bills', () => {
  it('merchant2 cannot see, change, list bills of, or bill into merchant1’s collection', async () => {
    const { collection, bill } = await makeBill(api, m1)
    expect((await api.call('GET', `/collections/${collection.id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/collections/${collection.id}`, { token: m2, body: { record_status: 2 } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('GET', `/collections/${collection.id}/bills`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('GET', `/customer-bills/${bill.id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/customer-bills/${bill.id}`, { token: m2, body: { status: 'cancelled' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const into = await api.call('POST', '/collections/bill-method', {
      token: m2,
      body: { collection_id: collection.id, payer_name: 'X', amount: '1.00' },
    })
    expect(into.body.data).toEqual({ breakdown: { collection_id: 'No collection of yours has this id' } })
    const list = await api.call<ListData<Bill>>('GET', `/customer-bills?search=${bill.invoice_no}`, {
      token: m2,
    })
    expect(list.body.data.list.total).toBe(0)
  })
})

describe('bad input on the new endpoints never yields a 5xx', () => {
  const targets: [string, string, boolean][] = [
    ['POST', '/collections', true],
    ['POST', '/collections/bill-method', true],
    ['PUT', '/collections/bill-method', true],
    ['POST', '/customer-bills/public/customer-bill-method', false],
    ['POST', '/payment-services/switch/payment-bill/_invoice?_invoice=NGA-1', false],
    ['POST', '/payment-services/merchant/calculate-fee', true],
    ['PUT', '/customer-bills/fpx-failed-reason/TXN-1', false],
  ]
  for (const [method, path, auth] of targets) {
    it(`${method} ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom(
                'title',
                'kind',
                'amount',
                'payment_service_id',
                'card',
                'collection_id',
                'reason',
                'bank_proof',
              ),
              fc.jsonValue(),
            ),
          ),
          async (body) => {
            const res = await api.call(method, path, { body, token: auth ? m1 : undefined })
            expect(res.status).toBeLessThan(500)
            expect(typeof res.body.response_code).toBe('number')
          },
        ),
        { numRuns: 40 },
      )
    })
  }

  it('arbitrary query strings on public and merchant lists', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
        const q = encodeURIComponent(text)
        for (const path of [
          `/payment-records?search=${q}&start_date=${q}`,
          `/collections?record_status=${q}`,
          `/customer-bills?status=${q}&collection_id=${q}`,
          `/payment-services/switch/selected-list-payment-services/1?_invoice_uuid=${q}`,
          `/payment-services/switch/manual-checking-transaction?invoice_no=${q}`,
        ]) {
          const res = await api.call(path.includes('manual') ? 'POST' : 'GET', path, { token: m1 })
          expect(res.status, path).toBeLessThan(500)
        }
      }),
      { numRuns: 30 },
    )
  })
})
