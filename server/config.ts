// The only module that reads process.env: everything else receives a Config.
import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import * as v from 'valibot'

const Flag = v.picklist(['0', '1', 'true', 'false'])
const isOn = (flag: string | undefined, fallback: boolean) =>
  flag === undefined ? fallback : flag === '1' || flag === 'true'

/** Pause points a test can hold a request at (TEST_HANG_AT); each is named after where it waits. */
export const HANG_POINTS = ['idempotent-work', 'payout-complete'] as const
export type HangPoint = (typeof HANG_POINTS)[number]

const DSN_MESSAGE = 'ERROR_REPORTING_DSN is `sandbox` or a DSN such as https://key@o1.ingest.sentry.io/123'

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(30)), '900'),
  SESSION_MAX_AGE_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(60)), '43200'),
  TRUST_PROXY: v.optional(Flag, '0'),
  // SANDBOX and SEED default by database: on with PGlite (`npm start`), off with DATABASE_URL.
  SANDBOX: v.optional(Flag),
  SEED: v.optional(Flag),
  // Tests only (tests/api/idempotency-crash.test.ts): hold every request at this point forever, after
  // printing `hang point reached: <name>`, so a test can SIGKILL the process mid-request. Sandbox only.
  TEST_HANG_AT: v.optional(v.picklist(HANG_POINTS, `TEST_HANG_AT is one of ${HANG_POINTS.join(', ')}`)),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'info', 'debug']), 'info'),
  // The built app the server serves: dist (the merchant portal, `npm run build`) or dist-introducer (the
  // introducer portal, `npm run build:introducer`; `npm run start:introducer` sets it).
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DIST_DIR must name a folder')), 'dist'),
  // Error reporting (docs/error-reporting.md): unset, no reporting; `sandbox`, this server's own collector
  // (sandbox only); else a Sentry DSN (https://<key>@<host>/<project>).
  ERROR_REPORTING_DSN: v.optional(
    v.union(
      [
        v.literal('sandbox'),
        v.pipe(v.string(), v.regex(/^https?:\/\/\w+(?::\w*)?@[^/\s]+\/(?:\S*\/)?\d+$/, DSN_MESSAGE)),
      ],
      DSN_MESSAGE,
    ),
  ),
  // Outbound calls to merchants' URLs (docs/operations.md, "Outbound calls"). `allow` lets callbacks reach
  // private, loopback and link-local addresses: sandbox only, and the default when `npm start` (or `npm run
  // dev`) runs the sandbox; `refuse` everywhere else. OUTBOUND_ALLOWED_ADDRESSES names single addresses that
  // may be called all the same (a receiver on your own network); OUTBOUND_TIMEOUT_MS cuts off a receiver
  // that hangs (DNS, connect, answer and body together).
  OUTBOUND_PRIVATE_ADDRESSES: v.optional(
    v.picklist(['allow', 'refuse'], 'OUTBOUND_PRIVATE_ADDRESSES is `allow` or `refuse`'),
  ),
  OUTBOUND_ALLOWED_ADDRESSES: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.check(
        (list) => list.every((address) => isIP(address) !== 0),
        'OUTBOUND_ALLOWED_ADDRESSES is a comma-separated list of IP addresses',
      ),
    ),
    '',
  ),
  // Calls per minute one caller (its address) may make to /api/v1, per API process.
  API_REQUESTS_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
    '1200',
  ),
  OUTBOUND_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100), v.maxValue(60_000)),
    '5000',
  ),
  // Several processes on one PostgreSQL (docs/operations.md, "Several processes"): API_PROCESSES HTTP
  // processes share the port (Node's cluster), and the first process runs the jobs. Default with
  // DATABASE_URL: one per core; PGlite is always one process. SERVER_ROLE runs one part alone (`api`: HTTP
  // only, no migrations; `jobs`: migrations, seed and the job runners, no HTTP), for a process manager of
  // your own.
  API_PROCESSES: v.optional(
    v.pipe(
      v.string(),
      v.toNumber(),
      v.integer(),
      v.minValue(1, 'API_PROCESSES is at least 1'),
      v.maxValue(64, 'API_PROCESSES is at most 64'),
    ),
  ),
  SERVER_ROLE: v.optional(v.picklist(['all', 'api', 'jobs'], 'SERVER_ROLE is `all`, `api` or `jobs`'), 'all'),
  // Set by npm to the script it runs (`start`, `dev`, `test` …).
  npm_lifecycle_event: v.optional(v.string()),
})

/** npm scripts that run the sandbox for a person to try: callbacks to their own machine are allowed there. */
const SANDBOX_RUN_SCRIPTS = ['start', 'start:introducer', 'dev']

export interface OutboundSettings {
  /** Private, loopback, link-local and other non-public addresses may be called. */
  allowPrivate: boolean
  /** Addresses that may be called even when the rest of their kind is refused. */
  allowedAddresses: readonly string[]
  /** One deadline for a whole call, redirects included. */
  timeoutMs: number
}

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  jwtSecret: string
  accessTokenTtlSeconds: number
  sessionMaxAgeSeconds: number
  trustProxy: boolean
  /** Calls per minute one address may make to /api/v1 (server/http/request-limit.ts). */
  apiRequestsPerMinute: number
  /** The sandbox tools: demo logins on the login page, auth/test-token, /sandbox/* pages and calls. */
  sandbox: boolean
  seed: boolean
  hangAt: HangPoint | undefined
  logLevel: 'silent' | 'info' | 'debug'
  distDir: string
  /** `sandbox` (this server's collector), a Sentry DSN, or undefined: no error reporting. */
  errorReportingDsn: string | undefined
  outbound: OutboundSettings
  /** HTTP processes: 1 on PGlite; with DATABASE_URL one per core unless API_PROCESSES says otherwise. */
  apiProcesses: number
  /**
   * What this process runs: everything (`all`), only HTTP (`api`), or only migrations, seed and jobs
   * (`jobs`).
   */
  role: 'all' | 'api' | 'jobs'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env)
  const problems = parsed.success
    ? []
    : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  if (parsed.success) {
    const e = parsed.output
    // Several processes share one PostgreSQL database: a random secret per process would make each
    // reject the others' tokens, so a real deployment must name its secret.
    if (e.DATABASE_URL && !e.JWT_SECRET)
      problems.push(
        'JWT_SECRET: required when DATABASE_URL is set (at least 32 characters, the same for every process)',
      )
    if (!e.DATABASE_URL && e.API_PROCESSES !== undefined && Number(e.API_PROCESSES) > 1)
      problems.push('API_PROCESSES: PGlite serves one process; set DATABASE_URL to run several')
    if (!e.DATABASE_URL && e.SERVER_ROLE !== 'all')
      problems.push('SERVER_ROLE: `api` and `jobs` need DATABASE_URL (PGlite serves one process)')
    if (e.TEST_HANG_AT && !isOn(e.SANDBOX, !e.DATABASE_URL))
      problems.push('TEST_HANG_AT: only allowed in the sandbox (SANDBOX=1)')
    if (e.ERROR_REPORTING_DSN === 'sandbox' && !isOn(e.SANDBOX, !e.DATABASE_URL))
      problems.push('ERROR_REPORTING_DSN: `sandbox` (the built-in collector) needs SANDBOX=1')
    if (e.OUTBOUND_PRIVATE_ADDRESSES === 'allow' && !isOn(e.SANDBOX, !e.DATABASE_URL))
      problems.push(
        'OUTBOUND_PRIVATE_ADDRESSES: `allow` needs SANDBOX=1 (name single addresses in OUTBOUND_ALLOWED_ADDRESSES instead)',
      )
  }
  if (!parsed.success || problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  const e = parsed.output
  const port = Number(e.PORT)
  const embedded = !e.DATABASE_URL
  const sandbox = isOn(e.SANDBOX, embedded)
  return {
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${port}`,
    // Only the embedded database may fall back to a random secret: it is one process by construction.
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: Number(e.ACCESS_TOKEN_TTL_SECONDS),
    sessionMaxAgeSeconds: Number(e.SESSION_MAX_AGE_SECONDS),
    trustProxy: isOn(e.TRUST_PROXY, false),
    apiRequestsPerMinute: Number(e.API_REQUESTS_PER_MINUTE),
    sandbox,
    seed: isOn(e.SEED, embedded),
    hangAt: e.TEST_HANG_AT,
    logLevel: e.LOG_LEVEL,
    errorReportingDsn: e.ERROR_REPORTING_DSN,
    distDir: e.DIST_DIR,
    apiProcesses:
      e.API_PROCESSES !== undefined ? Number(e.API_PROCESSES) : embedded ? 1 : availableParallelism(),
    role: e.SERVER_ROLE,
    outbound: {
      allowPrivate:
        (e.OUTBOUND_PRIVATE_ADDRESSES ??
          (sandbox && SANDBOX_RUN_SCRIPTS.includes(e.npm_lifecycle_event ?? '') ? 'allow' : 'refuse')) ===
        'allow',
      allowedAddresses: e.OUTBOUND_ALLOWED_ADDRESSES,
      timeoutMs: Number(e.OUTBOUND_TIMEOUT_MS),
    },
  }
}
