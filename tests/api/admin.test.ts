// Admin (src/contract/admin.ts): platform totals against the database, the merchants list, support access
// into a merchant account, and the append-only audit log of every admin action.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminDashboard, AdminMerchant, AuditLog } from '../../src/contract/admin.ts'
import type { SessionData } from '../../src/contract/auth.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { SubscriptionHistory, SubscriptionPlan } from '../../src/contract/subscriptions.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'
import { openedInvoice, payInvoice, registerMerchant } from '../support/pools.ts'

let api: Api
let admin: string
let merchant: string
let merchantAccountId: string
beforeAll(async () => {
  api = await startApi()
  admin = (await api.login('admin@niaga.test')).access_token
  const session = await api.login('merchant@niaga.test')
  merchant = session.access_token
  merchantAccountId = session.account.id
})
afterAll(() => api.close())

const UA = 'Mozilla/5.0 (AdminTest) Chromium'
const get = <T>(path: string, token = admin) => api.call<T>('GET', path, { token })
const dashboard = async () => (await get<AdminDashboard>('/dashboard/admin-dashboard')).body.data
const auditRows = async (query = '') => (await get<ListData<AuditLog>>(`/audit-logs${query}`)).body.data.list
const one = async <T>(query: string) => {
  const result: unknown = await api.db.execute(sql.raw(query))
  const [row] = (result as { rows: T[] }).rows
  return row!
}

describe('admin-only operations', () => {
  it('a merchant token gets 4030 on every admin operation, and so does an introducer', async () => {
    const introducer = (await api.login('introducer@niaga.test')).access_token
    for (const token of [merchant, introducer]) {
      for (const path of ['/dashboard/admin-dashboard', '/admin/merchants', '/audit-logs']) {
        const res = await get(path, token)
        expect(res.body.response_code, path).toBe(ResponseCode.FORBIDDEN)
      }
    }
  })

  it('the audit log has no operation that changes it', () => {
    const writes = api.registry.operations.filter(
      (op) => op.path.startsWith('/audit-logs') && op.method !== 'get',
    )
    expect(writes).toEqual([])
  })
})

describe('platform totals', () => {
  it('match the database, and move by exactly one payment after a payment is made', async () => {
    const before = await dashboard()
    const db = await one<{ amount: string; n: string }>(
      "select coalesce(sum(amount_sen), 0) as amount, count(*) as n from payment_records where status in ('paid', 'partially_refunded', 'refunded')",
    )
    expect(myrToSen(before.volume.all_time.amount)).toBe(Number(db.amount))
    expect(before.volume.all_time.count).toBe(Number(db.n))
    expect(before.payments).toEqual(before.volume.all_time)
    const fees = await one<{ fee: string }>(
      "select coalesce(sum(amount_sen), 0) as fee from ledger_entries where book = 'fee_revenue'",
    )
    expect(myrToSen(before.fee_revenue.all_time)).toBe(Number(fees.fee))
    const pending = await one<{ amount: string; n: string }>(
      "select coalesce(sum(amount_sen), 0) as amount, count(*) as n from payouts where status in ('requested', 'processing')",
    )
    expect(before.payouts_pending).toEqual({
      amount: (Number(pending.amount) / 100).toFixed(2),
      count: Number(pending.n),
    })
    const merchants = await one<{ n: string }>("select count(*) as n from accounts where type = 'merchant'")
    const byPlan = before.merchants_by_plan
    expect(byPlan.plans.reduce((sum, p) => sum + p.count, 0) + byPlan.lapsed + byPlan.no_plan).toBe(
      Number(merchants.n),
    )
    expect(before.merchants_by_status.reduce((sum, s) => sum + s.count, 0)).toBe(Number(merchants.n))
    // The seed: merchant@ is on Pro, merchant2@ on Starter.
    expect(byPlan.plans.map((p) => [p.plan_name, p.count])).toEqual(
      expect.arrayContaining([
        ['Niaga Pro', 1],
        ['Niaga Starter', 1],
      ]),
    )

    const { bill } = await makeBill(api, merchant, '250.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const paid = await one<{ fee_sen: string }>(
      `select fee_sen from payment_records where transaction_invoice_no = '${started.body.data.transaction_invoice_no}'`,
    )

    const after = await dashboard()
    for (const period of ['today', 'this_month', 'all_time'] as const) {
      expect(myrToSen(after.volume[period].amount) - myrToSen(before.volume[period].amount), period).toBe(
        25_000,
      )
      expect(after.volume[period].count - before.volume[period].count, period).toBe(1)
      expect(myrToSen(after.fee_revenue[period]) - myrToSen(before.fee_revenue[period]), period).toBe(
        Number(paid.fee_sen),
      )
    }
  })

  it('count every paid plan as subscription revenue: the seeded year of Pro, then a plan a merchant pays for', async () => {
    const before = await dashboard()
    // merchant@'s seeded year of Niaga Pro (RM 990.00) is a paid charge in its history, as it sees it.
    const paid = await one<{ amount: string }>(
      "select coalesce(sum(amount_sen), 0) as amount from subscription_histories where status = 'paid'",
    )
    expect(myrToSen(before.subscription_revenue)).toBe(Number(paid.amount))
    expect(myrToSen(before.subscription_revenue)).toBeGreaterThanOrEqual(99_000)

    const { token } = await registerMerchant(api, 'Syarikat Langganan Baharu')
    const plans = (await get<ListData<SubscriptionPlan>>('/subscriptions')).body.data.list.data
    const growth = plans.find((p) => p.name === 'Niaga Growth')!
    const chosen = await api.call<SubscriptionHistory>(
      'POST',
      `/subscription-histories/upgrade-plan?plan_id=${growth.id}&time_period=monthly`,
      { token },
    )
    expect(chosen.body.data).toMatchObject({ status: 'pending', amount: '49.00' })
    // Not paid yet: no revenue.
    expect((await dashboard()).subscription_revenue).toBe(before.subscription_revenue)

    await payInvoice(api, await openedInvoice(api, chosen.body.data.invoice_no!), 'Maybank2u', 'approve')
    const after = await dashboard()
    expect(myrToSen(after.subscription_revenue) - myrToSen(before.subscription_revenue)).toBe(4_900)
  })
})

describe('merchants list', () => {
  it('lists every merchant with status, plan, introducer and volume; searches, filters and pages', async () => {
    const all = (await get<ListData<AdminMerchant>>('/admin/merchants?limit=50')).body.data.list
    const demo = all.data.find((m) => m.id === merchantAccountId)!
    expect(demo).toMatchObject({
      name: 'Niaga Demo Sdn Bhd',
      status: 'Active',
      referred_by: { name: 'Rakan Niaga Referral' },
    })
    expect(demo.plan).not.toBeNull()
    const volume = await one<{ amount: string }>(
      `select coalesce(sum(amount_sen), 0) as amount from payment_records where account_id = '${merchantAccountId}' and status in ('paid', 'partially_refunded', 'refunded')`,
    )
    expect(myrToSen(demo.volume.amount)).toBe(Number(volume.amount))
    expect(all.data.every((m) => m.id)).toBe(true)
    expect(all.total).toBe(all.data.length)

    const searched = (await get<ListData<AdminMerchant>>('/admin/merchants?search=kedai')).body.data.list
    expect(searched.data.map((m) => m.name)).toEqual(['Kedai Runcit Tan Enterprise'])
    const byPlan = (await get<ListData<AdminMerchant>>(`/admin/merchants?plan=${demo.plan!.id}`)).body.data
      .list
    expect(byPlan.data.every((m) => m.plan?.id === demo.plan!.id)).toBe(true)
    const paged = (await get<ListData<AdminMerchant>>('/admin/merchants?limit=1&skip=1&sort=name&order=asc'))
      .body.data.list
    expect(paged.data).toHaveLength(1)
    expect(paged.data[0]!.name).toBe([...all.data].sort((a, b) => a.name.localeCompare(b.name))[1]!.name)
    const byVolume = (await get<ListData<AdminMerchant>>('/admin/merchants?sort=volume&order=desc')).body.data
      .list.data
    const amounts = byVolume.map((m) => myrToSen(m.volume.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const bad = await get('/admin/merchants?plan=gold&status=7')
    expect(bad.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })
})

describe('switching into a merchant account', () => {
  it('lets an admin act in any merchant as Administrator, audited with IP and user agent; back again ends it', async () => {
    const fresh = await api.login('admin@niaga.test')
    const adminAccountId = fresh.account.id
    const res = await api.call<SessionData>('GET', `/accounts/merchant/${merchantAccountId}/switch`, {
      token: fresh.access_token,
      ip: '203.0.113.77',
      headers: { 'user-agent': UA },
    })
    expect(res.body.response_code).toBe(2000)
    const inside = res.body.data
    expect(inside.account).toMatchObject({
      id: merchantAccountId,
      type: 'merchant',
      role: { code: 'admin' },
      support: { admin_account_id: adminAccountId, admin_account_name: 'Niaga Platform' },
    })

    // The session acts in the merchant's account: its dashboard, and its writes.
    expect((await get('/dashboard/merchant-dashboard', inside.access_token)).body.response_code).toBe(2000)
    const me = (await get<{ id: string; support: unknown }>('/accounts/me', inside.access_token)).body.data
    expect(me).toMatchObject({ id: merchantAccountId, support: { admin_account_name: 'Niaga Platform' } })
    const customer = await api.call<{ id: string }>('POST', '/customers', {
      token: inside.access_token,
      body: { name: 'Support Added', email: 'support@example.my' },
    })
    expect(customer.body.response_code).toBe(2000)
    // ...but not the admin operations, until it goes back.
    expect((await get('/audit-logs', inside.access_token)).body.response_code).toBe(ResponseCode.FORBIDDEN)

    const [switchRow] = (await auditRows('?action=accounts.switch')).data
    expect(switchRow).toMatchObject({
      action: 'accounts.switch',
      actor_email: 'admin@niaga.test',
      account_id: adminAccountId,
      admin_account_id: adminAccountId,
      target_type: 'accounts',
      target_id: merchantAccountId,
      ip: '203.0.113.77',
      user_agent: UA,
      summary: { support: true, to_account_name: 'Niaga Demo Sdn Bhd', role: 'admin' },
    })
    expect(switchRow!.occurred_at).toBe(api.clock.now().toISOString())
    const [write] = (await auditRows('?action=customers')).data
    expect(write).toMatchObject({
      action: 'customers.create',
      account_id: merchantAccountId,
      admin_account_id: adminAccountId,
      target_id: customer.body.data.id,
      summary: { body: { name: 'Support Added' } },
    })

    // Back to the admin account through the account switcher: the support session ends.
    const memberships = await get<ListData<{ id: string; type: string }>>(
      '/accounts/users/me',
      inside.access_token,
    )
    expect(memberships.body.data.list.data.map((m) => m.type)).toEqual(['admin'])
    const back = await api.call<SessionData>('GET', `/accounts/merchant/${adminAccountId}/switch`, {
      token: inside.access_token,
    })
    expect(back.body.data.account).toMatchObject({ id: adminAccountId, type: 'admin', support: null })
    expect((await get('/audit-logs', back.body.data.access_token)).body.response_code).toBe(2000)
    expect((await auditRows('?action=accounts.switch')).data[0]).toMatchObject({
      account_id: merchantAccountId,
      target_id: adminAccountId,
      summary: { support: false },
    })
    // The old token's support session is gone: it may no longer act in the merchant's account.
    expect(
      (await api.call('POST', '/customers', { token: inside.access_token, body: { name: 'Late' } })).body
        .response_code,
    ).not.toBe(2000)
  })

  it('keeps the member-only rule for everyone else, and refuses non-merchant targets to admins', async () => {
    const other = (await api.login('merchant2@niaga.test')).access_token
    expect((await get(`/accounts/merchant/${merchantAccountId}/switch`, other)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    const introducerId = (await api.login('introducer@niaga.test')).account.id
    expect((await get(`/accounts/merchant/${introducerId}/switch`)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await get(`/accounts/merchant/${crypto.randomUUID()}/switch`)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    // A merchant's own switches are not admin actions.
    const rows = (await auditRows('?actor=merchant2@niaga.test')).data
    expect(rows).toEqual([])
  })
})

describe('the audit log', () => {
  it('gets a row for every admin write, plan management included, with secrets redacted', async () => {
    const before = (await auditRows()).total
    const plans = (await get<ListData<{ id: string; name: string }>>('/subscriptions')).body.data.list.data
    const plan = plans[0]!
    expect(
      (
        await api.call('PUT', `/subscriptions/${plan.id}`, {
          token: admin,
          body: { description: 'Audited change' },
        })
      ).body.response_code,
    ).toBe(2000)
    const created = await api.call<{ id: string }>('POST', '/accounts', {
      token: admin,
      body: { type: 'merchant', name: 'Audit Trail Sdn Bhd' },
    })
    expect(created.body.response_code).toBe(2000)
    const changed = await api.call('PUT', `/accounts/${created.body.data.id}`, {
      token: admin,
      body: { record_status_id: 2 },
    })
    expect(changed.body.response_code).toBe(2000)
    // An inactive merchant cannot be switched into (and the refusal is not an action).
    const inactive = await get(
      `/accounts/merchant/${created.body.data.id}/switch`,
      (await api.login('admin@niaga.test')).access_token,
    )
    expect(inactive.body.response_code).toBe(ResponseCode.CONFLICT)
    // A refused write changes nothing and is not an action.
    expect(
      (await api.call('POST', '/accounts', { token: admin, body: { type: 'nope' } })).body.response_code,
    ).toBe(ResponseCode.VALIDATION_FAILED)
    const pw = await api.call('PUT', '/users/me', {
      token: admin,
      body: { full_name: 'Niaga Operations', password: 'Sandbox#2026', new_password: 'Sandbox#2026' },
    })

    const log = await auditRows('?limit=10')
    const written = 3 + (pw.body.response_code === 2000 ? 1 : 0)
    expect(log.total - before).toBe(written)
    const actions = log.data.slice(0, written).map((row) => row.action)
    expect(actions).toEqual(
      expect.arrayContaining(['subscriptions.update', 'accounts.create', 'accounts.update']),
    )
    expect(log.data.find((row) => row.action === 'subscriptions.update')).toMatchObject({
      target_type: 'subscriptions',
      target_id: plan.id,
      summary: { body: { description: 'Audited change' } },
    })
    expect(log.data.find((row) => row.action === 'accounts.create')).toMatchObject({
      target_id: created.body.data.id,
      method: 'POST',
      path: '/accounts',
    })
    const text = JSON.stringify(log.data)
    expect(text).not.toContain('Sandbox#2026')
  })

  it('redacts passwords, tokens, secrets and card numbers in summaries', async () => {
    const { redact } = await import('../../server/services/admin/audit.ts')
    expect(
      redact({
        name: 'Kedai',
        company_name: 'Ok',
        shipping: 'Pos',
        new_password: 'x',
        accessToken: 't',
        api_secret: 's',
        card: { number: '4111 1111 1111 1111' },
        note: 'card 4111111111111111',
        bank_account_number: '1234',
      }),
    ).toEqual({
      name: 'Kedai',
      company_name: 'Ok',
      shipping: 'Pos',
      new_password: '[redacted]',
      accessToken: '[redacted]',
      api_secret: '[redacted]',
      card: '[redacted]',
      note: '[redacted]',
      bank_account_number: '[redacted]',
    })
  })

  it('filters by actor, action and dates, and pages', async () => {
    const all = await auditRows('?limit=500')
    expect(all.total).toBeGreaterThan(3)
    const byActor = await auditRows('?actor=ADMIN@niaga')
    expect(byActor.total).toBe(all.total)
    expect((await auditRows('?actor=nobody@example.my')).total).toBe(0)
    const accountsOnly = await auditRows('?action=accounts')
    expect(accountsOnly.data.every((row) => row.action.startsWith('accounts.'))).toBe(true)
    expect((await auditRows('?action=accounts.crea')).total).toBe(0)
    // The seed's two rows (the admin opening the demo merchants) are a week old; everything else is today's.
    const seeded = await auditRows('?end_date=21-11-2026')
    expect(seeded.data.map((row) => [row.action, row.summary.note])).toEqual([
      ['accounts.create', 'Sandbox demo data'],
      ['accounts.create', 'Sandbox demo data'],
    ])
    expect((await auditRows('?start_date=22-11-2026&end_date=22-11-2026')).total).toBe(all.total - 2)
    expect((await auditRows('?start_date=23-11-2026')).total).toBe(0)
    const page = await auditRows('?limit=2&skip=1')
    expect(page.data.map((row) => row.id)).toEqual(all.data.slice(1, 3).map((row) => row.id))
    const oldest = await auditRows('?order=asc&limit=1')
    expect(oldest.data[0]!.id).toBe(all.data.at(-1)!.id)
  })

  it('cannot be changed: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = (await auditRows()).total
    await expect(api.db.execute(sql`update audit_logs set action = 'forged'`)).rejects.toThrow()
    await expect(api.db.execute(sql`delete from audit_logs`)).rejects.toThrow()
    await expect(api.db.execute(sql`truncate audit_logs`)).rejects.toThrow()
    const after = await auditRows('?limit=500')
    expect(after.total).toBe(before)
    expect(after.data.some((row) => row.action === 'forged')).toBe(false)
  })
})
