// The only module that reads process.env: everything else receives a Config.
import { randomBytes } from 'node:crypto'
import * as v from 'valibot'

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(30)), '900'),
  SESSION_MAX_AGE_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(60)), '43200'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
  SEED: v.optional(v.picklist(['0', '1', 'true', 'false']), '1'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'info', 'debug']), 'info'),
})

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
  seed: boolean
  logLevel: 'silent' | 'info' | 'debug'
  distDir: string
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.output
  const port = Number(e.PORT)
  return {
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${port}`,
    // A random secret per process is safe for a single sandbox process; set JWT_SECRET to share
    // sessions across processes or restarts.
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: Number(e.ACCESS_TOKEN_TTL_SECONDS),
    sessionMaxAgeSeconds: Number(e.SESSION_MAX_AGE_SECONDS),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    seed: e.SEED === '1' || e.SEED === 'true',
    logLevel: e.LOG_LEVEL,
    distDir: 'dist',
  }
}
