import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi({ seed: false })
})
afterAll(() => api.close())

describe('the envelope and the HTTP surface', () => {
  it('an unknown path answers HTTP 404 with the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await api.call(method, '/no/such/thing')
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        response_code: ResponseCode.ENDPOINT_NOT_FOUND,
        token: null,
        data: null,
        description: `No such endpoint: ${method} /api/v1/no/such/thing`,
      })
    }
  })

  it('every response has the security headers; the API is never cached', async () => {
    const res = await api.call('GET', '/users/me')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('the app shell gets a strict CSP without inline scripts', async () => {
    const res = await api.app.request('/login')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('payment pages get a stricter CSP than the console: no frames, no foreign images', async () => {
    const pay =
      (await api.app.request('/pay/bill/00000000-0000-4000-8000-000000000000')).headers.get(
        'content-security-policy',
      ) ?? ''
    expect(pay).toContain("frame-src 'none'")
    expect(pay).not.toContain('https:')
    const consoleCsp =
      (await api.app.request('/products/datatable')).headers.get('content-security-policy') ?? ''
    expect(consoleCsp).toContain('frame-src https://www.youtube.com https://player.vimeo.com')
  })

  it('publishes an OpenAPI 3.1 document where every operation has a resource.action id', async () => {
    const res = await api.app.request('/api/v1/openapi.json')
    const doc = (await res.json()) as {
      openapi: string
      paths: Record<string, Record<string, { operationId: string }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    )
    expect(ids.length).toBe(api.registry.operations.length)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/)
    expect(ids).toEqual(
      expect.arrayContaining([
        'customers.list',
        'customers.get',
        'customers.create',
        'customers.update',
        'auth.merchantAccessToken',
        'jwt.refreshToken',
      ]),
    )
    const create = doc.paths['/customers']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } }
    }
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone']),
    )
  })

  it('documents SPEC paths with a prefixed parameter as the SPEC writes them', async () => {
    const doc = (await (await api.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/stores/public/store-{ref}',
        '/stores/public/product-{ref}',
        '/stores/public/product-details-{ref}',
        '/storespublic/{uniqueId}',
      ]),
    )
    expect(Object.keys(doc.paths).filter((path) => path.includes('[^'))).toEqual([])
  })

  it('serves the API reference from this server under the strict CSP: no inline script, no third-party host', async () => {
    const res = await api.app.request('/api/v1/docs')
    const html = await res.text()
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(html).toContain('Niaga Sandbox API reference')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc="\/api\/v1\/docs\/)/)
    expect(html).not.toMatch(/https?:\/\//)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const init = await (await api.app.request('/api/v1/docs/init.js')).text()
    expect(init).toContain("url: '/api/v1/openapi.json'")
    const entry = await api.app.request('/api/v1/docs/assets/standalone.esm.js')
    expect(entry.status).toBe(200)
    expect(entry.headers.get('content-type')).toContain('javascript')
    expect((await api.app.request('/api/v1/docs/assets/..%2F..%2Fpackage.json')).status).toBe(404)
    expect((await api.app.request('/api/v1/docs/assets/standalone.js.map')).status).toBe(404)
  })

  it('the public constants, system constants and fee schedule need no login (SPEC §7 public calls)', async () => {
    const pub = await api.call<{ title: string; currency: string }>(
      'POST',
      '/portal/public/portal-constant',
      { body: {} },
    )
    expect(pub.body.data).toMatchObject({ title: 'Niaga Sandbox', currency: 'MYR' })
    const system = await api.call<{ currency: string; states: { name: string }[] }>(
      'GET',
      '/onboard/constant/system-constant',
    )
    expect(system.status).toBe(200)
    expect(system.body.data).toMatchObject({ currency: 'MYR', default_page_size: expect.any(Number) })
    expect(system.body.data.states.map((state) => state.name)).toContain('Selangor')
    // Nothing an account owns: no e-mail address, no demo login (the sandbox's public constants carry those).
    expect(JSON.stringify(system.body.data)).not.toContain('@')
    const rates = await api.call<{ channel: string; percent: string; fixed_amount: string }[]>(
      'GET',
      '/onboard/constant/system-payment-rate',
    )
    expect(rates.status).toBe(200)
    expect(rates.body.data.length).toBeGreaterThan(0)
    for (const rate of rates.body.data) {
      expect(rate.percent).toMatch(/^\d+\.\d{2}$/)
      expect(rate.fixed_amount).toMatch(/^\d+\.\d{2}$/)
    }
  })
})
