// In-process API under test: the real Hono app on a fresh database (PGlite in memory, or a fresh
// PostgreSQL database when TEST_DATABASE_URL points at a cluster), with a test clock.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createApp } from '../../server/app.ts'
import { startPublicReadCache, type PublicReadCache } from '../../server/http/public-read-cache.ts'
import { startLiveHub, type LiveHub } from '../../server/services/live/hub.ts'
import { TestClock } from '../../server/clock.ts'
import { loadConfig, type Config } from '../../server/config.ts'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { seedIfEmpty } from '../../server/db/seed.ts'
import { silentLogger } from '../../server/log.ts'
import type { Deps, Providers } from '../../server/deps.ts'
import { memoryAcquirerKeys } from '../../server/sandbox/acquirer-keys.ts'
import { sandboxDeps } from '../../server/sandbox/providers.ts'
import type { Envelope } from '../../src/contract/envelope.ts'
import { loginWith, requestParts } from './api-call.ts'
import { openApis } from './ledger-invariants.ts'
import { checkerFor, type ConformanceChecker } from './openapi-conformance.ts'

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: Envelope<T>
}

export interface CallOptions {
  token?: string | undefined
  body?: unknown
  /** Sent as-is (for malformed JSON tests). */
  rawBody?: string
  /** Skip the OpenAPI conformance check of this answer (say why: only for requests no client can send). */
  unchecked?: string
  headers?: Record<string, string>
  ip?: string
}

export async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = `niaga_test_${randomUUID().replace(/-/g, '')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export interface StartOptions {
  seed?: boolean
  config?: Partial<Config>
  /** Outside parties played by the test instead of the sandbox (tests/api/provider-seam.test.ts). */
  providers?: Partial<Providers>
}

export async function startApi(options: StartOptions = {}): Promise<Api> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const database: Database = adminUrl
    ? await openDatabase({ databaseUrl: await freshPostgresUrl(adminUrl) })
    : await openDatabase({ dataDir: 'memory://' })
  const clock = new TestClock(new Date('2026-11-22T04:00:00.000Z'))
  const config: Config = {
    // SANDBOX=1 explicitly: the suite exercises the sandbox tools, also when it runs on PostgreSQL (test:pg).
    // Callback receivers in tests listen on 127.0.0.1: allowed here (tests/api/outbound-safety.test.ts
    // refuses).
    ...loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'silent',
      SANDBOX: '1',
      OUTBOUND_PRIVATE_ADDRESSES: 'allow',
      // Every test call comes from one in-process address: tests/api/request-limit.test.ts checks the limit.
      API_REQUESTS_PER_MINUTE: '1000000',
    }),
    ...options.config,
  }
  const core = { db: database.db, clock, config, log: silentLogger }
  const deps = { ...sandboxDeps(core, memoryAcquirerKeys(), options.providers), clock }
  if (options.seed !== false) await seedIfEmpty(deps)
  // As in production (server/index.ts): the storefront's catalogue reads come from the cache the database's
  // change notifications clear, so every test that changes a store and reads it again checks that.
  const publicReadCache = await startPublicReadCache(database)
  const liveHub = await startLiveHub(database, deps)
  const { app, registry } = createApp(deps, { publicReadCache, liveHub })
  let ipCounter = 0
  let checker: ConformanceChecker | undefined

  // Every answer of a declared operation must be one the OpenAPI document lists
  // (tests/support/openapi-conformance.ts).
  async function conformance(method: string, path: string, response: Response, body: unknown) {
    checker ??= checkerFor(await (await app.request('/api/v1/openapi.json')).text(), registry.operations)
    const op = checker.operationFor(method, path)
    // Not an operation (the document itself, the docs page, an unknown endpoint), or a sandbox tool the
    // server does not serve.
    if (!op || !checker.documents(op.id)) return
    const problems = checker.check(op.id, {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body,
      headers: response.headers,
    })
    if (problems.length > 0) throw new Error(`OpenAPI conformance: ${method} ${path}\n${problems.join('\n')}`)
  }

  async function call<T = unknown>(
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const { headers, body } = requestParts(opts)
    // A distinct client address per call unless a test pins one, so login limits do not leak across tests.
    headers['x-forwarded-for'] = opts.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
    const response = await app.request(`/api/v1${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: Envelope<T>
    try {
      parsed = JSON.parse(text) as Envelope<T>
    } catch {
      throw new Error(`Not JSON (${response.status}) from ${method} ${path}: ${text.slice(0, 200)}`)
    }
    if (!opts.unchecked) await conformance(method, path, response, parsed)
    return { status: response.status, headers: response.headers, body: parsed }
  }

  const api: Api = {
    app,
    registry,
    deps,
    db: database.db,
    clock,
    config,
    call,
    login: loginWith(call),
    publicReadCache,
    liveHub,
    close: async () => {
      await liveHub.stop()
      openApis.delete(api)
      await publicReadCache.stop()
      return database.close()
    },
  }
  openApis.add(api)
  return api
}

/** startApi with the demo user `username` logged in: the session's access token and account id. */
export async function startApiAs(username: string) {
  const api = await startApi()
  const session = await api.login(username)
  return { api, token: session.access_token, accountId: session.account.id }
}

export interface Api {
  app: ReturnType<typeof createApp>['app']
  registry: ReturnType<typeof createApp>['registry']
  deps: Deps & { clock: TestClock }
  db: Database['db']
  clock: TestClock
  config: Config
  call<T = unknown>(method: string, path: string, opts?: CallOptions): Promise<ApiResponse<T>>
  login(
    username: string,
    password?: string,
    path?: string,
  ): Promise<{ access_token: string; refresh_token: string; account: { id: string } }>
  /** The storefront's read cache, as server/index.ts runs it (its hit counts, for tests that it is used). */
  publicReadCache: PublicReadCache
  /** The consoles' live event hub, as server/index.ts runs it (its open streams, for tests). */
  liveHub: LiveHub
  close(): Promise<void>
}
