// The sandbox tools sit behind one SANDBOX setting: the demo logins the login page offers, auth/test-token,
// the outbox, the clock and the /sandbox payment pages. On: they work (the clock moves, bad input is 4000).
// Off: each answers a clear 4041, is left out of the API reference, and the demo logins are not announced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { SandboxClockView } from '../../src/contract/sandbox-clock.ts'
import { startApi, type Api } from '../support/api-harness.ts'

const SANDBOX_PATHS: [string, string][] = [
  ['POST', '/auth/test-token'],
  ['GET', '/sandbox/outbox'],
  ['GET', '/sandbox/clock'],
  ['POST', '/sandbox/clock/advance'],
]

async function openApiPaths(api: Api): Promise<string[]> {
  const res = await api.app.request('/api/v1/openapi.json')
  return Object.keys(((await res.json()) as { paths: Record<string, unknown> }).paths)
}

describe('with SANDBOX on (npm start with PGlite)', () => {
  let api: Api
  let token: string
  beforeAll(async () => {
    api = await startApi()
    token = (await api.login('merchant@niaga.test')).access_token
  })
  afterAll(() => api.close())

  it('announces the demo logins to the login page', async () => {
    const res = await api.call('POST', '/portal/public/portal-constant', { body: {} })
    expect(res.body.data).toMatchObject({
      sandbox: true,
      demo_logins: {
        password: 'Sandbox#2026',
        logins: [
          { username: 'merchant@niaga.test', label: 'Merchant' },
          { username: 'merchant2@niaga.test', label: 'Second merchant' },
          { username: 'introducer@niaga.test', label: 'Introducer' },
          { username: 'admin@niaga.test', label: 'Admin' },
        ],
      },
    })
  })

  it('reads the clock and moves it on by the seconds asked for', async () => {
    const start = await api.call<SandboxClockView>('GET', '/sandbox/clock', { token })
    expect(start.body.data.now).toBe('2026-11-22T04:00:00.000Z')
    const moved = await api.call<SandboxClockView>('POST', '/sandbox/clock/advance', {
      token,
      body: { seconds: 90 },
    })
    expect(moved.body).toMatchObject({
      response_code: 2000,
      data: { now: '2026-11-22T04:01:30.000Z' },
      description: 'Clock moved 90 seconds on',
    })
    const read = await api.call<SandboxClockView>('GET', '/sandbox/clock', { token })
    expect(read.body.data.now).toBe('2026-11-22T04:01:30.000Z')
    expect(api.clock.now().toISOString()).toBe('2026-11-22T04:01:30.000Z')
  })

  it('a day on: the caller’s session moves with the clock (fresh token), every other session has aged out', async () => {
    const other = (await api.login('merchant2@niaga.test')).access_token
    const moved = await api.call<SandboxClockView>('POST', '/sandbox/clock/advance', {
      token,
      body: { seconds: 86400 },
    })
    expect(moved.body.data.now).toBe('2026-11-23T04:01:30.000Z')
    expect(moved.body.token).toEqual(expect.any(String))
    token = moved.body.token!
    expect((await api.call('GET', '/sandbox/clock', { token })).body.response_code).toBe(2000)
    expect((await api.call('GET', '/sandbox/clock', { token: other })).body.response_code).toBe(
      ResponseCode.SESSION_EXPIRED,
    )
  })

  it('refuses bad seconds with 4000 and a field message, and leaves the clock alone', async () => {
    const before = api.clock.now().toISOString()
    const cases: [unknown, string][] = [
      [{ seconds: 0 }, 'The seconds field must be at least 1'],
      [{ seconds: -60 }, 'The seconds field must be at least 1'],
      [{ seconds: 1.5 }, 'The seconds field must be a whole number'],
      [{ seconds: '60' }, 'The seconds field must be a number'],
      [{ seconds: 366 * 86400 + 1 }, 'The seconds field must be at most 31622400 (366 days)'],
      [{}, 'This field is required'],
    ]
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/sandbox/clock/advance', { token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({
        response_code: ResponseCode.VALIDATION_FAILED,
        data: { breakdown: { seconds: message } },
      })
    }
    const extra = await api.call('POST', '/sandbox/clock/advance', {
      token,
      body: { seconds: 5, minutes: 1 },
    })
    expect(extra.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { minutes: 'Unknown field' } },
    })
    expect(api.clock.now().toISOString()).toBe(before)
  })

  it('needs a session to read or move the clock', async () => {
    expect((await api.call('GET', '/sandbox/clock')).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
    expect(
      (await api.call('POST', '/sandbox/clock/advance', { body: { seconds: 5 } })).body.response_code,
    ).toBe(ResponseCode.NOT_AUTHENTICATED)
  })

  it('lists the sandbox calls in the API reference', async () => {
    expect(await openApiPaths(api)).toEqual(
      expect.arrayContaining([
        '/auth/test-token',
        '/sandbox/outbox',
        '/sandbox/clock',
        '/sandbox/clock/advance',
      ]),
    )
  })
})

describe('with SANDBOX off (the default with DATABASE_URL)', () => {
  let api: Api
  let token: string
  beforeAll(async () => {
    api = await startApi({ config: { sandbox: false } })
    token = (await api.login('merchant@niaga.test')).access_token
  })
  afterAll(() => api.close())

  it('refuses every sandbox call with 4041, logged in or not', async () => {
    for (const [method, path] of SANDBOX_PATHS) {
      for (const auth of [token, undefined]) {
        const res = await api.call(method, path, {
          token: auth,
          body: method === 'POST' ? { seconds: 60 } : undefined,
        })
        expect(res.status, path).toBe(404)
        expect(res.body, path).toMatchObject({
          response_code: ResponseCode.ENDPOINT_NOT_FOUND,
          data: null,
          description: `${method} /api/v1${path} is a sandbox tool, and the sandbox is off on this server (SANDBOX=0)`,
        })
      }
    }
    expect(api.clock.now().toISOString()).toBe('2026-11-22T04:00:00.000Z')
  })

  it('has no sandbox payment pages', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await api.app.request('/sandbox/pay/TXN-1', { method })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({
        response_code: ResponseCode.ENDPOINT_NOT_FOUND,
        description: `${method} /sandbox/pay/TXN-1 is a sandbox tool, and the sandbox is off on this server (SANDBOX=0)`,
      })
    }
  })

  it('does not announce demo logins, and leaves the sandbox calls out of the API reference', async () => {
    const res = await api.call('POST', '/portal/public/portal-constant', { body: {} })
    expect(res.body.data).toMatchObject({ sandbox: false, demo_logins: null })
    const paths = await openApiPaths(api)
    for (const [, path] of SANDBOX_PATHS) expect(paths).not.toContain(path)
    expect(paths).toContain('/portal/public/portal-constant')
  })
})
