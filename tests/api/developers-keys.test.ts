// API keys and the merchant API: a secret is shown once and only its hash is stored; scopes decide reads
// and writes; console-only operations refuse keys; rolling keeps the old key for the overlap; revoking stops
// it; the IP whitelist (single addresses, CIDR v4 and v6, empty = everyone) guards key calls; each key has
// its own rate limit with RateLimit-* headers; every key call is counted; and a key reaches only its account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ApiKey, ApiKeyDashboard, ApiKeyReport, WhitelistEntry } from '../../src/contract/developers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import { eq } from 'drizzle-orm'
import { apiKeys, apiKeyUsage } from '../../server/db/schema/index.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { createKey, whitelist, withKey } from '../support/developers.ts'
import { registerMerchant } from '../support/pools.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const HOUR = 3600

describe('a key’s life', () => {
  it('shows the secret once, keeps only its hash, and lists the key by prefix', async () => {
    const key = await createKey(api, token, { name: 'Billing server' })
    expect(key.secret).toMatch(/^nk_sandbox_[A-Za-z0-9_-]{40}$/)
    expect(key.secret.startsWith(key.prefix)).toBe(true)
    expect(key.secret.endsWith(key.last4)).toBe(true)
    expect(key).toMatchObject({
      name: 'Billing server',
      status: 'active',
      rate_limit_per_minute: 600,
      created_by: 'merchant@niaga.test',
    })
    expect(Object.values(key.scopes).every((access) => access === 'read')).toBe(true)

    const read = await api.call<ApiKey>('GET', `/merchant-api/${key.id}`, { token })
    expect(read.body.data).not.toHaveProperty('secret')
    const listed = await api.call<ListData<ApiKey>>('POST', '/merchant-api/merchant/list', { token })
    expect(listed.body.data.list.data.find((k) => k.id === key.id)).not.toHaveProperty('secret')
    expect(JSON.stringify(listed.body)).not.toContain(key.secret)

    const stored = JSON.stringify(await api.db.select().from(apiKeys))
    expect(stored).not.toContain(key.secret)
    expect(stored).not.toContain(key.secret.slice(-30))
    expect(await withKey(api, key.secret, 'GET', '/customers').then((r) => r.body.response_code)).toBe(
      ResponseCode.SUCCESS,
    )
  })

  it('is for owners and administrators: staff cannot see, create, change, roll or revoke keys', async () => {
    const made = await api.call('POST', '/users', {
      token,
      body: {
        full_name: 'Staff Keys',
        email: 'staff-keys@example.my',
        role_code: 'staff',
        password: 'Staff#2026',
      },
    })
    expect(made.body.response_code).toBe(ResponseCode.SUCCESS)
    const staff = (await api.login('staff-keys@example.my', 'Staff#2026')).access_token
    const key = await createKey(api, token)
    const refused: [string, string, unknown][] = [
      ['POST', '/merchant-api/merchant/list', undefined],
      ['GET', `/merchant-api/${key.id}`, undefined],
      ['GET', `/merchant-api/auth-key/${key.id}/dashboard`, undefined],
      ['POST', '/merchant-api', { name: 'Mine' }],
      ['PUT', '/merchant-api', { id: key.id, name: 'Mine' }],
      ['POST', `/merchant-api/${key.id}/roll`, {}],
      ['POST', `/merchant-api/${key.id}/revoke`, undefined],
      ['POST', '/white-list-address', { address: '203.0.113.1' }],
      ['PUT', '/payment-services/merchant-callback-data/endpoint', { url: 'https://example.my/hook' }],
    ]
    for (const [method, path, body] of refused) {
      expect(
        (await api.call(method, path, { token: staff, ...(body === undefined ? {} : { body }) })).body
          .response_code,
        `${method} ${path}`,
      ).toBe(ResponseCode.FORBIDDEN)
    }
  })

  it('revoking stops the key at once with 401, and the console still lists it as revoked', async () => {
    const key = await createKey(api, token)
    const revoked = await api.call<ApiKey>('POST', `/merchant-api/${key.id}/revoke`, { token })
    expect(revoked.body.data).toMatchObject({ status: 'revoked' })
    const res = await withKey(api, key.secret, 'GET', '/customers')
    expect(res.body).toMatchObject({
      response_code: ResponseCode.NOT_AUTHENTICATED,
      description: 'This API key was revoked',
    })
    expect(
      (await api.call('POST', `/merchant-api/${key.id}/roll`, { token, body: {} })).body.response_code,
    ).toBe(ResponseCode.CONFLICT)
  })

  it('a made-up or mangled key is refused with 401', async () => {
    const key = await createKey(api, token)
    const mangled = `${key.secret.slice(0, -1)}${key.secret.endsWith('A') ? 'B' : 'A'}`
    for (const secret of [mangled, 'nk_sandbox_short', `nk_sandbox_${'x'.repeat(40)}`]) {
      expect((await withKey(api, secret, 'GET', '/customers')).body.response_code).toBe(
        ResponseCode.NOT_AUTHENTICATED,
      )
    }
  })

  it('rolling gives a new secret; the old one works through the overlap, then stops', async () => {
    const old = await createKey(api, token, { name: 'Rolling', scopes: { bills: 'write' } })
    const rolled = await api.call<ApiKey & { secret: string }>('POST', `/merchant-api/${old.id}/roll`, {
      token,
      body: { overlap_hours: 2 },
    })
    expect(rolled.body.response_code).toBe(ResponseCode.SUCCESS)
    const fresh = rolled.body.data
    expect(fresh).toMatchObject({
      name: 'Rolling',
      status: 'active',
      rolled_from: old.id,
      scopes: { bills: 'write' },
    })
    expect(fresh.secret).not.toBe(old.secret)
    const before = await api.call<ApiKey>('GET', `/merchant-api/${old.id}`, { token })
    expect(before.body.data).toMatchObject({ status: 'expiring', rolled_to: fresh.id })

    expect((await withKey(api, old.secret, 'GET', '/customers')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    expect((await withKey(api, fresh.secret, 'GET', '/customers')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    api.clock.advance(2 * HOUR * 1000 + 1000)
    token = (await api.login('merchant@niaga.test')).access_token // the console session idled out meanwhile
    const late = await withKey(api, old.secret, 'GET', '/customers')
    expect(late.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    expect(late.body.description).toContain('rolled')
    expect((await withKey(api, fresh.secret, 'GET', '/customers')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    expect((await api.call<ApiKey>('GET', `/merchant-api/${old.id}`, { token })).body.data.status).toBe(
      'expired',
    )
  })

  it('PUT merchant-api renames and rescopes a key; groups left out keep their access', async () => {
    const key = await createKey(api, token, { scopes: { customers: 'write', payouts: 'none' } })
    const updated = await api.call<ApiKey>('PUT', '/merchant-api', {
      token,
      body: { id: key.id, name: 'Renamed', scopes: { bills: 'write' } },
    })
    expect(updated.body.data).toMatchObject({
      name: 'Renamed',
      scopes: { customers: 'write', payouts: 'none', bills: 'write', collections: 'read' },
    })
  })
})

describe('scopes and console-only operations', () => {
  it('a read-only key reads but cannot create (4030); a write key creates', async () => {
    const reader = await createKey(api, token)
    const writer = await createKey(api, token, { scopes: { customers: 'write' } })
    const body = { name: 'Aminah Yusof', email: 'aminah@example.my' }
    const refused = await withKey(api, reader.secret, 'POST', '/customers', { body })
    expect(refused.body.response_code).toBe(ResponseCode.FORBIDDEN)
    expect(refused.body.description).toContain('needs write access')
    expect((await withKey(api, writer.secret, 'POST', '/customers', { body })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    expect((await withKey(api, reader.secret, 'GET', '/customers')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
  })

  it('none takes a group away entirely', async () => {
    const key = await createKey(api, token, { scopes: { payouts: 'none' } })
    expect((await withKey(api, key.secret, 'GET', '/payout-records')).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    expect((await withKey(api, key.secret, 'GET', '/payment-records')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
  })

  it('keys never reach users, roles, keys, the whitelist or settings', async () => {
    const key = await createKey(
      api,
      token,
      Object.fromEntries([
        [
          'scopes',
          {
            collections: 'write',
            bills: 'write',
            customers: 'write',
            payments: 'write',
            refunds: 'write',
            payouts: 'write',
            webhooks: 'write',
          },
        ],
      ]),
    )
    const consoleOnly: [string, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', '/roles'],
      ['GET', '/users/me'],
      ['POST', '/merchant-api', { name: 'Escalate' }],
      ['POST', '/merchant-api/merchant/list'],
      ['POST', '/white-list-address', { address: '0.0.0.0/0' }],
      ['GET', '/payment-services/merchant-callback-data/secret'],
      ['PUT', '/accounts/merchant/confident-ratio-setting', { reserve_percent: 0 }],
      ['GET', '/products'],
      ['POST', '/jwt/logout'],
    ]
    for (const [method, path, body] of consoleOnly) {
      const res = await withKey(api, key.secret, method, path, body === undefined ? {} : { body })
      expect(res.body.response_code, `${method} ${path}`).toBe(ResponseCode.FORBIDDEN)
      expect(res.body.description, `${method} ${path}`).toContain('console-only')
    }
  })

  it('a key drives the merchant API: a collection, a bill, reading and cancelling it', async () => {
    const key = await createKey(api, token, { scopes: { collections: 'write', bills: 'write' } })
    const collection = await withKey<Collection>(api, key.secret, 'POST', '/collections', {
      body: { title: 'API fees', kind: 'bill' },
    })
    expect(collection.body.response_code).toBe(ResponseCode.SUCCESS)
    const bill = await withKey<Bill>(api, key.secret, 'POST', '/collections/bill-method', {
      body: {
        collection_id: collection.body.data.id,
        payer_name: 'Siti',
        payer_email: 'siti@example.my',
        amount: '45.00',
      },
    })
    expect(bill.body.data).toMatchObject({ amount: '45.00', status: 'pending' })
    const read = await withKey<Bill>(api, key.secret, 'GET', `/customer-bills/${bill.body.data.id}`)
    expect(read.body.data.invoice_no).toBe(bill.body.data.invoice_no)
    const cancelled = await withKey<Bill>(api, key.secret, 'PUT', `/customer-bills/${bill.body.data.id}`, {
      body: { status: 'cancelled' },
    })
    expect(cancelled.body.data.status).toBe('cancelled')
  })
})

describe('the IP whitelist', () => {
  it('allows every address while empty, then only listed addresses and ranges, naming a refused caller', async () => {
    const shop = await registerMerchant(api)
    const key = await createKey(api, shop.token)
    expect(
      (await withKey(api, key.secret, 'GET', '/customers', { ip: '198.51.100.7' })).body.response_code,
    ).toBe(ResponseCode.SUCCESS)

    await whitelist(api, shop.token, '203.0.113.10')
    const refused = await withKey(api, key.secret, 'GET', '/customers', { ip: '198.51.100.7' })
    expect(refused.body.response_code).toBe(ResponseCode.FORBIDDEN)
    expect(refused.body.description).toContain('198.51.100.7')
    expect(
      (await withKey(api, key.secret, 'GET', '/customers', { ip: '203.0.113.10' })).body.response_code,
    ).toBe(ResponseCode.SUCCESS)
    // The console is not whitelisted: the merchant can always log in to fix the list.
    expect(
      (await api.call('GET', '/customers', { token: shop.token, ip: '198.51.100.7' })).body.response_code,
    ).toBe(ResponseCode.SUCCESS)
  })

  it('matches CIDR ranges in IPv4 and IPv6, and IPv4-mapped IPv6 callers', async () => {
    const shop = await registerMerchant(api)
    const key = await createKey(api, shop.token)
    const v4 = await whitelist(api, shop.token, '192.0.2.77/24')
    expect(v4).toMatchObject({ address: '192.0.2.0/24', ip_version: 4 })
    const v6 = await whitelist(api, shop.token, '2001:DB8:abcd::/48')
    expect(v6).toMatchObject({ address: '2001:db8:abcd::/48', ip_version: 6 })
    const cases: [string, number][] = [
      ['192.0.2.1', ResponseCode.SUCCESS],
      ['192.0.2.254', ResponseCode.SUCCESS],
      ['::ffff:192.0.2.9', ResponseCode.SUCCESS],
      ['192.0.3.1', ResponseCode.FORBIDDEN],
      ['2001:db8:abcd:12::1', ResponseCode.SUCCESS],
      ['2001:db8:abce::1', ResponseCode.FORBIDDEN],
      ['not-an-address', ResponseCode.FORBIDDEN],
    ]
    for (const [ip, code] of cases)
      expect((await withKey(api, key.secret, 'GET', '/customers', { ip })).body.response_code, ip).toBe(code)
  })

  it('disabling the only entry, or removing it, opens the account to every address again', async () => {
    const shop = await registerMerchant(api)
    const key = await createKey(api, shop.token)
    const entry = await whitelist(api, shop.token, '2001:db8::1')
    expect(entry.address).toBe('2001:db8::1/128')
    expect((await withKey(api, key.secret, 'GET', '/customers', { ip: '10.9.9.9' })).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    const disabled = await api.call<WhitelistEntry>('PUT', `/white-list-address/${entry.id}`, {
      token: shop.token,
      body: { status: 'disabled' },
    })
    expect(disabled.body.data.status).toBe('disabled')
    expect((await withKey(api, key.secret, 'GET', '/customers', { ip: '10.9.9.9' })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    await api.call('PUT', `/white-list-address/${entry.id}`, {
      token: shop.token,
      body: { status: 'active' },
    })
    expect(
      (await api.call('DELETE', `/white-list-address/${entry.id}`, { token: shop.token })).body.response_code,
    ).toBe(ResponseCode.SUCCESS)
    expect((await withKey(api, key.secret, 'GET', '/customers', { ip: '10.9.9.9' })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
  })

  it('refuses bad addresses with a clear message and duplicates with 4090', async () => {
    const shop = await registerMerchant(api)
    for (const address of ['300.1.1.1', '10.0.0.0/33', 'example.com', '2001:db8::/129', '1.2.3']) {
      const res = await api.call('POST', '/white-list-address', { token: shop.token, body: { address } })
      expect(res.body.response_code, address).toBe(ResponseCode.VALIDATION_FAILED)
      expect(JSON.stringify(res.body.data), address).toContain('IPv4 or IPv6')
    }
    await whitelist(api, shop.token, '203.0.113.0/24')
    expect(
      (
        await api.call('POST', '/white-list-address', {
          token: shop.token,
          body: { address: '203.0.113.99/24' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.CONFLICT)
  })

  it('tells the caller its own address as the server sees it', async () => {
    const res = await api.call<{ address: string }>('GET', '/white-list-address/my-address', {
      token,
      ip: '198.51.100.44',
    })
    expect(res.body.data.address).toBe('198.51.100.44')
  })
})

describe('rate limits per key', () => {
  it('sends RateLimit-* headers and answers 4290 with retry_after past the limit, per key, until the window passes', async () => {
    const limited = await createKey(api, token, { rate_limit_per_minute: 10 })
    const other = await createKey(api, token, { rate_limit_per_minute: 10 })
    for (let i = 0; i < 10; i++) {
      const res = await withKey(api, limited.secret, 'GET', '/collections?limit=1')
      expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
      expect(res.headers.get('ratelimit-limit')).toBe('10')
      expect(res.headers.get('ratelimit-remaining')).toBe(String(9 - i))
    }
    const over = await withKey<{ retry_after: number }>(api, limited.secret, 'GET', '/collections?limit=1')
    expect(over.status).toBe(429)
    expect(over.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
    expect(over.body.data.retry_after).toBeGreaterThan(0)
    expect(over.body.data.retry_after).toBeLessThanOrEqual(60)
    expect(over.headers.get('retry-after')).toBe(String(over.body.data.retry_after))
    expect(over.headers.get('ratelimit-remaining')).toBe('0')
    // Another key of the same account has its own budget; the console is not limited by keys.
    expect((await withKey(api, other.secret, 'GET', '/collections?limit=1')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    api.clock.advance(61_000)
    token = (await api.login('merchant@niaga.test')).access_token
    expect((await withKey(api, limited.secret, 'GET', '/collections?limit=1')).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
  })
})

describe('usage', () => {
  it('counts every key call per operation and outcome, shows it on the key’s dashboard and reports, and notes where it was last used', async () => {
    const key = await createKey(api, token, { scopes: { customers: 'write' } })
    for (let i = 0; i < 3; i++) await withKey(api, key.secret, 'GET', '/customers', { ip: '198.51.100.20' })
    await withKey(api, key.secret, 'POST', '/customers', { body: { name: '' }, ip: '198.51.100.20' })
    await withKey(api, key.secret, 'GET', '/users', { ip: '198.51.100.21' })

    const dash = await api.call<ApiKeyDashboard>('GET', `/merchant-api/auth-key/${key.id}/dashboard`, {
      token,
    })
    expect(dash.body.response_code).toBe(ResponseCode.SUCCESS)
    expect(dash.body.data.today).toMatchObject({ calls: 5, errors: 2 })
    expect(dash.body.data.days).toHaveLength(30)
    expect(dash.body.data.days.at(-1)).toMatchObject({ calls: 5, errors: 2 })
    expect(dash.body.data.operations.find((o) => o.operation === 'customers.list')).toMatchObject({
      calls: 3,
      errors: 0,
    })
    expect(dash.body.data.key).toMatchObject({ last_used_ip: '198.51.100.20' })
    expect(dash.body.data.key.last_used_at).not.toBeNull()

    const now = api.clock.now()
    const myt = new Date(now.getTime() + 8 * HOUR * 1000)
    const date = `${String(myt.getUTCDate()).padStart(2, '0')}-${String(myt.getUTCMonth() + 1).padStart(2, '0')}-${myt.getUTCFullYear()}`
    for (const type of ['day', 'week', 'month', 'year'] as const) {
      const report = await api.call<ApiKeyReport>(
        'GET',
        `/merchant-api/auth-key/${key.id}/reports/${type}/${date}`,
        { token },
      )
      expect(report.body.response_code, type).toBe(ResponseCode.SUCCESS)
      expect(report.body.data.totals, type).toMatchObject({ calls: 5, errors: 2 })
      expect(
        report.body.data.series.reduce((n, b) => n + b.calls, 0),
        type,
      ).toBe(5)
      expect(report.body.data.outcomes, type).toEqual(
        expect.arrayContaining([
          { response_code: 2000, calls: 3 },
          { response_code: 4000, calls: 1 },
          { response_code: 4030, calls: 1 },
        ]),
      )
    }
    const day = await api.call<ApiKeyReport>('GET', `/merchant-api/auth-key/${key.id}/reports/day/${date}`, {
      token,
    })
    expect(day.body.data.series).toHaveLength(24)
    expect(
      (await api.call('GET', `/merchant-api/auth-key/${key.id}/reports/day/31-02-2026`, { token })).body
        .response_code,
    ).toBe(ResponseCode.VALIDATION_FAILED)
    expect(
      (await api.call('GET', `/merchant-api/auth-key/${key.id}/reports/fortnight/${date}`, { token })).body
        .response_code,
    ).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('writes the counts to the database by itself within a second, for other processes to read', async () => {
    const key = await createKey(api, token)
    for (let i = 0; i < 4; i++) await withKey(api, key.secret, 'GET', '/collections?limit=1')
    const stored = async () =>
      (await api.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.key_id, key.id))).reduce(
        (n, row) => n + row.calls,
        0,
      )
    await expect.poll(stored, { timeout: 3000, interval: 200 }).toBe(4)
  })
})

describe('tenancy', () => {
  it('a key reaches only its own account’s data, and one merchant cannot see or touch another’s keys or whitelist', async () => {
    const shop = await registerMerchant(api)
    const key = await createKey(api, shop.token, { scopes: { bills: 'write', collections: 'write' } })
    const demoBills = await api.call<ListData<Bill>>('GET', '/customer-bills?limit=1', { token })
    const theirs = demoBills.body.data.list.data[0]!
    expect((await withKey(api, key.secret, 'GET', `/customer-bills/${theirs.id}`)).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (
        await withKey(api, key.secret, 'PUT', `/customer-bills/${theirs.id}`, {
          body: { status: 'cancelled' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const mine = await withKey<ListData<Bill>>(api, key.secret, 'GET', '/customer-bills')
    expect(mine.body.data.list.data.every((b) => b.id !== theirs.id)).toBe(true)

    const demoKey = await createKey(api, token)
    const entry = await whitelist(api, token, '198.51.100.0/24')
    expect(
      (await api.call('GET', `/merchant-api/${demoKey.id}`, { token: shop.token })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('POST', `/merchant-api/${demoKey.id}/revoke`, { token: shop.token })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('POST', `/merchant-api/${demoKey.id}/roll`, { token: shop.token, body: {} })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (
        await api.call('PUT', '/merchant-api', {
          token: shop.token,
          body: { id: demoKey.id, name: 'Mine now' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('GET', `/merchant-api/auth-key/${demoKey.id}/dashboard`, { token: shop.token })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (
        await api.call('PUT', `/white-list-address/${entry.id}`, {
          token: shop.token,
          body: { status: 'disabled' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('DELETE', `/white-list-address/${entry.id}`, { token: shop.token })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const listed = await api.call<ListData<ApiKey>>('POST', '/merchant-api/merchant/list', {
      token: shop.token,
    })
    expect(listed.body.data.list.data.map((k) => k.id)).toEqual([key.id])
    await api.call('DELETE', `/white-list-address/${entry.id}`, { token })
  })
})
