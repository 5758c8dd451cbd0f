import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const me = (token?: string) => api.call<{ email: string }>('GET', '/users/me', { token })

describe('access tokens', () => {
  it('a protected call without a token, with garbage, or with a forged signature answers 401', async () => {
    const session = await api.login('merchant@niaga.test')
    const [header, payload] = session.access_token.split('.')
    const forgedBySignature = `${header}.${payload}.${'A'.repeat(43)}`
    const forgedByKey = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('niaga-sandbox')
      .setAudience('access')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
    for (const token of [undefined, 'garbage', forgedBySignature, forgedByKey]) {
      const res = await me(token)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({
        response_code: ResponseCode.NOT_AUTHENTICATED,
        description: 'NOT AUTHENTICATED',
        data: null,
      })
    }
    expect((await me(session.access_token)).body.data.email).toBe('merchant@niaga.test')
  })

  it('slides: past half its life a response carries a renewed token that works', async () => {
    const session = await api.login('merchant@niaga.test')
    const fresh = await me(session.access_token)
    expect(fresh.body.token).toBeNull()
    api.clock.advance((api.config.accessTokenTtlSeconds / 2 + 30) * 1000)
    const slid = await me(session.access_token)
    expect(slid.body.response_code).toBe(2000)
    expect(slid.body.token).toEqual(expect.any(String))
    api.clock.advance((api.config.accessTokenTtlSeconds / 2) * 1000)
    expect((await me(session.access_token)).body.response_code).toBe(ResponseCode.SESSION_EXPIRED)
    expect((await me(slid.body.token!)).body.response_code).toBe(2000)
  })

  it('an idle session past the access-token lifetime answers 7777', async () => {
    const session = await api.login('merchant2@niaga.test')
    api.clock.advance((api.config.accessTokenTtlSeconds + 1) * 1000)
    const res = await me(session.access_token)
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({
      response_code: ResponseCode.SESSION_EXPIRED,
      description: 'SESSION EXPIRED',
    })
  })

  it('a session past its absolute lifetime answers 7777 even when kept busy, and cannot be refreshed', async () => {
    const session = await api.login('merchant@niaga.test')
    let token = session.access_token
    const step = (api.config.accessTokenTtlSeconds / 2 + 1) * 1000
    const steps = Math.ceil((api.config.sessionMaxAgeSeconds * 1000) / step)
    let last = 2000
    for (let i = 0; i < steps + 1; i++) {
      api.clock.advance(step)
      const res = await me(token)
      last = res.body.response_code
      if (last !== 2000) break
      token = res.body.token ?? token
    }
    expect(last).toBe(ResponseCode.SESSION_EXPIRED)
    const refreshed = await api.call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refresh_token },
    })
    expect(refreshed.body.response_code).toBe(ResponseCode.SESSION_EXPIRED)
  })
})

describe('refresh tokens', () => {
  it('rotate: a refresh answers new tokens and the new access token works', async () => {
    const session = await api.login('merchant@niaga.test')
    const res = await api.call<{ access_token: string; refresh_token: string }>(
      'POST',
      '/jwt/refresh-token',
      {
        body: { refreshToken: session.refresh_token },
      },
    )
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data.refresh_token).not.toBe(session.refresh_token)
    expect((await me(res.body.data.access_token)).body.response_code).toBe(2000)
  })

  it('reusing a spent refresh token revokes the whole session', async () => {
    const session = await api.login('merchant@niaga.test')
    const first = await api.call<{ access_token: string; refresh_token: string }>(
      'POST',
      '/jwt/refresh-token',
      {
        body: { refreshToken: session.refresh_token },
      },
    )
    const reuse = await api.call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refresh_token },
    })
    expect(reuse.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    // Every token of that session is dead now, including the ones the legitimate rotation produced.
    expect((await me(first.body.data.access_token)).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    const next = await api.call('POST', '/jwt/refresh-token', {
      body: { refreshToken: first.body.data.refresh_token },
    })
    expect(next.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
  })

  it('an unknown refresh token answers 401 and a missing one 4000', async () => {
    expect(
      (await api.call('POST', '/jwt/refresh-token', { body: { refreshToken: 'nope' } })).body.response_code,
    ).toBe(401)
    expect((await api.call('POST', '/jwt/refresh-token', { body: {} })).body.response_code).toBe(
      ResponseCode.VALIDATION_FAILED,
    )
  })
})

describe('logout', () => {
  it('revokes the session server-side: its access and refresh tokens stop working, other sessions do not', async () => {
    const a = await api.login('merchant@niaga.test')
    const b = await api.login('merchant@niaga.test')
    const out = await api.call('POST', '/jwt/logout', { token: a.access_token })
    expect(out.body.response_code).toBe(2000)
    expect((await me(a.access_token)).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    const refresh = await api.call('POST', '/jwt/refresh-token', { body: { refreshToken: a.refresh_token } })
    expect(refresh.body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    expect((await me(b.access_token)).body.response_code).toBe(2000)
  })
})
