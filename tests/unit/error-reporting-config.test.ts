import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ErrorEvent as SentryErrorEvent } from '@sentry/react'
import { ERROR_REPORTING_SAMPLING } from '../../src/contract/error-reporting.ts'
import { loadErrorReporting, SETTINGS_URL } from '../../src/app/shell/error-reporting/load-error-reporting.ts'
import {
  LIVE_STREAM_PATH,
  REPLAY_PRIVACY,
  sentryOptions,
  tracedRequest,
} from '../../src/app/shell/error-reporting/sentry-options.ts'
import { LIVE_EVENTS_PATH } from '../../src/contract/live.ts'
import { MemoryStorage } from '../support/memory-storage.ts'
import { codeAudiences, ERROR_REPORTER } from '../../scripts/precache-audience.ts'

const settings = {
  dsn: 'http://niagasandbox@127.0.0.1:8181/api/v1/sandbox/error-reports/1',
  environment: 'sandbox',
}

describe('the SDK configuration', () => {
  it("traces the app's requests but not the console's live stream, open for minutes", () => {
    expect(LIVE_STREAM_PATH).toBe(LIVE_EVENTS_PATH)
    expect(tracedRequest('http://127.0.0.1:8181/api/v1/live/events')).toBe(false)
    expect(tracedRequest('http://127.0.0.1:8181/api/v1/payment-records')).toBe(true)
  })

  it('samples as SPEC §9 says: traces 10 %, session replays 10 %, replays on error 100 %', () => {
    expect(ERROR_REPORTING_SAMPLING).toEqual({
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    })
    const options = sentryOptions(settings)
    expect([
      options.tracesSampleRate,
      options.replaysSessionSampleRate,
      options.replaysOnErrorSampleRate,
    ]).toEqual([0.1, 0.1, 1])
    expect(options.dsn).toBe(settings.dsn)
    expect(options.environment).toBe('sandbox')
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    })
    expect(options.tracePropagationTargets).toEqual([])
  })

  it('masks every text and input in replays, blocks the card fields and media, records no bodies', () => {
    expect(REPLAY_PRIVACY).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      networkDetailAllowUrls: [],
    })
    expect(REPLAY_PRIVACY.block).toContain('[autocomplete^="cc-"]')
  })

  it('sends errors, transactions and breadcrumbs only through the scrubber', () => {
    const options = sentryOptions(settings)
    const event = {
      type: undefined,
      message: 'boom 4111 1111 1111 1111',
      extra: { accessToken: 'eyJx' },
    } as SentryErrorEvent
    expect(JSON.stringify(options.beforeSend!(event, {}))).not.toMatch(/4111|eyJx/)
    expect(
      JSON.stringify(options.beforeBreadcrumb!({ category: 'console', message: 'password=hunter22' })),
    ).not.toContain('hunter22')
    expect(
      JSON.stringify(options.beforeSendSpan!({ name: 'GET /x?email=nurul@example.com' } as never)),
    ).not.toContain('nurul@example.com')
    expect(
      JSON.stringify(
        options.beforeSendTransaction!(
          { type: 'transaction', spans: [{ description: 'GET /x?token=abc' }] } as never,
          {},
        ),
      ),
    ).not.toContain('abc')
  })
})

describe('loadErrorReporting', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  const answer = (dsn: string | null) => {
    fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            response_code: 2000,
            token: null,
            data: { ...settings, dsn },
            description: 'Success',
          }),
        ),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
  }

  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('with no DSN loads no SDK, sends nothing but the settings request, and stops keeping early errors', async () => {
    answer(null)
    const load = vi.fn()
    const stopKeeping = vi.fn()
    expect(await loadErrorReporting([], stopKeeping, load)).toBe(false)
    expect(load).not.toHaveBeenCalled()
    expect(stopKeeping).toHaveBeenCalledOnce()
    expect(SETTINGS_URL).toBe('/api/v1/error-reporting/settings')
    expect(fetchMock.mock.calls.map((call: unknown[]) => call[0])).toEqual([SETTINGS_URL])
  })

  it('with a DSN loads the SDK and hands it the errors met before', async () => {
    answer(settings.dsn)
    const startSentry = vi.fn()
    const stopKeeping = vi.fn()
    const early = [{ type: 'error' } as Event]
    expect(await loadErrorReporting(early, stopKeeping, () => Promise.resolve({ startSentry }))).toBe(true)
    expect(startSentry).toHaveBeenCalledWith(settings, early)
    expect(stopKeeping).toHaveBeenCalledOnce()
  })

  it('without an answer (offline) loads nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const load = vi.fn()
    const stopKeeping = vi.fn()
    expect(await loadErrorReporting([], stopKeeping, load)).toBe(false)
    expect(load).not.toHaveBeenCalled()
    expect(stopKeeping).toHaveBeenCalledOnce()
  })
})

describe('the service worker and the SDK', () => {
  it('does not precache the SDK on every device: it is kept only once a page has loaded it', () => {
    const places = codeAudiences({
      'src/start.ts': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/public-main.tsx', 'src/main.tsx', ERROR_REPORTER],
      },
      'src/public-main.tsx': { file: 'assets/public-main.js' },
      'src/main.tsx': { file: 'assets/main.js' },
      [ERROR_REPORTER]: { file: 'assets/start-sentry.js' },
    })
    expect(places.get('assets/index.js')).toBe('shell')
    expect(places.get('assets/public-main.js')).toBe('shell')
    expect(places.has('assets/start-sentry.js')).toBe(false)
  })
})
