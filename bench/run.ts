// `npm run bench`: figures, each next to its baseline from the same run, checked against
// bench/budgets.json. Informational: exits 0 whether budgets pass or not, non-zero only on a crash.
// Everything targets 127.0.0.1 and is bounded: 5 s per load run, 21 logins, 20 payments; money out runs
// in process on its own database (1,000 payments settled, 1,000 payouts, a 10,000-row report), and so does
// the 100,000-row report job. The PostgreSQL figures run on a throwaway cluster (scripts/pg-cluster.sh):
// the real server and the least-code route as child processes, 50 connections for 8 s each, then 500 req/s.
import autocannon from 'autocannon'
import { existsSync, readFileSync } from 'node:fs'
import { createAndPayBill, createBill } from './pay-flow.ts'
import { startBare, startReal, type Running } from './servers.ts'
import { BENCH_PRODUCTS, createBenchStore, demoProductId } from './storefront.ts'
import { lighthouseMedian, LIGHTHOUSE_RUNS, type LighthouseFigures } from './lighthouse.ts'
import { consoleModulesIn, styleRuntimeModulesIn } from '../scripts/module-map.ts'
import { profileLoad } from './cpu-profile.ts'
import { measureWire, type PageVisit, type WireFigures } from './wire.ts'
import { measureMoneyOut, PAYOUTS, REPORT_ROWS, SETTLED_PAYMENTS } from './money-out.ts'
import { BIG_REPORT_ROWS, measureReports } from './reports.ts'
import { FIXED_RATE, measurePostgres, PG_LOAD } from './postgres.ts'

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>
const LOAD = { connections: 10, duration: 5 }
const LOGINS = 20
const PAYMENTS = 20

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, ...LOAD })
  // Error answers are usually cheaper than real ones: counting them would flatter the figure.
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (value: number) => `${value.toFixed(1)} ms`

async function login(base: string) {
  const started = performance.now()
  const res = await fetch(`${base}/api/v1/auth/merchant-access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'merchant@niaga.test', password: 'Sandbox#2026' }),
  })
  const body = (await res.json()) as {
    response_code: number
    data: { access_token: string; refresh_token: string; account: { id: string } }
  }
  if (body.response_code !== 2000) throw new Error(`login failed: ${JSON.stringify(body)}`)
  return { ms: performance.now() - started, token: body.data.access_token, session: body.data }
}

/** A read-only key at the highest rate limit, so the load run measures the work and not the 4290s. */
async function benchKey(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/merchant-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench', rate_limit_per_minute: 6000 }),
  })
  const body = (await res.json()) as { response_code: number; data: { secret: string } }
  if (body.response_code !== 2000) throw new Error(`key not created: ${JSON.stringify(body)}`)
  return body.data.secret
}

async function measure(bare: Running, real: Running) {
  const { token } = await login(real.url)
  const bareRps = await rps(`${bare.url}/bare`)
  const realRps = await rps(`${real.url}/api/v1/customers?limit=10`, { authorization: `Bearer ${token}` })
  // The same read with an API key: whitelist, per-key rate limit and usage counting on top of the lookup.
  const keyRps = await rps(`${real.url}/api/v1/customers?limit=10`, {
    authorization: `Bearer ${await benchKey(real.url, token)}`,
  })
  const storeId = await createBenchStore(real.url, token)
  const catalogueRps = await rps(`${real.url}/api/v1/stores/public/product-${storeId}`)

  // Sequential, from one address: with trustProxy off (the default) the per-IP limit is 30 attempts
  // per 15 minutes, so 1 + 20 logins fit; the per-account limit counts failures only.
  const loginTimes: number[] = []
  for (let i = 0; i < LOGINS; i++) loginTimes.push((await login(real.url)).ms)
  loginTimes.sort((a, b) => a - b)

  const payTimes: number[] = []
  for (let i = 0; i < PAYMENTS; i++) payTimes.push(await createAndPayBill(real.url, token))
  payTimes.sort((a, b) => a - b)

  return { bareRps, realRps, keyRps, catalogueRps, loginTimes, payTimes }
}

type Row = [name: string, value: string, verdict: string]
const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER')

/** The pages a first visit is measured on, and the budget of each (bench/budgets.json). */
async function firstVisits(
  base: string,
): Promise<(PageVisit & { jsBudgetKB: number; requestBudget?: number })[]> {
  const { token, session } = await login(base)
  const bill = await createBill(base, token)
  const product = await demoProductId(base)
  const publicPage = { jsBudgetKB: 0, requestBudget: budgets.publicPageJsRequests! }
  return [
    {
      ...publicPage,
      name: 'payment page /pay/bill/{uuid}',
      path: `/pay/bill/${bill.uuid}`,
      jsBudgetKB: budgets.paymentWireJsKB!,
    },
    {
      ...publicPage,
      name: 'storefront /storefront/mobile/niaga-demo',
      path: '/storefront/mobile/niaga-demo',
      jsBudgetKB: budgets.storefrontWireJsKB!,
    },
    {
      ...publicPage,
      name: 'storefront product page',
      path: `/storefront/mobile/niaga-demo/product/${product}`,
      jsBudgetKB: budgets.storefrontWireJsKB!,
    },
    {
      name: 'console /dashboard (signed in)',
      path: '/dashboard',
      session,
      jsBudgetKB: budgets.consoleWireJsKB!,
    },
  ]
}

function lighthouseRows(name: string, figures: LighthouseFigures): Row[] {
  const at = (label: string) => `${name}: Lighthouse mobile ${label} (median of ${LIGHTHOUSE_RUNS})`
  // A score means little without how fast the machine was that day.
  const score = (value: number) => `${value} (benchmarkIndex ${Math.round(figures.benchmarkIndex)})`
  return [
    [
      at('performance'),
      score(figures.performance),
      `${verdict(figures.performance >= budgets.lighthousePerformance!)} (≥ ${budgets.lighthousePerformance})`,
    ],
    [at('LCP'), ms(figures.lcpMs), `${verdict(figures.lcpMs <= budgets.lcpMs!)} (≤ ${budgets.lcpMs} ms)`],
    [at('TBT'), ms(figures.tbtMs), `${verdict(figures.tbtMs <= budgets.tbtMs!)} (≤ ${budgets.tbtMs} ms)`],
    [at('CLS'), figures.cls.toFixed(3), `${verdict(figures.cls <= budgets.cls!)} (≤ ${budgets.cls})`],
    [
      at('accessibility'),
      score(figures.accessibility),
      `${verdict(figures.accessibility >= budgets.lighthouseAccessibility!)} (≥ ${budgets.lighthouseAccessibility})`,
    ],
  ]
}

function wireRows(name: string, figures: WireFigures, jsBudgetKB: number, requestBudget?: number): Row[] {
  const kb = figures.jsBytes / 1024
  // Public pages only: the console is where console modules belong.
  const consoleCode = requestBudget === undefined ? undefined : consoleModulesIn(figures.scripts)
  const styleRuntime = requestBudget === undefined ? undefined : styleRuntimeModulesIn(figures.scripts)
  const consoleRow: Row[] =
    consoleCode && styleRuntime
      ? [
          [
            `${name}: console modules loaded`,
            String(consoleCode.length),
            `${verdict(consoleCode.length === 0)} (0)`,
          ],
          [
            `${name}: Chakra/Emotion modules loaded`,
            String(styleRuntime.length),
            `${verdict(styleRuntime.length === 0)} (0)`,
          ],
        ]
      : []
  return [
    ...consoleRow,
    [
      `${name}: JavaScript on the wire`,
      `${kb.toFixed(1)} KB`,
      `${verdict(kb <= jsBudgetKB)} (≤ ${jsBudgetKB} KB)`,
    ],
    [
      `${name}: JavaScript requests`,
      String(figures.jsRequests),
      requestBudget === undefined
        ? ''
        : `${verdict(figures.jsRequests <= requestBudget)} (≤ ${requestBudget})`,
    ],
    [
      `${name}: everything on the wire`,
      `${(figures.allBytes / 1024).toFixed(1)} KB in ${figures.requests} requests`,
      '',
    ],
  ]
}

function print(rows: Row[]) {
  const width = Math.max(...rows.map((r) => r[0].length))
  const valueWidth = Math.max(...rows.map((r) => r[1].length))
  console.log(`\nNiaga bench (${LOAD.connections} connections, ${LOAD.duration} s per load run, 127.0.0.1)`)
  for (const [name, value, result] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${result}`.trimEnd())
}

/** First visits of the public pages and the console, Lighthouse on the public ones, and the start-up script
 *  profiles of the payment page and the storefront. */
async function pageRows(real: Running): Promise<Row[]> {
  const rows: Row[] = []
  if (existsSync('dist/index.html')) {
    const pages = await firstVisits(real.url)
    const wire = await measureWire(real.url, pages)
    for (const page of pages)
      rows.push(...wireRows(page.name, wire.get(page.name)!, page.jsBudgetKB, page.requestBudget))
    // Lighthouse on the public pages only: payers and shoppers are the ones on slow phones.
    for (const page of pages.filter((p) => p.requestBudget !== undefined))
      rows.push(...lighthouseRows(page.name, await lighthouseMedian(`${real.url}${page.path}`)))
    // The start-up script at 4× CPU of the payment page (budgeted) and the storefront's catalogue, and the
    // files it goes to.
    const [payment, catalogue] = pages
    for (const page of [payment!, catalogue!]) {
      const cpu = await profileLoad(`${real.url}${page.path}`)
      const budget = page === payment ? budgets.paymentScriptMs4x! : undefined
      rows.push([
        `${page.name}: main-thread script at 4× CPU`,
        ms(cpu.scriptMs),
        budget === undefined ? '' : `${verdict(cpu.scriptMs <= budget)} (≤ ${budget} ms)`,
      ])
      for (const { file, ms: spent } of cpu.top) rows.push([`  of which ${file}`, ms(spent), ''])
    }
  } else {
    rows.push(['first visits (bytes on the wire)', 'no dist/ (npm run build)', ''])
  }
  return rows
}

/** `npm run bench -- --pages`: the pages' figures alone (a few minutes instead of the whole bench). */
const PAGES_ONLY = process.argv.includes('--pages')

const running: Running[] = []
try {
  if (PAGES_ONLY) {
    const real = await startReal({ serveApp: true })
    running.push(real)
    print(await pageRows(real))
  } else await wholeBench()
} catch (error) {
  console.error('bench crashed:', error)
  process.exitCode = 1
} finally {
  // Close everything so the process ends by itself (a listening server or open database keeps it alive).
  for (const server of running.reverse()) await server.close()
}

/** Every figure: the API's throughput and latency, the pages, money out, reports and PostgreSQL. */
async function wholeBench() {
  const bare = await startBare()
  running.push(bare)
  const real = await startReal({ serveApp: true })
  running.push(real)
  const { bareRps, realRps, keyRps, catalogueRps, loginTimes, payTimes } = await measure(bare, real)
  const ratio = realRps / bareRps
  const loginP95 = percentile(loginTimes, 95)
  const payP95 = percentile(payTimes, 95)

  const rows: Row[] = [
    ['GET /bare, bare Hono JSON route (baseline)', `${bareRps.toFixed(0)} req/s`, ''],
    ['GET /api/v1/customers?limit=10 (auth, PGlite)', `${realRps.toFixed(0)} req/s`, ''],
    [
      'GET /api/v1/customers?limit=10 (API key, PGlite)',
      `${keyRps.toFixed(0)} req/s`,
      `${((keyRps / realRps) * 100).toFixed(0)}% of the session read`,
    ],
    [
      'ratio real/bare',
      ratio.toFixed(3),
      `${verdict(ratio >= budgets.authenticatedToBareRatio!)} (≥ ${budgets.authenticatedToBareRatio})`,
    ],
    [
      `GET /api/v1/stores/public/product-{id} (public, ${BENCH_PRODUCTS} products)`,
      `${catalogueRps.toFixed(0)} req/s`,
      '',
    ],
    [
      '… through the public read cache (PGlite, one process)',
      `${catalogueRps.toFixed(0)} req/s`,
      `${verdict(catalogueRps >= budgets.pgliteCatalogueRps!)} (≥ ${budgets.pgliteCatalogueRps} req/s)`,
    ],
    [
      'ratio storefront catalogue/bare',
      (catalogueRps / bareRps).toFixed(3),
      `${verdict(catalogueRps / bareRps >= budgets.storefrontCatalogueToBareRatio!)} (≥ ${budgets.storefrontCatalogueToBareRatio})`,
    ],
    [`login p50 (${LOGINS} sequential)`, ms(percentile(loginTimes, 50)), ''],
    ['login p95', ms(loginP95), `${verdict(loginP95 <= budgets.loginP95Ms!)} (≤ ${budgets.loginP95Ms} ms)`],
    ['login max', ms(loginTimes.at(-1)!), ''],
    [`create + pay a bill by FPX via the API, p50 (${PAYMENTS})`, ms(percentile(payTimes, 50)), ''],
    [
      'create + pay a bill by FPX via the API, p95',
      ms(payP95),
      `${verdict(payP95 <= budgets.createAndPayP95Ms!)} (≤ ${budgets.createAndPayP95Ms} ms)`,
    ],
  ]
  rows.push(...(await pageRows(real)))
  // Last: its thousands of writes leave a large heap behind, which would slow the pages measured above.
  const money = await measureMoneyOut()
  rows.push(
    [
      `settle ${SETTLED_PAYMENTS} FPX payments (one settlement job run)`,
      ms(money.settleMs),
      `${verdict(money.settleMs <= budgets.settle1000Ms!)} (≤ ${budgets.settle1000Ms} ms)`,
    ],
    [
      `request ${PAYOUTS} payouts through the API`,
      `${ms(money.payoutRequestsMs)} (${ms(money.payoutRequestsMs / PAYOUTS)} each)`,
      '',
    ],
    [
      `… and take them to paid through their jobs`,
      ms(money.payoutsMs),
      `${verdict(money.payoutsMs <= budgets.payout1000Ms!)} (≤ ${budgets.payout1000Ms} ms)`,
    ],
    [
      `payout report XLSX, ${money.reportRows} rows (${(money.reportBytes / 1024).toFixed(0)} KB), streamed`,
      ms(money.reportMs),
      `${verdict(money.reportRows === REPORT_ROWS && money.reportMs <= budgets.payoutReport10kMs!)} (≤ ${budgets.payoutReport10kMs} ms)`,
    ],
    [
      '… peak growth of resident memory while it streams',
      `${money.reportPeakRssGrowthMB.toFixed(1)} MB`,
      `${verdict(money.reportPeakRssGrowthMB <= budgets.payoutReportRssGrowthMB!)} (≤ ${budgets.payoutReportRssGrowthMB} MB)`,
    ],
  )
  // A report of 100,000 rows, generated through the API and written by its job (XLSX and CSV).
  const report = await measureReports()
  rows.push(
    [
      `report job, ${report.rows.toLocaleString('en-MY')} payouts (XLSX ${(report.xlsxBytes / 1048576).toFixed(1)} MB + CSV ${(report.csvBytes / 1048576).toFixed(1)} MB)`,
      ms(report.ms),
      `${verdict(report.rows === BIG_REPORT_ROWS && report.ms <= budgets.report100kMs!)} (≤ ${budgets.report100kMs} ms)`,
    ],
    [
      '… peak growth of the server’s resident memory while it writes',
      `${report.peakRssGrowthMB.toFixed(1)} MB`,
      `${verdict(report.peakRssGrowthMB < budgets.report100kRssGrowthMB!)} (< ${budgets.report100kRssGrowthMB} MB)`,
    ],
    [
      '… of which (peaks) JavaScript heap / outside it',
      `${report.peakHeapGrowthMB.toFixed(1)} MB / ${report.peakExternalGrowthMB.toFixed(1)} MB`,
      'for reading the figure above',
    ],
  )
  // PostgreSQL: the real server against the least code doing the same work, same database.
  const pg = await measurePostgres()
  const pgRatio = pg.realRps / pg.leastCodeRps
  rows.push(
    [
      `PostgreSQL: least-code customers list (${PG_LOAD.connections} connections, ${PG_LOAD.duration} s)`,
      `${pg.leastCodeRps.toFixed(0)} req/s`,
      '',
    ],
    [
      'PostgreSQL: GET /api/v1/customers?limit=10 (auth, one API process beside a job runner)',
      `${pg.realRps.toFixed(0)} req/s`,
      '',
    ],
    [
      '… ratio real/least-code',
      pgRatio.toFixed(3),
      `${verdict(pgRatio >= budgets.pgCustomersToLeastCodeRatio!)} (≥ ${budgets.pgCustomersToLeastCodeRatio})`,
    ],
    [
      `… p99 held at ${FIXED_RATE} req/s, paced, from when each was due (achieved ${pg.achievedRate.toFixed(0)} req/s; p50 ${ms(pg.p50AtFixedRateMs)})`,
      ms(pg.p99AtFixedRateMs),
      `${verdict(pg.p99AtFixedRateMs <= budgets.pgP99At500Ms! && pg.achievedRate >= FIXED_RATE * 0.95)} (≤ ${budgets.pgP99At500Ms} ms)`,
    ],
    [
      `… p99 with autocannon's overallRate ${FIXED_RATE} (each second's share sent at once, 50 at a time)`,
      ms(pg.burstP99Ms),
      'for comparison',
    ],
  )
  print(rows)
}
