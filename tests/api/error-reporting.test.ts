// Error reporting (SPEC §9): the settings the app reads, and the sandbox collector that takes the browser
// SDK's envelopes (Sentry's envelope protocol) and shows what it received.
import { gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COLLECTOR_CAPACITY,
  COLLECTOR_MAX_BYTES,
  MAX_ENVELOPE_BYTES,
  type ErrorReport,
} from '../../src/contract/error-reporting.ts'
import { errorReportingSettings } from '../../server/services/error-reports/settings.ts'
import { startApi, type Api } from '../support/api-harness.ts'

const COLLECTOR =
  '/api/v1/sandbox/error-reports/api/1/envelope/?sentry_version=7&sentry_key=niagasandbox&sentry_client=sentry.javascript.react%2F11.12.0'
const EVENT_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const encoder = new TextEncoder()

/**
 * An envelope as @sentry/core's serializeEnvelope writes it: header line, then item header and payload lines;
 * a Uint8Array payload is framed by its `length` in bytes.
 */
function serialize(
  header: object,
  items: [Record<string, unknown>, object | string | Uint8Array][],
): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode(JSON.stringify(header))]
  for (const [itemHeader, payload] of items) {
    const bytes =
      payload instanceof Uint8Array
        ? payload
        : encoder.encode(typeof payload === 'string' ? payload : JSON.stringify(payload))
    parts.push(
      encoder.encode(
        `\n${JSON.stringify(payload instanceof Uint8Array ? { ...itemHeader, length: bytes.length } : itemHeader)}\n`,
      ),
      bytes,
    )
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const errorEnvelope = (message: string) =>
  serialize(
    {
      event_id: EVENT_ID,
      sent_at: '2026-11-26T08:00:00.000Z',
      sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
    },
    [
      [
        { type: 'event' },
        {
          event_id: EVENT_ID,
          level: 'error',
          exception: { values: [{ type: 'Error', value: message }] },
          platform: 'javascript',
        },
      ],
    ],
  )

async function post(api: Api, body: Uint8Array | string, path = COLLECTOR) {
  const res = await api.app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  })
  return {
    status: res.status,
    body: (await res.json()) as {
      response_code: number
      data: { id?: string | null; breakdown?: Record<string, string> } | null
      description: string
    },
  }
}

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi({ config: { errorReportingDsn: 'sandbox' } })
  token = (await api.login('admin@niaga.test')).access_token
})
afterAll(() => api.close())

const reports = async (type?: string) => {
  const res = await api.call<{ list: ErrorReport[]; total: number }>(
    'GET',
    `/sandbox/error-reports${type ? `?type=${type}` : ''}`,
    { token },
  )
  expect(res.body.response_code).toBe(2000)
  return res.body.data
}

describe('GET error-reporting/settings', () => {
  it('names the sandbox collector on the page’s own origin, so the payment pages’ CSP lets the SDK reach it', async () => {
    const res = await api.call<{ dsn: string; environment: string }>('GET', '/error-reporting/settings')
    expect(res.body.data).toEqual({
      dsn: 'http://niagasandbox@localhost/api/v1/sandbox/error-reports/1',
      environment: 'sandbox',
    })
    const page = await api.app.request('/pay/bill/00000000-0000-4000-8000-000000000000')
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self';")
  })

  it('answers no DSN when the setting is unset, and a real service’s DSN as configured', () => {
    expect(
      errorReportingSettings({ ...api.config, errorReportingDsn: undefined }, 'http://x.test').dsn,
    ).toBeNull()
    expect(
      errorReportingSettings(
        { ...api.config, errorReportingDsn: 'https://k@o1.ingest.sentry.io/42' },
        'http://x.test',
      ).dsn,
    ).toBe('https://k@o1.ingest.sentry.io/42')
  })
})

describe('the sandbox collector', () => {
  it('keeps a real error envelope and shows it, newest first, to the sandbox tools', async () => {
    const res = await post(api, errorEnvelope('boom [Filtered]'))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ response_code: 2000, data: { id: EVENT_ID } })
    const { list } = await reports('event')
    expect(list[0]).toMatchObject({
      project_id: '1',
      header: { event_id: EVENT_ID },
      items: [{ type: 'event', payload: { exception: { values: [{ value: 'boom [Filtered]' }] } } }],
    })
  })

  it('reads a replay: replay_event, and the length-framed recording, plain or compressed, UTF-8 counted in bytes', async () => {
    const recording = JSON.stringify([
      {
        type: 4,
        data: { href: 'http://localhost/pay/bill/x', title: 'Bayar — “RM 10”' },
        timestamp: 1764150000123,
      },
    ])
    for (const data of [encoder.encode(recording), gzipSync(recording)]) {
      const payload = new Uint8Array([...encoder.encode('{"segment_id":0}\n'), ...data])
      const body = serialize({ event_id: EVENT_ID, sent_at: '2026-11-26T08:00:00.000Z' }, [
        [
          { type: 'replay_event' },
          { type: 'replay_event', replay_id: EVENT_ID, segment_id: 0, urls: ['http://localhost/pay/bill/x'] },
        ],
        [{ type: 'replay_recording' }, payload],
      ])
      expect((await post(api, body)).status).toBe(200)
      const [latest] = (await reports('replay_recording')).list
      expect(latest!.items.map((item) => item.type)).toEqual(['replay_event', 'replay_recording'])
      expect(latest!.items[1]!.payload).toEqual({
        segment: { segment_id: 0 },
        recording: JSON.parse(recording),
      })
    }
  })

  it('refuses what is not an envelope with the validation envelope and the reason', async () => {
    const cases: [Uint8Array | string, RegExp][] = [
      ['', /empty/],
      ['not json', /envelope header is not JSON/],
      ['[1,2]', /not a JSON object/],
      ['{}', /no items/],
      ['{}\n{"type":"event"}\n{oops', /payload of item 1 is not JSON/],
      ['{}\n{"no":"type"}\n{}', /Item 1 has no type/],
      ['{}\n{"type":"replay_recording","length":999}\nshort', /999 bytes long/],
      [`{}\n${'{"type":"client_report"}\n{}\n'.repeat(101)}`, /at most 100 items/],
    ]
    for (const [body, reason] of cases) {
      const res = await post(api, body)
      expect(res.status, String(body).slice(0, 40)).toBe(400)
      expect(res.body.response_code).toBe(4000)
      expect(res.body.description).toBe('Not a Sentry envelope')
      expect(res.body.data?.breakdown?.body).toMatch(reason)
    }
    expect((await post(api, errorEnvelope('x'), COLLECTOR.replace('/1/', '/one/'))).body.response_code).toBe(
      4000,
    )
  })

  it('is bounded: a body over the limit is refused with 4130, and only the newest envelopes are kept', async () => {
    const big = await post(api, new Uint8Array(MAX_ENVELOPE_BYTES + 1).fill(0x7b))
    expect(big.status).toBe(413)
    expect(big.body.response_code).toBe(4130)
    for (let i = 0; i < COLLECTOR_CAPACITY + 5; i++)
      expect((await post(api, errorEnvelope(`number ${i}`))).status).toBe(200)
    const all = await reports()
    expect(all.total).toBe(COLLECTOR_CAPACITY)
    const first = all.list[0]!.items[0]!.payload as { exception: { values: { value: string }[] } }
    expect(first.exception.values[0]!.value).toBe(`number ${COLLECTOR_CAPACITY + 4}`)

    // Large replays: the oldest envelopes go once the kept bytes pass the limit.
    const recording = encoder.encode(
      `{"segment_id":0}\n${JSON.stringify(['x'.repeat(MAX_ENVELOPE_BYTES - 200)])}`,
    )
    const largeCount = Math.ceil(COLLECTOR_MAX_BYTES / recording.length) + 1
    for (let i = 0; i < largeCount; i++)
      expect(
        (await post(api, serialize({ event_id: EVENT_ID }, [[{ type: 'replay_recording' }, recording]])))
          .status,
      ).toBe(200)
    const kept = await reports()
    expect(kept.list.reduce((sum, report) => sum + report.bytes, 0)).toBeLessThanOrEqual(COLLECTOR_MAX_BYTES)
    expect(kept.list.length).toBeLessThan(largeCount)
  })

  it('never answers a 5xx, whatever bytes arrive', async () => {
    const line = fc.oneof(
      fc.json(),
      fc.string(),
      fc.constant('{"type":"replay_recording","length":3}'),
      fc.constant('{"type":"event"}'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 600 }),
          fc.array(line, { maxLength: 8 }).map((lines) => lines.join('\n')),
        ),
        async (body) => {
          const res = await post(api, body)
          expect(res.status).toBeLessThan(500)
          expect([2000, 4000]).toContain(res.body.response_code)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('shows its envelopes to Niaga admins only: reports come from every merchant’s pages', async () => {
    expect((await api.call('GET', '/sandbox/error-reports')).body.response_code).toBe(401)
    const merchant = (await api.login('merchant@niaga.test')).access_token
    expect((await api.call('GET', '/sandbox/error-reports', { token: merchant })).body.response_code).toBe(
      4030,
    )
    const bad = await api.call('GET', '/sandbox/error-reports?type=nope', { token })
    expect(bad.body.response_code).toBe(4000)
  })
})

describe('on a server with the sandbox off and a real service configured', () => {
  let prod: Api
  beforeAll(async () => {
    prod = await startApi({
      config: { sandbox: false, errorReportingDsn: 'https://k3y@o1.ingest.sentry.io/42' },
    })
  })
  afterAll(() => prod.close())

  it('has no collector, and lets pages reach that service’s origin and no other', async () => {
    expect((await post(prod, errorEnvelope('x'))).body.response_code).toBe(4041)
    const settings = await prod.call<{ dsn: string; environment: string }>('GET', '/error-reporting/settings')
    expect(settings.body.data).toEqual({
      dsn: 'https://k3y@o1.ingest.sentry.io/42',
      environment: 'production',
    })
    const page = await prod.app.request('/pay/bill/00000000-0000-4000-8000-000000000000')
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://o1.ingest.sentry.io;",
    )
  })
})
