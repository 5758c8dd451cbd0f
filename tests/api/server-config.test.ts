// Safe defaults outside the sandbox: with DATABASE_URL the server needs JWT_SECRET (several processes share
// the database, so a random secret per process would break sessions), and the sandbox tools and the demo
// seed are off unless asked for. A bad setting stops `npm start` with a message before any connection.
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'

const SECRET = 'a-shared-secret-of-at-least-32-characters'
const POSTGRES = 'postgres://127.0.0.1:1/x'

describe('configuration defaults', () => {
  it('PGlite (npm start): sandbox tools and demo seed on', () => {
    expect(loadConfig({})).toMatchObject({ sandbox: true, seed: true, databaseUrl: undefined })
  })

  it('DATABASE_URL: sandbox tools and demo seed off unless SANDBOX=1 / SEED=1', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET })).toMatchObject({
      sandbox: false,
      seed: false,
      jwtSecret: SECRET,
    })
    expect(loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, SANDBOX: '1', SEED: '1' })).toMatchObject(
      { sandbox: true, seed: true },
    )
    expect(loadConfig({ SANDBOX: '0', SEED: 'false' })).toMatchObject({ sandbox: false, seed: false })
  })

  it('DATABASE_URL without JWT_SECRET, or a test hang point outside the sandbox, is refused', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES })).toThrow(
      'JWT_SECRET: required when DATABASE_URL is set (at least 32 characters, the same for every process)',
    )
    expect(() => loadConfig({ SANDBOX: '0', TEST_HANG_AT: 'idempotent-work' })).toThrow(
      'TEST_HANG_AT: only allowed in the sandbox (SANDBOX=1)',
    )
    expect(() => loadConfig({ SANDBOX: 'yes' })).toThrow('SANDBOX:')
  })
})

describe('starting the server', () => {
  it(
    'stops with a clear message and a non-zero exit code when DATABASE_URL has no JWT_SECRET',
    { timeout: 60_000 },
    async () => {
      const env: Record<string, string | undefined> = {
        ...process.env,
        DATABASE_URL: POSTGRES,
        PORT: '0',
        LOG_LEVEL: 'info',
      }
      delete env.JWT_SECRET
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      let stdout = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain('Niaga cannot start. Invalid configuration:')
      expect(stderr).toContain('JWT_SECRET: required when DATABASE_URL is set')
      // It stopped on the setting, before trying the database (nothing listens on port 1).
      expect(stderr).not.toContain('ECONNREFUSED')
      expect(stdout).not.toContain('is running at')
    },
  )
})
