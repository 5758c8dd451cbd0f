// Notification settings (src/contract/notification-settings.ts): CRUD with validation, owners and
// administrators only, per account; and the work that reports an event (a payment paid, a payout failing
// in the payout job, an order placed taking stock low) sends email or SMS through the outbox by them only.
import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_BANK_ACCOUNTS } from '../../src/contract/banks.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { NotificationSetting } from '../../src/contract/notification-settings.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import type { Member } from '../../src/contract/users.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import { messageOutbox } from '../../server/db/schema/index.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'
import { advanceTo, paidPayment, verifiedBankAccount } from '../support/money-out.ts'

let api: Api
let owner: string
let ownerId: string
let staffId: string
let accountId: string
const PATH = '/notification-settings'

beforeAll(async () => {
  api = await startApi()
  const session = await api.login('merchant@niaga.test')
  owner = session.access_token
  accountId = session.account.id
  const members = await api.call<ListData<Member>>('GET', '/users', { token: owner })
  ownerId = members.body.data.list.data.find((m) => m.email === 'merchant@niaga.test')!.id
  staffId = members.body.data.list.data.find((m) => m.email === 'staff@niaga.test')!.id
})
afterAll(() => api.close())

/** Messages the outbox took for the account since `since`, oldest first. */
async function sentSince(since: Date, account = accountId) {
  const rows = await api.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.account_id, account), gt(messageOutbox.created_at, since)))
  return rows.map((m) => ({
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    event: (m.meta as { event?: string } | null)?.event,
  }))
}
/** A moment just before the next call, on the test clock (which only moves when told). */
function mark(): Date {
  const at = api.clock.now()
  api.clock.advance(1000)
  return at
}
const settingFor = async (event: string, channel: string, token = owner) => {
  const list = await api.call<ListData<NotificationSetting>>('GET', PATH, { token })
  return list.body.data.list.data.find((s) => s.event === event && s.channel === channel)
}

describe('notification settings CRUD', () => {
  it('lists the seeded settings through both list calls, creates, reads, changes and deletes one', async () => {
    const viaPost = await api.call<ListData<NotificationSetting>>(
      'POST',
      `${PATH}/merchant-notification-settings`,
      { token: owner },
    )
    const viaGet = await api.call<ListData<NotificationSetting>>('GET', PATH, { token: owner })
    expect(viaPost.body.data.list).toEqual(viaGet.body.data.list)
    expect(viaGet.body.data.list.data.map((s) => `${s.event}/${s.channel}/${s.enabled}`).sort()).toEqual([
      'order.placed/email/true',
      'payment.paid/sms/false',
      'payout.failed/email/true',
      'stock.low/email/true',
    ])

    const created = await api.call<NotificationSetting>('POST', PATH, {
      token: owner,
      body: {
        event: 'payment.failed',
        channel: 'email',
        member_user_ids: [ownerId, ownerId],
        extra_recipients: [' Accounts@Example.my '],
      },
    })
    expect(created.body).toMatchObject({
      response_code: 2000,
      description: 'Notification setting created',
      data: {
        event: 'payment.failed',
        channel: 'email',
        enabled: true,
        member_user_ids: [ownerId],
        extra_recipients: ['accounts@example.my'],
        low_stock_threshold: null,
      },
    })
    const id = created.body.data.id
    const dup = await api.call('POST', PATH, {
      token: owner,
      body: { event: 'payment.failed', channel: 'email' },
    })
    expect(dup.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This event already has an email setting: change that one',
    })
    expect((await api.call<NotificationSetting>('GET', `${PATH}/${id}`, { token: owner })).body.data.id).toBe(
      id,
    )
    const changed = await api.call<NotificationSetting>('PUT', `${PATH}/${id}`, {
      token: owner,
      body: { enabled: false, member_user_ids: [staffId] },
    })
    expect(changed.body).toMatchObject({
      description: 'Notification setting updated',
      data: { enabled: false, member_user_ids: [staffId], extra_recipients: ['accounts@example.my'] },
    })
    expect((await api.call('DELETE', `${PATH}/${id}`, { token: owner })).body).toMatchObject({
      response_code: 2000,
      description: 'Notification setting deleted',
    })
    expect((await api.call('GET', `${PATH}/${id}`, { token: owner })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )

    const sms = await api.call<NotificationSetting>('POST', PATH, {
      token: owner,
      body: { event: 'stock.low', channel: 'sms', extra_recipients: ['+60 12-555 0101'] },
    })
    expect(sms.body.data.low_stock_threshold).toBe(5) // the default threshold
    expect(
      (await api.call('DELETE', `${PATH}/${sms.body.data.id}`, { token: owner })).body.response_code,
    ).toBe(2000)
  })

  it('answers bad settings with the field and the reason', async () => {
    const merchant2Id = (
      await api.call<{ id: string }>('GET', '/users/me', {
        token: (await api.login('merchant2@niaga.test')).access_token,
      })
    ).body.data.id
    const cases: [unknown, Record<string, string>][] = [
      [
        { event: 'payment.refunded', channel: 'email' },
        {
          event:
            'The event is one of: payment.paid, payment.failed, payout.paid, payout.failed, order.placed, stock.low, subscription.due',
        },
      ],
      [{ event: 'payment.paid', channel: 'fax' }, { channel: 'The channel is email or sms' }],
      [
        { event: 'payment.paid', channel: 'sms', extra_recipients: ['boss@example.my'] },
        {
          extra_recipients:
            'Each extra recipient must suit the channel: an email address for email, a phone number for SMS',
        },
      ],
      [
        { event: 'payment.paid', channel: 'email', extra_recipients: ['+60 12-555 0101'] },
        {
          extra_recipients:
            'Each extra recipient must suit the channel: an email address for email, a phone number for SMS',
        },
      ],
      [
        { event: 'payment.paid', channel: 'email', member_user_ids: ['nope'] },
        { 'member_user_ids.0': 'Each member is a user id' },
      ],
      [
        { event: 'payment.paid', channel: 'email', member_user_ids: [merchant2Id] },
        { 'member_user_ids.0': 'Not a member of this account' },
      ],
      [
        { event: 'stock.low', channel: 'email', low_stock_threshold: -1 },
        { low_stock_threshold: 'The low stock threshold is at least 0' },
      ],
      [
        { event: 'stock.low', channel: 'email', low_stock_threshold: 2.5 },
        { low_stock_threshold: 'The low stock threshold is a whole number' },
      ],
      [{ event: 'payment.paid', channel: 'email', colour: 'red' }, { colour: 'Unknown field' }],
    ]
    for (const [body, breakdown] of cases) {
      const res = await api.call('POST', PATH, { token: owner, body })
      expect(res.body.response_code, JSON.stringify(body)).toBe(ResponseCode.VALIDATION_FAILED)
      expect(
        (res.body.data as { breakdown: Record<string, string> }).breakdown,
        JSON.stringify(body),
      ).toMatchObject(breakdown)
    }
    const seeded = (await settingFor('order.placed', 'email'))!
    const misfit = await api.call('PUT', `${PATH}/${seeded.id}`, {
      token: owner,
      body: { extra_recipients: ['ok@example.my', '+60 3-1234 5678'] },
    })
    expect((misfit.body.data as { breakdown: Record<string, string> }).breakdown).toEqual({
      'extra_recipients.1': 'Each extra recipient must be an email address',
    })
    const moved = await api.call('PUT', `${PATH}/${seeded.id}`, { token: owner, body: { channel: 'sms' } })
    expect((moved.body.data as { breakdown: Record<string, string> }).breakdown).toEqual({
      channel: 'Unknown field',
    })
  })

  it('only owners and administrators change them (4030); members read them; other merchants cannot see them (4040)', async () => {
    const seeded = (await settingFor('order.placed', 'email'))!
    for (const email of ['staff@niaga.test', 'viewer@niaga.test']) {
      const token = (await api.login(email)).access_token
      expect(
        (await api.call('POST', PATH, { token, body: { event: 'payout.paid', channel: 'email' } })).body
          .response_code,
        email,
      ).toBe(ResponseCode.FORBIDDEN)
      expect(
        (await api.call('PUT', `${PATH}/${seeded.id}`, { token, body: { enabled: false } })).body
          .response_code,
        email,
      ).toBe(ResponseCode.FORBIDDEN)
      expect((await api.call('DELETE', `${PATH}/${seeded.id}`, { token })).body.response_code, email).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await api.call('GET', `${PATH}/${seeded.id}`, { token })).body.response_code, email).toBe(2000)
    }
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect((await api.call('GET', `${PATH}/${seeded.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `${PATH}/${seeded.id}`, { token: other, body: { enabled: false } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('DELETE', `${PATH}/${seeded.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call<ListData<NotificationSetting>>('GET', PATH, { token: other })).body.data.list.total,
    ).toBe(0)
    expect((await settingFor('order.placed', 'email'))?.enabled).toBe(true)
  })
})

describe('the work that reports an event honours the settings', () => {
  it('a paid payment emails the recipients of an enabled setting; disabled, or SMS off, nothing is sent', async () => {
    const created = await api.call<NotificationSetting>('POST', PATH, {
      token: owner,
      body: {
        event: 'payment.paid',
        channel: 'email',
        member_user_ids: [ownerId],
        extra_recipients: ['books@example.my'],
      },
    })
    let since = mark()
    const { bill } = await paidPayment(api, owner, '45.60')
    const sent = await sentSince(since)
    expect(sent.map((m) => [m.channel, m.recipient, m.event]).sort()).toEqual([
      ['email', 'books@example.my', 'payment.paid'],
      ['email', 'merchant@niaga.test', 'payment.paid'],
    ])
    expect(sent[0]).toMatchObject({ subject: 'Niaga Demo Sdn Bhd: payment of RM 45.60 received' })
    expect(sent[0]!.body).toContain(`${bill.invoice_no} was paid: RM 45.60`)

    await api.call('PUT', `${PATH}/${created.body.data.id}`, { token: owner, body: { enabled: false } })
    since = mark()
    await paidPayment(api, owner, '12.00')
    expect(await sentSince(since)).toEqual([])
  })

  it('with no setting a failed payout emails the owners; a disabled setting silences it; payout.paid sends nothing by default', async () => {
    const session = await api.login('merchant2@niaga.test')
    let token = session.access_token
    const account2 = session.account.id
    const bank = await verifiedBankAccount(api, token, SANDBOX_BANK_ACCOUNTS.verifies)
    // Money to pay out: a payment, settled by the clock.
    await paidPayment(api, token, '300.00')
    token = await advanceTo(api, token, new Date(api.clock.now().getTime() + 5 * 86_400_000).toISOString())
    // The payout job sends it to the bank on the next tick, then hears back after the rail's five minutes.
    const settle = async () => {
      token = await advanceTo(api, token, new Date(api.clock.now().getTime() + 60_000).toISOString())
      token = await advanceTo(api, token, new Date(api.clock.now().getTime() + 10 * 60_000).toISOString())
    }
    const payout = (amount: string, key: string) =>
      api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
        token,
        body: { bank_account_id: bank.id, amount },
        headers: { 'idempotency-key': key },
      })

    let since = mark()
    const failing = await payout('10.13', 'notify-fail-1')
    expect(failing.body.response_code, JSON.stringify(failing.body)).toBe(2000)
    await settle()
    const sent = await sentSince(since, account2)
    expect(sent).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'merchant2@niaga.test',
        event: 'payout.failed',
        subject: 'Kedai Runcit Tan Enterprise: payout of RM 10.13 failed',
      }),
    ])

    since = mark()
    await payout('10.00', 'notify-paid-1')
    await settle()
    expect(await sentSince(since, account2)).toEqual([])

    expect(
      (
        await api.call('POST', PATH, {
          token,
          body: { event: 'payout.failed', channel: 'email', enabled: false, member_user_ids: [] },
        })
      ).body.response_code,
    ).toBe(2000)
    since = mark()
    await payout('11.13', 'notify-fail-2')
    await settle()
    expect(await sentSince(since, account2)).toEqual([])
  })

  it('an order emails order.placed recipients, and low stock once when it crosses the threshold', async () => {
    owner = (await api.login('merchant@niaga.test')).access_token // the clock moved days on above
    const product = await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), {
      title: 'Sambal Nyet',
      price_sen: 1500,
      weight_grams: 200,
      stock: 8,
    })
    const shop = await openShop(api, owner, [product.id], 'Kedai Sambal')
    const order = (quantity: number) =>
      api.call<PublicOrder>('POST', `/stores/public/store-${shop.store.id}/orders`, {
        body: checkoutBody(product.id, shop.rates.light.id, quantity),
        headers: { 'idempotency-key': `notify-order-${quantity}-${Math.random()}` },
      })

    let since = mark()
    const first = await order(2) // 8 → 6: above the threshold of 5
    expect(first.body.response_code, JSON.stringify(first.body)).toBe(2000)
    let sent = await sentSince(since)
    expect(sent.map((m) => [m.event, m.recipient]).sort()).toEqual([
      ['order.placed', 'merchant@niaga.test'],
      ['order.placed', 'staff@niaga.test'],
    ])
    expect(sent[0]!.subject).toMatch(/^Niaga Demo Sdn Bhd: new order /)
    expect(sent[0]!.body).toContain('Siti Aminah ordered 2 × Sambal Nyet at Kedai Sambal')

    since = mark()
    await order(2) // 6 → 4: crosses the threshold
    sent = await sentSince(since)
    expect(sent.filter((m) => m.event === 'stock.low')).toEqual([
      expect.objectContaining({
        recipient: 'staff@niaga.test',
        subject: 'Niaga Demo Sdn Bhd: low stock: Sambal Nyet',
      }),
    ])
    expect(sent.find((m) => m.event === 'stock.low')!.body).toContain('Sambal Nyet: 4 left')

    since = mark()
    await order(1) // 4 → 3: already low, no second notice
    expect((await sentSince(since)).filter((m) => m.event === 'stock.low')).toEqual([])

    const placed = (await settingFor('order.placed', 'email'))!
    await api.call('PUT', `${PATH}/${placed.id}`, { token: owner, body: { enabled: false } })
    since = mark()
    await order(1)
    expect((await sentSince(since)).filter((m) => m.event === 'order.placed')).toEqual([])
  })
})
