// The webhook events log: every event (payment paid, failed, refunded, voided; payout paid, failed; top-up
// credited; subscription changed) is recorded with the exact body its receivers get, posted signed to the
// account's endpoint (and to a collection's own callback URL), with every attempt kept, and can be sent
// again with the same event_id. Keys with the webhooks scope read the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type {
  WebhookEndpoint,
  WebhookEvent,
  WebhookEventDetail,
  WebhookEventType,
} from '../../src/contract/developers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { CALLBACK_HEADERS } from '../../src/contract/payments.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import type { SubscriptionPlan } from '../../src/contract/subscriptions.ts'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { decide } from '../../server/services/payments/settle.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { createKey, withKey } from '../support/developers.ts'
import { advanceTo, paidPayment, verifiedBankAccount } from '../support/money-out.ts'
import { makeBill, serviceId, startPay, startReceiver } from '../support/payments.ts'
import { openTopup, payInvoice, poolsOf, registerMerchant } from '../support/pools.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const setEndpoint = async (url: string | null) => {
  const res = await api.call<WebhookEndpoint>('PUT', '/payment-services/merchant-callback-data/endpoint', {
    token,
    body: { url },
  })
  expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
  return res.body.data
}
const events = async (type?: WebhookEventType) =>
  (
    await api.call<ListData<WebhookEvent>>('GET', `/webhook-events?limit=50${type ? `&type=${type}` : ''}`, {
      token,
    })
  ).body.data.list.data
const secret = async () =>
  (await api.call<{ secret: string }>('GET', '/payment-services/merchant-callback-data/secret', { token }))
    .body.data.secret
const verify = verifiesWith

describe('the webhook endpoint and the events log', () => {
  it('posts every payment event to the account endpoint, signed, and logs each delivery', async () => {
    const receiver = await startReceiver()
    try {
      const endpoint = await setEndpoint(receiver.url)
      expect(endpoint).toMatchObject({
        url: receiver.url,
        signature_headers: {
          id: 'webhook-id',
          timestamp: 'webhook-timestamp',
          signature: 'webhook-signature',
        },
      })
      expect(endpoint.event_types).toEqual(
        expect.arrayContaining(['payment.paid', 'payout.failed', 'pool.credited', 'subscription.changed']),
      )

      const { bill } = await paidPayment(api, token, '61.00')
      const failing = await makeBill(api, token, '17.00')
      const started = await startPay(api, failing.bill, await serviceId(api, failing.bill.uuid, 'Maybank2u'))
      await decide(api.deps, started.body.data.transaction_invoice_no, {
        outcome: 'reject',
        reason: 'Insufficient funds',
      })
      await runDueJobs(api.deps, JOB_HANDLERS)

      const bodies = receiver.received.map((r) => JSON.parse(r.body) as Record<string, unknown>)
      expect(bodies.find((b) => b.event === 'payment.paid')).toMatchObject({
        invoice_no: bill.invoice_no,
        amount: '61.00',
        status: 'paid',
      })
      expect(bodies.find((b) => b.event === 'payment.failed')).toMatchObject({
        invoice_no: failing.bill.invoice_no,
        status: 'failed',
        failure_reason: 'Insufficient funds',
      })
      const key = await secret()
      for (const r of receiver.received) expect(verify(key, r.headers, r.body)).toBe(true)

      const paid = (await events('payment.paid')).find((e) => e.payload.invoice_no === bill.invoice_no)!
      expect(paid).toMatchObject({
        state: 'delivered',
        attempts: 1,
        last_status_code: 200,
        targets: [receiver.url],
      })
      expect(paid.payload.event_id).toBe(paid.id)
      const detail = await api.call<WebhookEventDetail>('GET', `/webhook-events/${paid.id}`, { token })
      expect(detail.body.data.deliveries).toEqual([
        expect.objectContaining({ url: receiver.url, attempt: 1, status_code: 200, success: true }),
      ])
    } finally {
      await setEndpoint(null)
      await receiver.close()
    }
  })

  it('records events with no endpoint as no_endpoint, and Resend sends the same event once one is set', async () => {
    const { bill } = await paidPayment(api, token, '33.00')
    const logged = (await events('payment.paid')).find((e) => e.payload.invoice_no === bill.invoice_no)!
    expect(logged).toMatchObject({ state: 'no_endpoint', attempts: 0, targets: [] })
    expect(
      (await api.call('POST', `/webhook-events/${logged.id}/resend`, { token })).body.response_code,
    ).toBe(ResponseCode.CONFLICT)

    const receiver = await startReceiver(1)
    try {
      await setEndpoint(receiver.url)
      const resent = await api.call<WebhookEvent>('POST', `/webhook-events/${logged.id}/resend`, { token })
      expect(resent.body.data).toMatchObject({ state: 'retrying', targets: [receiver.url] })
      await runDueJobs(api.deps, JOB_HANDLERS)
      const failed = (await api.call<WebhookEventDetail>('GET', `/webhook-events/${logged.id}`, { token }))
        .body.data
      expect(failed).toMatchObject({ state: 'retrying', attempts: 1, last_status_code: 500 })
      api.clock.advance(60_000)
      await runDueJobs(api.deps, JOB_HANDLERS)
      const done = (await api.call<WebhookEventDetail>('GET', `/webhook-events/${logged.id}`, { token })).body
        .data
      expect(done).toMatchObject({ state: 'delivered', attempts: 2, last_status_code: 200 })
      // Both attempts carried the same body and webhook-id: the receiver can drop the repeat by either.
      expect(receiver.received.map((r) => (JSON.parse(r.body) as { event_id: string }).event_id)).toEqual([
        logged.id,
        logged.id,
      ])
      expect(receiver.received.map((r) => r.headers[CALLBACK_HEADERS.id])).toEqual([logged.id, logged.id])
      expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body)
      // Signed with real time, not the sandbox clock moved a minute above: the library's five minutes hold.
      const key = await secret()
      for (const r of receiver.received) expect(verify(key, r.headers, r.body)).toBe(true)
    } finally {
      await setEndpoint(null)
      await receiver.close()
    }
  })

  it('an event sent after the sandbox clock moved an hour still verifies with the Standard Webhooks library', async () => {
    const receiver = await startReceiver()
    try {
      await setEndpoint(receiver.url)
      // As a developer moves it to watch retries (the answer carries a renewed session).
      token = await advanceTo(api, token, new Date(api.clock.now().getTime() + 60 * 60_000).toISOString())
      const { bill } = await paidPayment(api, token, '12.00')
      await runDueJobs(api.deps, JOB_HANDLERS)
      const delivery = receiver.received.find(
        (r) => (JSON.parse(r.body) as { invoice_no: string }).invoice_no === bill.invoice_no,
      )!
      expect(verify(await secret(), delivery.headers, delivery.body)).toBe(true)
      // The signed time is the receiver's real time, an hour before the sandbox's.
      const signedAt = Number(delivery.headers[CALLBACK_HEADERS.timestamp]) * 1000
      expect(Math.abs(signedAt - Date.now())).toBeLessThan(60_000)
    } finally {
      await setEndpoint(null)
      await receiver.close()
    }
  })

  it('a collection’s own callback URL and the account endpoint both get a payment event', async () => {
    const [account, collection] = [await startReceiver(), await startReceiver()]
    try {
      await setEndpoint(account.url)
      const { bill } = await paidPayment(api, token, '12.00', 'Maybank2u', { callback_url: collection.url })
      await runDueJobs(api.deps, JOB_HANDLERS)
      expect(
        account.received.map((r) => (JSON.parse(r.body) as { invoice_no: string }).invoice_no),
      ).toContain(bill.invoice_no)
      expect(
        collection.received.map((r) => (JSON.parse(r.body) as { invoice_no: string }).invoice_no),
      ).toEqual([bill.invoice_no])
      const logged = (await events('payment.paid')).find((e) => e.payload.invoice_no === bill.invoice_no)!
      expect(new Set(logged.targets)).toEqual(new Set([account.url, collection.url]))
      expect(logged.state).toBe('delivered')
    } finally {
      await setEndpoint(null)
      await Promise.all([account.close(), collection.close()])
    }
  })

  it('logs refunds, voids, payouts paid and failed, pool top-ups and plan changes', async () => {
    const voided = await paidPayment(api, token, '20.00')
    const voiding = await api.call('POST', '/void-sale-records/merchant/void-record', {
      token,
      body: { invoice_no: voided.bill.invoice_no },
    })
    expect(voiding.body, 'void').toMatchObject({ response_code: ResponseCode.SUCCESS })
    const refunded = await paidPayment(api, token, '40.00')
    token = await advanceTo(api, token, '2026-11-24T02:01:00.000Z') // FPX has settled: it can be refunded
    const refund = await api.call('POST', '/payment-services/switch/create-void-sale-payout-refund', {
      token,
      body: { invoice_no: refunded.bill.invoice_no, amount: '10.00' },
      headers: { 'idempotency-key': 'wh-refund-1' },
    })
    expect(refund.body, 'refund').toMatchObject({ response_code: ResponseCode.SUCCESS })
    expect(
      (await events('payment.refunded')).some((e) => e.payload.invoice_no === refunded.bill.invoice_no),
    ).toBe(true)
    expect(
      (await events('payment.voided')).some((e) => e.payload.invoice_no === voided.bill.invoice_no),
    ).toBe(true)

    const bank = await verifiedBankAccount(api, token)
    const payout = async (amount: string, key: string) =>
      (
        await api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
          token,
          body: { bank_account_id: bank.id, amount },
          headers: { 'idempotency-key': key },
        })
      ).body.data
    const good = await payout('25.00', 'wh-payout-good')
    const bad = await payout('25.13', 'wh-payout-bad')
    const later = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000).toISOString()
    token = await advanceTo(api, token, later(1)) // sent to the bank switch
    token = await advanceTo(api, token, later(60)) // past the rail's processing time
    expect((await events('payout.paid')).find((e) => e.subject_id === good.id)?.payload).toMatchObject({
      invoice_no: good.invoice_no,
      status: 'paid',
      amount: '25.00',
    })
    expect((await events('payout.failed')).find((e) => e.subject_id === bad.id)?.payload).toMatchObject({
      invoice_no: bad.invoice_no,
      status: 'failed',
    })

    const pools = await poolsOf(api, token)
    const topup = await openTopup(api, { pool_id: pools.prefund.id, amount: '50.00', payer_name: 'Ahmad' })
    await payInvoice(api, topup, 'Maybank2u', 'approve')
    expect(
      (await events('pool.credited')).find((e) => e.payload.invoice_no === topup.bill.invoice_no)?.payload,
    ).toMatchObject({ amount: '50.00', pool_type: 'prefund', via: 'topup' })

    const shop = await registerMerchant(api)
    const plans = (await api.call<ListData<SubscriptionPlan>>('GET', '/subscriptions', { token: shop.token }))
      .body.data.list.data
    const free = plans.find((p) => p.monthly_price === '0.00')!
    const chosen = await api.call(
      'POST',
      `/subscription-histories/upgrade-plan?plan_id=${free.id}&time_period=monthly`,
      { token: shop.token },
    )
    expect(chosen.body.response_code).toBe(ResponseCode.SUCCESS)
    const changed = (
      await api.call<ListData<WebhookEvent>>('GET', '/webhook-events?type=subscription.changed', {
        token: shop.token,
      })
    ).body.data.list.data
    expect(changed[0]?.payload).toMatchObject({
      change: 'new',
      plan_name: free.name,
      status: 'active',
      time_period: 'monthly',
    })
  })

  it('a key with the webhooks scope reads the log and resends; a key without it cannot', async () => {
    const { bill } = await paidPayment(api, token, '9.00')
    const logged = (await events('payment.paid')).find((e) => e.payload.invoice_no === bill.invoice_no)!
    const reader = await createKey(api, token, { scopes: { webhooks: 'read' } })
    const none = await createKey(api, token, { scopes: { webhooks: 'none' } })
    expect(
      (await withKey<WebhookEventDetail>(api, reader.secret, 'GET', `/webhook-events/${logged.id}`)).body.data
        .id,
    ).toBe(logged.id)
    expect(
      (await withKey(api, reader.secret, 'POST', `/webhook-events/${logged.id}/resend`)).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect((await withKey(api, none.secret, 'GET', '/webhook-events')).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
  })

  it('one merchant cannot read, resend or point another’s events anywhere', async () => {
    const { bill } = await paidPayment(api, token, '8.00')
    const logged = (await events('payment.paid')).find((e) => e.payload.invoice_no === bill.invoice_no)!
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect((await api.call('GET', `/webhook-events/${logged.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('POST', `/webhook-events/${logged.id}/resend`, { token: other })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const theirs = (
      await api.call<ListData<WebhookEvent>>('GET', '/webhook-events?limit=500', { token: other })
    ).body.data.list.data
    expect(theirs.some((e) => e.id === logged.id)).toBe(false)
  })
})
