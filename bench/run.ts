// `npm run bench`: figures, each next to its baseline from the same run, and the budgets.
// Everything targets 127.0.0.1 and is bounded: 5 s per load run, 20 logins.
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'
import { pageJsGzipBytes } from './bundle-size.ts'
import { createAndPayBill } from './pay-flow.ts'
import { startBare, startReal } from './servers.ts'

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Record<string, number>
const LOAD = { connections: 10, duration: 5 }

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, ...LOAD })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const bare = await startBare()
const real = await startReal()
try {
  const login = async () => {
    const started = performance.now()
    const res = await fetch(`${real.url}/api/v1/auth/merchant-access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'merchant@niaga.test', password: 'Sandbox#2026' }),
    })
    const body = (await res.json()) as { response_code: number; data: { access_token: string } }
    if (body.response_code !== 2000) throw new Error(`login failed: ${JSON.stringify(body)}`)
    return { ms: performance.now() - started, token: body.data.access_token }
  }

  // 20 sequential logins: under the per-IP limit of 30 per window; successes do not count per account.
  const logins = []
  for (let i = 0; i < 20; i++) logins.push(await login())
  const times = logins.map((l) => l.ms).sort((a, b) => a - b)
  const token = logins.at(-1)!.token

  const bareRps = await rps(`${bare.url}/bare`)
  const realRps = await rps(`${real.url}/api/v1/customers?limit=10`, { authorization: `Bearer ${token}` })
  const ratio = realRps / bareRps
  const pages = {
    console: pageJsGzipBytes('dist', ['src/routes/_console.tsx', 'src/routes/_console/dashboard.tsx']),
    payment: pageJsGzipBytes('dist', ['src/routes/pay/bill.$uuid.tsx']),
  }
  const payTimes: number[] = []
  for (let i = 0; i < 20; i++) payTimes.push(await createAndPayBill(real.url, token))
  payTimes.sort((a, b) => a - b)

  const rows: [string, string, string][] = [
    ['bare Hono JSON route (baseline)', `${bareRps.toFixed(0)} req/s`, ''],
    ['GET /api/v1/customers (authenticated, PGlite)', `${realRps.toFixed(0)} req/s`, ''],
    ['ratio real/bare', ratio.toFixed(3), ratio >= budgets.authenticatedToBareRatio! ? 'PASS' : 'OVER'],
    ['login p50', `${percentile(times, 50).toFixed(1)} ms`, ''],
    ['login p95', `${percentile(times, 95).toFixed(1)} ms`, percentile(times, 95) <= budgets.loginP95Ms! ? 'PASS' : 'OVER'],
    ['login max', `${times.at(-1)!.toFixed(1)} ms`, ''],
    ['create + pay a bill by FPX via the API, p50', `${percentile(payTimes, 50).toFixed(1)} ms`, ''],
    ['create + pay a bill by FPX via the API, p95', `${percentile(payTimes, 95).toFixed(1)} ms`, percentile(payTimes, 95) <= budgets.createAndPayP95Ms! ? 'PASS' : 'OVER'],
    ...Object.entries(pages).map(([name, bytes]): [string, string, string] => [
      `${name} page initial JS (gzip)`,
      bytes === null ? 'not built (npm run build)' : `${(bytes / 1024).toFixed(1)} KB`,
      bytes === null ? '' : bytes / 1024 <= budgets[`${name}InitialJsGzipKB`]! ? 'PASS' : 'OVER',
    ]),
  ]
  const width = Math.max(...rows.map((r) => r[0].length))
  console.log(`\nNiaga bench (${LOAD.connections} connections, ${LOAD.duration} s per load run, 127.0.0.1)`)
  for (const [name, value, verdict] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(14)}  ${verdict}`)
  console.log(`budgets: ${JSON.stringify(budgets)}`)
} finally {
  await bare.close()
  await real.close()
}
