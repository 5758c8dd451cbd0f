// The reports share of the bench: a payout report of 100,000 rows generated through the API and written by
// its durable job (XLSX and CSV, a page of 250 rows at a time), timed from the generate call to ready, with
// the growth of this process's resident memory while it writes (the server runs in this process). In
// process, on a fresh PGlite; the 100,000 payouts are written straight to the database first (not timed).
import { openSeededSandbox } from './seeded-sandbox.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { payouts, reports } from '../server/db/schema/index.ts'
import { runDueJobs } from '../server/jobs/queue.ts'
import { REPORT_JOB, reportFilePath, runReportJob } from '../server/services/reports/reports.ts'

export const BIG_REPORT_ROWS = 100_000
const MB = 1024 * 1024

export interface ReportFigures {
  ms: number
  rows: number
  xlsxBytes: number
  csvBytes: number
  peakRssGrowthMB: number
  /** Peak growth of the JavaScript heap and of memory outside it (PGlite's WebAssembly memory, buffers). */
  peakHeapGrowthMB: number
  peakExternalGrowthMB: number
}

export async function measureReports(): Promise<ReportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'niaga-bench-reports-'))
  const { database, clock, deps, app, accountId, verifiedBank } = await openSeededSandbox({ dataDir })
  try {
    const now = clock.now()
    const bank = await verifiedBank()
    for (let start = 0; start < BIG_REPORT_ROWS; start += 1000) {
      await deps.db.insert(payouts).values(
        Array.from({ length: 1000 }, (_, k) => {
          const i = start + k
          return {
            account_id: accountId,
            invoice_no: `BENCH-RPT-${i}`,
            bank_account_id: bank.id,
            payout_service_id: 2,
            amount_sen: 1000 + i,
            fee_sen: 20,
            status: 'paid' as const,
            requested_at: new Date(now.getTime() - i * 20_000),
            paid_at: new Date(now.getTime() - i * 20_000 + 3600_000),
          }
        }),
      )
    }

    const login = await app.request('/api/v1/auth/access-token-viu', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'merchant@niaga.test', password: 'Sandbox#2026' }),
    })
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token

    global.gc?.()
    const start = process.memoryUsage()
    const baseline = start.rss
    let peak = baseline
    const peaks = { heapUsed: start.heapUsed, external: start.external }
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peak = Math.max(peak, now.rss)
      peaks.heapUsed = Math.max(peaks.heapUsed, now.heapUsed)
      peaks.external = Math.max(peaks.external, now.external)
    }, 5)
    const started = performance.now()
    const generated = await app.request('/api/v1/background-task-report/generate-report-payout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ start_date: '01-01-2026', end_date: '31-12-2026' }),
    })
    const created = (await generated.json()) as {
      response_code: number
      description: string
      data: { id: string }
    }
    if (created.response_code !== 2000) throw new Error(`report not queued: ${created.description}`)
    while ((await runDueJobs(deps, { [REPORT_JOB]: runReportJob })) > 0);
    const ms = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)

    const [row] = await deps.db.select().from(reports).where(eq(reports.id, created.data.id))
    if (row?.status !== 'ready') throw new Error(`report ${row?.status ?? 'missing'}: ${row?.error ?? ''}`)
    // Count the workbook's rows with ExcelJS's streaming reader (a 100,000-row workbook loaded whole is
    // large).
    let rows = -1
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(reportFilePath(dataDir, row, 'xlsx'), {})
    for await (const sheet of reader) for await (const _row of sheet) rows++
    if (rows !== row.rows_total)
      throw new Error(`the XLSX has ${rows} rows, the report says ${row.rows_total}`)
    return {
      ms,
      rows,
      xlsxBytes: row.xlsx_bytes ?? 0,
      csvBytes: row.csv_bytes ?? 0,
      peakRssGrowthMB: (peak - baseline) / MB,
      peakHeapGrowthMB: (peaks.heapUsed - start.heapUsed) / MB,
      peakExternalGrowthMB: (peaks.external - start.external) / MB,
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
