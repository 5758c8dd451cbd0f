// The PostgreSQL share of the bench: on a throwaway PostgreSQL 15 cluster, the authenticated
// customers list of the real server against the least code doing the same work (bench/least-code-server.ts),
// same database, same run, 50 connections for 8 s each; then the real server held at 500 requests a second,
// for its p99: paced open loop (bench/paced-load.ts), and for comparison autocannon's overallRate, which
// sends each second's 500 at once. The real server runs as `npm start` runs it on PostgreSQL, measured
// through one API process: a job runner (SERVER_ROLE=jobs, which migrates and seeds) beside one API process
// (SERVER_ROLE=api), as in the cluster, where API processes run no jobs. All are child processes, so the load
// generator in this process does not share their event loop.
import { spawn } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freshPostgresUrl } from '../tests/support/api-harness.ts'
import { freePort, startServerProcess } from '../tests/support/server-process.ts'
import { pacedLoad } from './paced-load.ts'

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret'
export const PG_LOAD = { connections: 50, duration: 8 }
export const FIXED_RATE = 500

export interface PostgresFigures {
  realRps: number
  leastCodeRps: number
  p99AtFixedRateMs: number
  p50AtFixedRateMs: number
  achievedRate: number
  /** autocannon's overallRate: the same 500 a second, each second's share sent at once. */
  burstP99Ms: number
}

async function load(url: string, token: string, extra: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    ...PG_LOAD,
    ...extra,
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result
}

export async function measurePostgres(): Promise<PostgresFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-bench-pg-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'niaga-bench-pg-data-'))
  const cluster = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', dir], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!
  const stops: Array<() => Promise<void>> = []
  try {
    const databaseUrl = await freshPostgresUrl(cluster)
    // The load comes from one address.
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'info',
      API_REQUESTS_PER_MINUTE: '10000000',
    }
    const jobs = await startServerProcess({ ...env, SERVER_ROLE: 'jobs' }, /job runner is running/)
    stops.push(() => jobs.stop())
    const real = await startServerProcess({ ...env, SERVER_ROLE: 'api', PORT: String(await freePort()) })
    stops.push(() => real.stop())
    // Measured once started: compiling the first screens' renderers after listening is start-up work.
    await real.waitForOutput(/first screens ready/)
    const login = await real.call<{ access_token: string }>('POST', '/auth/merchant-access-token', {
      body: { username: 'merchant@niaga.test', password: 'Sandbox#2026' },
    })
    const token = login.body.data.access_token
    if (!token) throw new Error(`bench login failed: ${JSON.stringify(login.body)}`)

    const port = await freePort()
    const least = spawn(process.execPath, ['--import', 'tsx', 'bench/least-code-server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        PORT: String(port),
        API_REQUESTS_PER_MINUTE: '10000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    stops.push(async () => {
      least.kill('SIGTERM')
      await new Promise((resolve) => least.once('exit', resolve))
    })
    await new Promise<void>((resolve, reject) => {
      least.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
      least.once('exit', () => reject(new Error('the least-code server exited')))
    })

    const path = '/api/v1/customers?limit=10'
    // Warm both (JIT, connection pools), then measure each in turn.
    await load(`${real.baseUrl}${path}`, token, { duration: 2 })
    await load(`http://127.0.0.1:${port}${path}`, token, { duration: 2 })
    const leastCodeRps = (await load(`http://127.0.0.1:${port}${path}`, token)).requests.average
    const realRps = (await load(`${real.baseUrl}${path}`, token)).requests.average
    const paced = await pacedLoad({
      url: `${real.baseUrl}${path}`,
      headers: { authorization: `Bearer ${token}` },
      rate: FIXED_RATE,
      seconds: PG_LOAD.duration,
      connections: PG_LOAD.connections,
    })
    if (paced.non2xx > 0 || paced.errors > 0)
      throw new Error(`paced load: ${paced.non2xx} non-2xx, ${paced.errors} errors`)
    const burst = await load(`${real.baseUrl}${path}`, token, { overallRate: FIXED_RATE })
    return {
      realRps,
      leastCodeRps,
      p99AtFixedRateMs: paced.p99Ms,
      p50AtFixedRateMs: paced.p50Ms,
      achievedRate: paced.achievedRate,
      burstP99Ms: burst.latency.p99,
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', dir])
    rmSync(dir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
