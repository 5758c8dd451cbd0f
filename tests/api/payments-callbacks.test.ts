import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { callbackSecretFor } from '../../server/services/webhooks/signing.ts'
import { CALLBACK_HEADERS, type CallbackDelivery, type PaymentRecord } from '../../src/contract/payments.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApiAs, type Api } from '../support/api-harness.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { choose, makeBill, serviceId, startPay, startReceiver } from '../support/payments.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => ({ api, token, accountId } = await startApiAs('merchant@niaga.test')))
afterAll(() => api.close())

async function payWithCallback(url: string) {
  const { bill } = await makeBill(api, token, '88.00', { callback_url: url })
  const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
  await choose(api, started.body.data.transaction_invoice_no, 'approve')
  return { bill, transactionNo: started.body.data.transaction_invoice_no }
}

const recordOf = async (invoiceNo: string) => {
  const list = await api.call<{ list: { data: PaymentRecord[] } }>(
    'GET',
    `/payment-records?search=${invoiceNo}`,
    { token },
  )
  const id = list.body.data.list.data[0]!.id
  return (
    await api.call<{ record: PaymentRecord; callbacks: CallbackDelivery[] }>(
      'GET',
      `/payment-records/${id}`,
      { token },
    )
  ).body.data
}

describe('merchant callbacks', () => {
  it('a paid bill sends a callback the merchant verifies with the Standard Webhooks library', async () => {
    const receiver = await startReceiver()
    try {
      const { bill, transactionNo } = await payWithCallback(receiver.url)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(receiver.received).toHaveLength(1)
      const [delivery] = receiver.received
      // The merchant reads the secret from the API, as their own server would be configured with it.
      const secret = (
        await api.call<{ secret: string }>('GET', '/payment-services/merchant-callback-data/secret', {
          token,
        })
      ).body.data.secret
      expect(secret).toBe(await callbackSecretFor(api.deps, accountId))
      expect(verifiesWith(secret, delivery!.headers, delivery!.body)).toBe(true)
      // The event's id names it in the signed headers, and the body says the same.
      expect(delivery!.headers[CALLBACK_HEADERS.id]).toBe(
        (JSON.parse(delivery!.body) as { event_id: string }).event_id,
      )
      expect(delivery!.headers[CALLBACK_HEADERS.signature]).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/)
      // A body changed on the way does not verify.
      expect(
        verifiesWith(secret, delivery!.headers, delivery!.body.replace('payment.paid', 'payment.voided')),
      ).toBe(false)
      expect(JSON.parse(delivery!.body)).toMatchObject({
        event: 'payment.paid',
        invoice_no: bill.invoice_no,
        transaction_invoice_no: transactionNo,
        amount: '88.00',
        currency: 'MYR',
        status: 'paid',
      })
      const detail = await recordOf(bill.invoice_no)
      expect(detail.callbacks).toHaveLength(1)
      expect(detail.callbacks[0]).toMatchObject({ success: true, status_code: 200, attempt: 1 })
    } finally {
      await receiver.close()
    }
  })

  it('a failing receiver is retried with growing delays until it answers, and every attempt is shown', async () => {
    const receiver = await startReceiver(2)
    try {
      const { bill } = await payWithCallback(receiver.url)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      // Not due again yet: the first retry waits 10 s.
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(0)
      api.clock.advance(10_000)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      api.clock.advance(10_000)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(0)
      api.clock.advance(10_000)
      expect(await runDueJobs(api.deps, JOB_HANDLERS)).toBe(1)
      expect(receiver.received).toHaveLength(3)
      const detail = await recordOf(bill.invoice_no)
      expect(detail.callbacks.map((c) => [c.attempt, c.success, c.status_code])).toEqual([
        [3, true, 200],
        [2, false, 500],
        [1, false, 500],
      ])
    } finally {
      await receiver.close()
    }
  })

  it('the merchant can send a callback again', async () => {
    const receiver = await startReceiver()
    try {
      const { bill } = await payWithCallback(receiver.url)
      await runDueJobs(api.deps, JOB_HANDLERS)
      const resend = await api.call(
        'POST',
        '/payment-services/merchant-callback-data/send-data-based-invoice-id',
        { token, body: { invoice_no: bill.invoice_no } },
      )
      expect(resend.body.response_code).toBe(2000)
      await runDueJobs(api.deps, JOB_HANDLERS)
      expect(receiver.received).toHaveLength(2)
      const other = (await api.login('merchant2@niaga.test')).access_token
      const foreign = await api.call(
        'POST',
        '/payment-services/merchant-callback-data/send-data-based-invoice-id',
        { token: other, body: { invoice_no: bill.invoice_no } },
      )
      expect(foreign.body.response_code).toBe(4040)
    } finally {
      await receiver.close()
    }
  })

  it('owners rotate the signing secret; later callbacks use the new one; staff may not see it', async () => {
    const path = '/payment-services/merchant-callback-data/secret'
    const before = (await api.call<{ secret: string }>('GET', path, { token })).body.data.secret
    const rotated = await api.call<{ secret: string }>('POST', `${path}/rotate`, { token })
    expect(rotated.body.response_code).toBe(ResponseCode.SUCCESS)
    // Standard base64 after the prefix: what the Standard Webhooks libraries decode.
    expect(rotated.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(rotated.body.data.secret).not.toBe(before)
    const receiver = await startReceiver()
    try {
      await payWithCallback(receiver.url)
      await runDueJobs(api.deps, JOB_HANDLERS)
      const [delivery] = receiver.received
      expect(verifiesWith(rotated.body.data.secret, delivery!.headers, delivery!.body)).toBe(true)
      expect(verifiesWith(before, delivery!.headers, delivery!.body)).toBe(false)
    } finally {
      await receiver.close()
    }
    await api.call('POST', '/users', {
      token,
      body: { full_name: 'Kerani', email: 'kerani@example.my', role_code: 'staff', password: 'Staff#2026' },
    })
    const staff = (await api.login('kerani@example.my', 'Staff#2026')).access_token
    expect((await api.call('GET', path, { token: staff })).body.response_code).toBe(ResponseCode.FORBIDDEN)
    expect((await api.call('POST', `${path}/rotate`, { token: staff })).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    expect((await api.call<{ secret: string }>('GET', path, { token })).body.data.secret).toBe(
      rotated.body.data.secret,
    )
  })
})
