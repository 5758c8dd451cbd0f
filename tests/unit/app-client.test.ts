import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiData,
  apiDownload,
  apiRequest,
  NetworkError,
  REPORT_LIST_SUCCESS_CODES,
} from '../../src/api/client.ts'
import { subscribeApiEvents, type ApiEvent } from '../../src/api/events.ts'
import { isLoggedIn, saveSession } from '../../src/api/session.ts'
import { isOnline } from '../../src/offline/connectivity.ts'
import type { SessionData } from '../../src/contract/auth.ts'
import { MemoryStorage } from '../support/memory-storage.ts'

const envelope = (
  response_code: number,
  data: unknown = null,
  token: string | null = null,
  description = 'x',
) => ({
  response_code,
  token,
  data,
  description,
})

/** This request fails on the network; the server itself still answers (the client's reachability check). */
function failThisRequestOnly() {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
    init?.method === 'HEAD'
      ? Promise.resolve(new Response(null, { status: 404 }))
      : Promise.reject(new TypeError('Failed to fetch')),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const session: SessionData = {
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 900,
  user: {
    id: 'u1',
    email: 'merchant@niaga.test',
    username: 'merchant',
    full_name: 'Merchant',
    phone: null,
    language: 'en',
  },
  account: {
    id: 'a1',
    type: 'merchant',
    name: 'Kedai',
    email: null,
    phone: null,
    record_status_id: 1,
    role: null,
    plan: null,
  },
}

let events: ApiEvent[]
let unsubscribe: () => void

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
  events = []
  unsubscribe = subscribeApiEvents((event) => events.push(event))
})

afterEach(() => {
  unsubscribe()
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('calls /api/v1/ with the bearer token and resolves the envelope on 2000', async () => {
    saveSession(session)
    const fetchMock = respond(envelope(2000, { ok: true }))
    const result = await apiRequest<{ ok: boolean }>('POST', 'things', {
      body: { a: 1 },
      query: { skip: 0, q: undefined },
    })
    expect(result.data).toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/things?skip=0')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')
    expect(init?.body).toBe('{"a":1}')
    expect(events).toEqual([])
  })

  it('stores the renewed token of a sliding session', async () => {
    saveSession(session)
    respond(envelope(2000, null, 'token-2'))
    await apiRequest('GET', 'accounts/me')
    expect(localStorage.getItem('accessToken')).toBe('token-2')
  })

  it('does not revive a session that ended while the request was in flight', async () => {
    saveSession(session)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        localStorage.clear()
        return Promise.resolve(new Response(JSON.stringify(envelope(2000, null, 'token-2'))))
      }),
    )
    await apiRequest('GET', 'accounts/me')
    expect(isLoggedIn()).toBe(false)
  })

  it.each([401, 7777])('logs out silently on fatal code %i', async (code) => {
    saveSession(session)
    localStorage.setItem('skin', 'dark')
    respond(envelope(code, null, null, 'SESSION EXPIRED'), 401)
    await expect(apiRequest('GET', 'accounts/me')).rejects.toBeInstanceOf(ApiError)
    expect(localStorage.length).toBe(0)
    expect(events).toEqual([{ type: 'session-ended' }])
  })

  it('shows the error dialog and rejects with the envelope on other codes, whatever the HTTP status', async () => {
    const body = envelope(4000, { breakdown: { email: 'is invalid' } }, null, 'VALIDATION_FAILED')
    respond(body, 400)
    const error = await apiRequest('POST', 'customers').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).envelope).toEqual(body)
    expect((error as ApiError).code).toBe(4000)
    expect(events).toEqual([{ type: 'error-dialog', envelope: body }])
  })

  it('suppresses the dialog for listed codes and for suppress: true', async () => {
    respond(envelope(3333))
    await expect(apiRequest('POST', 'user-tour-setting/me', { suppress: [3333] })).rejects.toBeInstanceOf(
      ApiError,
    )
    respond(envelope(4001))
    await expect(apiRequest('POST', 'auth/access-token-viu', { suppress: true })).rejects.toBeInstanceOf(
      ApiError,
    )
    respond(envelope(4000))
    await expect(apiRequest('POST', 'x', { suppress: [3333] })).rejects.toBeInstanceOf(ApiError)
    expect(events.map((event) => event.type)).toEqual(['error-dialog'])
  })

  it('accepts 2100 where the report list says so', async () => {
    respond(envelope(2100, []))
    await expect(
      apiRequest('POST', 'reports', { successCodes: REPORT_LIST_SUCCESS_CODES }),
    ).resolves.toMatchObject({
      response_code: 2100,
    })
    respond(envelope(2100, []))
    await expect(apiRequest('POST', 'reports')).rejects.toBeInstanceOf(ApiError)
  })

  it('reports a network failure as "handlecatch Error" and rejects', async () => {
    const fetchMock = failThisRequestOnly()
    await expect(apiRequest('GET', 'accounts/me')).rejects.toBeInstanceOf(NetworkError)
    expect(events).toEqual([
      { type: 'network-error', title: 'handlecatch Error', message: 'Failed to fetch' },
    ])
    // The server was asked directly, past every cache, before the failure was called an error.
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/', { method: 'HEAD', cache: 'no-store' })
    expect(isOnline()).toBe(true)
  })

  it('says so when the browser is online but the server cannot be reached, and marks it unreachable until an answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    // navigator.onLine still says online, as it does when the server is down or a link dropped.
    await expect(apiRequest('GET', 'accounts/me')).rejects.toBeInstanceOf(NetworkError)
    expect(events).toEqual([
      { type: 'network-error', title: 'handlecatch Error', message: 'Failed to fetch' },
    ])
    expect(isOnline()).toBe(false)

    // An answer the service worker gave from its cache proves nothing about the network.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(envelope(2000, { id: 'acc-1' })), {
            headers: { 'x-niaga-from-cache': '1' },
          }),
        ),
      ),
    )
    await apiRequest('GET', 'accounts/me')
    expect(isOnline()).toBe(false)

    respond(envelope(2000, { id: 'acc-1' }))
    await apiRequest('GET', 'accounts/me')
    expect(isOnline()).toBe(true)
  })

  it('treats a body that is not an envelope as a network failure', async () => {
    respond('<html>Bad gateway</html>', 502)
    await expect(apiRequest('GET', 'accounts/me')).rejects.toBeInstanceOf(NetworkError)
    expect(events[0]).toMatchObject({ type: 'network-error', title: 'handlecatch Error' })
  })
})

describe('uploads and downloads', () => {
  it('sends a FormData as multipart: no JSON content type, the browser sets the boundary', async () => {
    saveSession(session)
    const fetchMock = respond(envelope(2000, { id: 'img-1' }))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'logo.png')
    const result = await apiRequest('POST', 'images', { body: form })
    expect(result.data).toEqual({ id: 'img-1' })
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.body).toBe(form)
    const headers = new Headers(init?.headers)
    expect(headers.has('Content-Type')).toBe(false)
    expect(headers.get('Authorization')).toBe('Bearer token-1')
  })

  it('returns the file and the name its Content-Disposition gives, preferring filename*', async () => {
    saveSession(session)
    const pdf = new Uint8Array([37, 80, 68, 70])
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="note.pdf"; filename*=UTF-8''Nota%20penghantaran%20%E2%82%AC.pdf`,
          },
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await apiDownload('POST', 'shipments/label', 'fallback.pdf', { body: { shipment_id: 's1' } })
    expect(file.filename).toBe('Nota penghantaran €.pdf')
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/shipments/label')
    expect(init?.body).toBe('{"shipment_id":"s1"}')
    expect(events).toEqual([])
  })

  it.each([
    ['attachment; filename="bills \\"2026\\".csv"', 'bills "2026".csv'],
    ['attachment; filename=template.xlsx', 'template.xlsx'],
    ['attachment', 'fallback.csv'],
  ])('reads the plain file name of %s', async (disposition, expected) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('a,b', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': disposition },
          }),
        ),
      ),
    )
    await expect(apiDownload('GET', 'template', 'fallback.csv')).resolves.toMatchObject({
      filename: expected,
    })
  })

  it('opens the error dialog when a download answers an envelope instead of a file', async () => {
    const body = envelope(4090, null, null, 'SHIPPING_NOT_PAID')
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    )
    const error = await apiDownload('POST', 'shipments/label', 'x.pdf').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe(4090)
    expect(events).toEqual([{ type: 'error-dialog', envelope: body }])
  })

  it('logs out silently when a download answers a fatal code', async () => {
    saveSession(session)
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(envelope(7777)), {
            status: 401,
            headers: { 'Content-Type': 'application/json; charset=UTF-8' },
          }),
        ),
      ),
    )
    await expect(apiDownload('GET', 'template', 'x.csv')).rejects.toBeInstanceOf(ApiError)
    expect(isLoggedIn()).toBe(false)
    expect(events).toEqual([{ type: 'session-ended' }])
  })

  it('reports a download that fails on the network as "handlecatch Error"', async () => {
    failThisRequestOnly()
    await expect(apiDownload('POST', 'shipments/label', 'x.pdf')).rejects.toBeInstanceOf(NetworkError)
    expect(events).toEqual([
      { type: 'network-error', title: 'handlecatch Error', message: 'Failed to fetch' },
    ])
  })

  it('says a download the user asked for needs the network while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(apiDownload('POST', 'shipments/label', 'x.pdf')).rejects.toBeInstanceOf(NetworkError)
    expect(events).toEqual([
      { type: 'network-error', title: 'handlecatch Error', message: 'You are offline' },
    ])
  })

  it('stays quiet about a read, a GET or a list POST, while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { signal } = new AbortController()
    await expect(apiDownload('GET', 'reports/1/download', 'x.csv')).rejects.toBeInstanceOf(NetworkError)
    await expect(apiData('POST', 'shipments/order/merchant-shipments', { signal })).rejects.toBeInstanceOf(
      NetworkError,
    )
    expect(events).toEqual([])
  })
})
