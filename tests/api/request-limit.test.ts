// Every call to /api/v1 counts against its caller's limit per minute (server/http/request-limit.ts); the
// OpenAPI conformance check (api-harness.ts) holds every other test's answers to the documented headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi({ config: { apiRequestsPerMinute: 3 } })
})
afterAll(() => api.close())

// The harness gives each call its own address unless told (api-harness.ts): these calls share one.
const ip = '198.51.100.7'

describe('the limit on calls per address', () => {
  it('says where the caller stands on every answer, then refuses with 4290 and Retry-After', async () => {
    const first = await api.call('GET', '/users/me', { ip })
    expect(first.status).toBe(401)
    expect(first.headers.get('ratelimit-limit')).toBe('3')
    expect(first.headers.get('ratelimit-remaining')).toBe('2')
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60')
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0)
    expect(first.headers.get('access-control-allow-origin')).toBe(new URL(api.config.publicUrl).origin)

    const second = await api.call('GET', '/onboard/constant/system-constant', { ip })
    expect(second.status).toBe(200)
    expect(second.headers.get('ratelimit-remaining')).toBe('1')
    await api.call('GET', '/onboard/constant/system-constant', { ip })

    const refused = await api.call<{ retry_after: number }>('GET', '/onboard/constant/system-constant', {
      ip,
    })
    expect(refused.status).toBe(429)
    expect(refused.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
    expect(refused.body.data.retry_after).toBeGreaterThan(0)
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.data.retry_after))
    expect(refused.headers.get('ratelimit-remaining')).toBe('0')
    // A login is refused too: a guesser cannot get around the limit by switching calls.
    const login = await api.call('POST', '/auth/access-token-viu', {
      body: { username: 'nobody@example.com', password: 'wrong-password' },
      ip,
    })
    expect(login.status).toBe(429)
    // Another address has its own count.
    const other = await api.call('GET', '/onboard/constant/system-constant', { ip: '203.0.113.9' })
    expect(other.status).toBe(200)
    expect(other.headers.get('ratelimit-remaining')).toBe('2')
  })
})
