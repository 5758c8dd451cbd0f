import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const creds = (username: string, password = 'Sandbox#2026') => ({ body: { username, password } })

describe('login paths', () => {
  it('merchant-access-token logs a merchant in and answers the session data', async () => {
    const res = await api.call<{
      access_token: string
      refresh_token: string
      token_type: string
      account: { name: string; type: string; plan: Record<string, unknown> }
    }>('POST', '/auth/merchant-access-token', creds('merchant@niaga.test'))
    expect(res.status).toBe(200)
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data.access_token.split('.')).toHaveLength(3)
    expect(res.body.data.refresh_token.length).toBeGreaterThan(30)
    expect(res.body.data.token_type).toBe('Bearer')
    expect(res.body.data.account).toMatchObject({ name: 'Niaga Demo Sdn Bhd', type: 'merchant' })
    expect(res.body.data.account.plan).toMatchObject({
      fpx_enable: true,
      crypto_enable: true,
      duit_now_enable: true,
      paypal_enable: true,
    })
  })

  it('usernames are matched without regard to case', async () => {
    const res = await api.call('POST', '/auth/merchant-access-token', creds('Merchant@Niaga.TEST'))
    expect(res.body.response_code).toBe(2000)
  })

  it('merchant-access-token refuses an introducer and introducer-access-token refuses a merchant', async () => {
    const a = await api.call('POST', '/auth/merchant-access-token', creds('introducer@niaga.test'))
    expect(a.body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    const b = await api.call('POST', '/auth/introducer-access-token', creds('merchant2@niaga.test'))
    expect(b.body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    const c = await api.call<{ account: { type: string } }>(
      'POST',
      '/auth/introducer-access-token',
      creds('introducer@niaga.test'),
    )
    expect(c.body.data.account.type).toBe('introducer')
  })

  it('access-token-viu and jwt/login admit every account type', async () => {
    for (const [path, user, type] of [
      ['/auth/access-token-viu', 'admin@niaga.test', 'admin'],
      ['/jwt/login', 'introducer@niaga.test', 'introducer'],
      ['/jwt/login', 'merchant2@niaga.test', 'merchant'],
    ] as const) {
      const res = await api.call<{ account: { type: string } }>('POST', path, creds(user))
      expect(res.body.response_code, path).toBe(2000)
      expect(res.body.data.account.type).toBe(type)
    }
  })

  it('a wrong password or unknown user gets 4001 with HTTP 401 and no token', async () => {
    for (const body of [creds('merchant@niaga.test', 'Wrong#2026'), creds('nobody@niaga.test')]) {
      const res = await api.call('POST', '/auth/merchant-access-token', body)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({
        response_code: ResponseCode.LOGIN_FAILED,
        description: 'Invalid username or password',
        data: null,
        token: null,
      })
    }
  })

  it('a login body with missing or extra fields is a 4000 with a breakdown', async () => {
    const res = await api.call('POST', '/jwt/login', { body: { username: 'merchant@niaga.test', pass: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(res.body.data).toMatchObject({
      breakdown: { password: expect.any(String), pass: 'Unknown field' },
    })
  })
})

describe('login rate limits', () => {
  it('locks one username after 5 failures, even for the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await api.call(
        'POST',
        '/auth/merchant-access-token',
        creds('merchant2@niaga.test', `Wrong#${i}`),
      )
      expect(res.body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    }
    const locked = await api.call<{ retry_after: number }>(
      'POST',
      '/auth/merchant-access-token',
      creds('merchant2@niaga.test'),
    )
    expect(locked.status).toBe(429)
    expect(locked.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
    expect(locked.body.data.retry_after).toBeGreaterThan(0)
    api.clock.advance(15 * 60 * 1000 + 1000)
    const after = await api.call('POST', '/auth/merchant-access-token', creds('merchant2@niaga.test'))
    expect(after.body.response_code).toBe(2000)
  })

  it('limits one IP address to 30 attempts per window, whatever the usernames', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < 30; i++) {
      const res = await api.call('POST', '/jwt/login', {
        ...creds(`someone${i}@example.my`, 'Nope#1234'),
        ip,
      })
      expect(res.status).toBe(401)
    }
    const blocked = await api.call('POST', '/jwt/login', { ...creds('merchant@niaga.test'), ip })
    expect(blocked.status).toBe(429)
    const elsewhere = await api.call('POST', '/jwt/login', {
      ...creds('merchant@niaga.test'),
      ip: '192.0.2.78',
    })
    expect(elsewhere.body.response_code).toBe(2000)
  })
})
