// Subscription plans decide a merchant's channels: admins manage plans (a merchant gets 4030); an upgrade
// is a pending subscription payment that applies once paid, prorated; a downgrade waits for the period's
// end; an unpaid renewal runs into a grace period and then the plan lapses and every channel is off. The
// payment pages follow the plan at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PaymentRecord } from '../../src/contract/payments.ts'
import type {
  SubscriptionDetails,
  SubscriptionHistory,
  SubscriptionPlan,
  UpgradeQuote,
} from '../../src/contract/subscriptions.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { advanceTo } from '../support/money-out.ts'
import { SERVICES } from '../../server/sandbox/payment-services.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'
import { payInvoice, registerMerchant, openedInvoice } from '../support/pools.ts'

let api: Api
let admin: string
let plans: Record<string, SubscriptionPlan>
beforeAll(async () => {
  api = await startApi()
  admin = (await api.login('admin@niaga.test')).access_token
  const list = await api.call<ListData<SubscriptionPlan>>('GET', '/subscriptions', { token: admin })
  plans = Object.fromEntries(list.body.data.list.data.map((p) => [p.name.replace('Niaga ', ''), p]))
})
afterAll(() => api.close())

const details = async (token: string) =>
  (await api.call<SubscriptionDetails>('GET', '/subscriptions/details/me', { token })).body.data
const upgrade = (token: string, plan: string, period = 'monthly') =>
  api.call<SubscriptionHistory>(
    'POST',
    `/subscription-histories/upgrade-plan?plan_id=${plans[plan]!.id}&time_period=${period}`,
    { token },
  )
const publicChannels = async (uuid: string) =>
  (
    await api.call<ListData<{ group_code: string }>>(
      'GET',
      `/payment-services/switch/selected-list-payment-services/1?_invoice_uuid=${uuid}`,
    )
  ).body.data.list.data.map((s) => s.group_code)
const payHistory = async (entry: SubscriptionHistory, service = 'Maybank2u') =>
  payInvoice(api, await openedInvoice(api, entry.invoice_no!), service, 'approve')
const dayMs = 86_400_000

describe('plans', () => {
  it('admins create, change and retire plans; merchants read the ones on offer and get 4030 for the rest', async () => {
    const merchant = (await api.login('merchant2@niaga.test')).access_token
    const body = {
      name: 'Niaga Kedai',
      monthly_price: '19.00',
      yearly_price: '190.00',
      fpx_enable: true,
      duit_now_enable: true,
      fee_discount_percent: 5,
      advanced_setting: { max_users: 3 },
    }
    expect((await api.call('POST', '/subscriptions', { token: merchant, body })).body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
    })
    const created = await api.call<SubscriptionPlan>('POST', '/subscriptions', { token: admin, body })
    expect(created.body).toMatchObject({
      response_code: 2000,
      data: {
        name: 'Niaga Kedai',
        monthly_price: '19.00',
        channels: ['fpx', 'duitnow'],
        fee_discount_percent: 5,
        advanced_setting: { max_users: 3 },
      },
    })
    const id = created.body.data.id
    expect(
      (await api.call('PUT', `/subscriptions/${id}`, { token: merchant, body: { name: 'Mine now' } })).body
        .response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect((await api.call('DELETE', `/subscriptions/${id}`, { token: merchant })).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    const changed = await api.call<SubscriptionPlan>('PUT', '/subscriptions', {
      token: admin,
      body: { id, ewallet_enable: true, monthly_price: 21 },
    })
    expect(changed.body.data).toMatchObject({
      monthly_price: '21.00',
      channels: ['fpx', 'ewallet', 'duitnow'],
    })
    expect(
      (await api.call<SubscriptionPlan>('GET', `/subscriptions/${id}`, { token: merchant })).body.data.name,
    ).toBe('Niaga Kedai')

    expect((await api.call('DELETE', `/subscriptions/${id}`, { token: admin })).body).toMatchObject({
      response_code: 2000,
      description: 'Plan retired',
    })
    const offered = await api.call<ListData<SubscriptionPlan>>('GET', '/subscriptions', { token: merchant })
    expect(offered.body.data.list.data.map((p) => p.name)).toEqual([
      'Niaga Starter',
      'Niaga Growth',
      'Niaga Pro',
      'Niaga Enterprise',
    ])
    const all = await api.call<ListData<SubscriptionPlan>>('GET', '/subscriptions', { token: admin })
    expect(all.body.data.list.data.find((p) => p.id === id)).toMatchObject({ record_status_id: 2 })
    expect(
      (
        await api.call('POST', `/subscription-histories/upgrade-plan?plan_id=${id}&time_period=monthly`, {
          token: merchant,
        })
      ).body,
    ).toMatchObject({ response_code: ResponseCode.CONFLICT, description: 'This plan is no longer offered' })

    const bad = await api.call('POST', '/subscriptions', {
      token: admin,
      body: { name: '', monthly_price: '1.234', yearly_price: 'free', fee_discount_percent: 101 },
    })
    expect(bad.body).toMatchObject({ response_code: ResponseCode.VALIDATION_FAILED })
    expect(Object.keys((bad.body.data as { breakdown: object }).breakdown).sort()).toEqual([
      'fee_discount_percent',
      'monthly_price',
      'name',
      'yearly_price',
    ])
  })

  it('a plan’s channels change on the payment pages at once', async () => {
    const merchant = (await api.login('merchant2@niaga.test')).access_token
    const { bill } = await makeBill(api, merchant, '25.00')
    expect(await publicChannels(bill.uuid)).not.toContain('ewallet')
    await api.call('PUT', `/subscriptions/${plans.Starter!.id}`, {
      token: admin,
      body: { ewallet_enable: true },
    })
    expect(await publicChannels(bill.uuid)).toContain('ewallet')
    await api.call('PUT', `/subscriptions/${plans.Starter!.id}`, {
      token: admin,
      body: { ewallet_enable: false },
    })
    expect(await publicChannels(bill.uuid)).not.toContain('ewallet')
  })
})

describe('changing plan', () => {
  it('an upgrade is a pending payment, paid through any channel, prorated for the rest of the period; the new channels follow at once', async () => {
    const token = (await api.login('merchant2@niaga.test')).access_token
    const now = await details(token)
    expect(now).toMatchObject({
      status: 'active',
      plan: { name: 'Niaga Starter' },
      channels: ['fpx', 'credit_card'],
      notice: null,
    })
    const start = Date.parse(now.current_period_start!)
    const end = Date.parse(now.current_period_end!)
    const left = (end - api.clock.now().getTime()) / (end - start)

    const quote = await api.call<UpgradeQuote>(
      'GET',
      `/subscription-histories/upgrade-quote?plan_id=${plans.Growth!.id}&time_period=monthly`,
      { token },
    )
    expect(quote.body.data).toMatchObject({
      change: 'upgrade',
      price: '49.00',
      credit: '0.00',
      applies_at: 'payment',
      period_end: now.current_period_end,
    })
    expect(myrToSen(quote.body.data.amount_due)).toBe(Math.round(4_900 * left))

    const pending = await upgrade(token, 'Growth')
    expect(pending.body).toMatchObject({
      response_code: 2000,
      description: 'Subscription payment created',
      data: {
        kind: 'upgrade',
        status: 'pending',
        amount: quote.body.data.amount_due,
        payment_url: expect.stringContaining('/pay/subscription-payment?invoice_no=SUB-'),
      },
    })
    const listed = await api.call<ListData<SubscriptionHistory>>(
      'POST',
      '/subscription-payment/pending-subscription-payment',
      { token },
    )
    expect(listed.body.data.list.data.map((h) => h.id)).toEqual([pending.body.data.id])
    // Not paid yet: the plan and its channels are as before.
    expect((await details(token)).channels).toEqual(['fpx', 'credit_card'])

    // Niaga's invoice takes every channel, whatever the merchant's plan: here an e-wallet.
    const invoice = await openedInvoice(api, pending.body.data.invoice_no!)
    expect(invoice).toMatchObject({
      kind: 'subscription',
      subscription: {
        plan_name: 'Niaga Growth',
        time_period: 'monthly',
        account_name: 'Kedai Runcit Tan Enterprise',
      },
      bill: { merchant_name: 'Niaga Platform' },
    })
    expect(invoice.bill.channels).toContain('bnpl')
    await payInvoice(api, invoice, 'GrabPay', 'approve')

    const after = await details(token)
    expect(after).toMatchObject({
      status: 'active',
      plan: { name: 'Niaga Growth' },
      current_period_end: now.current_period_end,
      pending_payment: null,
    })
    expect(after.channels).toEqual(['fpx', 'credit_card', 'ewallet', 'duitnow'])
    const { bill } = await makeBill(api, token, '25.00')
    expect(await publicChannels(bill.uuid)).toContain('ewallet')
    const history = await api.call<ListData<SubscriptionHistory>>(
      'POST',
      '/subscription-histories/merchant-subscription-history',
      { token },
    )
    expect(history.body.data.list.data[0]).toMatchObject({
      status: 'paid',
      plan_name: 'Niaga Growth',
      receipt_url: expect.stringContaining('/pay/thankyou?transaction_invoice_no=TXN-'),
      paid_at: expect.any(String),
    })
  })

  it('a downgrade waits for the period’s end; then the cheaper plan and its channels apply, and it renews by itself when free', async () => {
    let token = (await api.login('merchant2@niaga.test')).access_token
    const before = await details(token)
    expect(before.plan!.name).toBe('Niaga Growth')
    const scheduled = await upgrade(token, 'Starter')
    expect(scheduled.body).toMatchObject({
      description: 'Plan change scheduled',
      data: { kind: 'downgrade', status: 'scheduled', period_start: before.current_period_end },
    })
    expect(await details(token)).toMatchObject({
      plan: { name: 'Niaga Growth' },
      scheduled_change: { id: scheduled.body.data.id },
    })

    token = await advanceTo(
      api,
      token,
      new Date(Date.parse(before.current_period_end!) + 60_000).toISOString(),
    )
    const after = await details(token)
    expect(after).toMatchObject({
      status: 'active',
      plan: { name: 'Niaga Starter' },
      channels: ['fpx', 'credit_card'],
      current_period_start: before.current_period_end,
      scheduled_change: null,
    })
    expect(
      (
        await api.call<SubscriptionHistory>('GET', `/subscription-histories/${scheduled.body.data.id}`, {
          token,
        })
      ).body.data.status,
    ).toBe('applied')
  })

  it('cancelling a pending upgrade cancels its invoice; a paid entry is a receipt and stays', async () => {
    const { token } = await registerMerchant(api)
    const pending = await upgrade(token, 'Pro')
    expect(pending.body.data).toMatchObject({ kind: 'new', amount: '99.00' })
    expect(
      (await api.call('DELETE', `/subscription-histories/${pending.body.data.id}`, { token })).body,
    ).toMatchObject({ response_code: 2000, description: 'Plan change cancelled' })
    const invoice = await openedInvoice(api, pending.body.data.invoice_no!)
    expect(invoice.bill.status).toBe('cancelled')
    const pay = await startPay(
      api,
      invoice.bill as never,
      await serviceId(api, invoice.bill.uuid, 'Maybank2u'),
    )
    expect(pay.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This bill has been cancelled',
    })

    const free = await upgrade(token, 'Starter')
    expect(free.body).toMatchObject({ description: 'Plan changed', data: { status: 'paid', amount: '0.00' } })
    expect(
      (await api.call('DELETE', `/subscription-histories/${free.body.data.id}`, { token })).body,
    ).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This paid entry is a record and cannot be cancelled',
    })
    expect((await upgrade(token, 'Starter')).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'You are on Niaga Starter (monthly) already',
    })
  })

  it('a plan’s fee discount lowers Niaga’s fee on the merchant’s sales', async () => {
    const { token } = await registerMerchant(api)
    await payHistory((await upgrade(token, 'Enterprise')).body.data)
    const { bill } = await makeBill(api, token, '100.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const records = await api.call<ListData<PaymentRecord>>(
      'GET',
      `/payment-records?search=${bill.invoice_no}`,
      { token },
    )
    // FPX is RM 1.00 a payment; Enterprise takes 25% off.
    expect(records.body.data.list.data[0]).toMatchObject({ status: 'paid', fee: '0.75' })
  })
})

describe('expiry', () => {
  it('no plan: every channel off and the dashboard says why', async () => {
    const { token } = await registerMerchant(api)
    expect(await details(token)).toMatchObject({
      status: 'none',
      plan: null,
      channels: [],
      notice: expect.stringContaining('no subscription plan'),
    })
    const { bill } = await makeBill(api, token, '25.00')
    expect(await publicChannels(bill.uuid)).toEqual([])
  })

  it('an unpaid renewal runs into the grace period, then the plan lapses and payment is unavailable until it is paid', async () => {
    let { token } = await registerMerchant(api)
    const first = await upgrade(token, 'Growth')
    expect(first.body.data).toMatchObject({ kind: 'new', amount: '49.00' })
    await payHistory(first.body.data)
    const active = await details(token)
    expect(active).toMatchObject({
      status: 'active',
      time_period: 'monthly',
      channels: ['fpx', 'credit_card', 'ewallet', 'duitnow'],
    })
    const { bill } = await makeBill(api, token, '25.00')

    // The period ends: a renewal is due, the channels stay on through the grace.
    const end = Date.parse(active.current_period_end!)
    token = await advanceTo(api, token, new Date(end + dayMs).toISOString())
    const due = await details(token)
    expect(due).toMatchObject({
      status: 'past_due',
      grace_until: new Date(end + 7 * dayMs).toISOString(),
      pending_payment: { kind: 'renewal', amount: '49.00' },
      notice: expect.stringContaining('renewal of RM 49.00 is due'),
    })
    expect(due.channels).toHaveLength(4)
    expect(await publicChannels(bill.uuid)).toContain('ewallet')

    // The grace ends unpaid: every channel off, and the pages say payment is unavailable.
    token = await advanceTo(api, token, new Date(end + 7 * dayMs + 60_000).toISOString())
    expect(await details(token)).toMatchObject({
      status: 'lapsed',
      channels: [],
      notice: expect.stringContaining('lapsed'),
    })
    expect(await publicChannels(bill.uuid)).toEqual([])
    const refused = await startPay(api, bill, SERVICES.find((s) => s.name === 'Maybank2u')!.id)
    expect(refused.body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
      description: 'This payment method is not enabled for this merchant',
    })

    // Paying the renewal late starts a fresh period now.
    await payHistory(due.pending_payment!)
    const renewed = await details(token)
    expect(renewed).toMatchObject({
      status: 'active',
      current_period_start: api.clock.now().toISOString(),
      notice: null,
    })
    expect(await publicChannels(bill.uuid)).toContain('fpx')
  })
})
