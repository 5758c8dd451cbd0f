// The money-out share of the bench: 1,000 paid payments settled by the settlement job, 1,000 payouts
// requested through the API and taken to paid by their jobs, and the payout report of 10,000 rows with the
// growth of this process's resident memory while it streams. In process, on a fresh PGlite, with a test
// clock moved as the sandbox clock would be; the fixtures are written straight to the database (not timed).
import { openSeededSandbox } from './seeded-sandbox.ts'
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { paymentRecords, payouts, settlements } from '../server/db/schema/index.ts'
import { MONEY_JOB_HANDLERS } from '../server/jobs/handlers.ts'
import { runDueJobs } from '../server/jobs/queue.ts'
import { postPayment } from '../server/services/ledger.ts'
import { settlementDueAt } from '../server/services/money-out/schedule.ts'

export const SETTLED_PAYMENTS = 1000
export const PAYOUTS = 1000
export const REPORT_ROWS = 10_000

export interface MoneyOutFigures {
  settleMs: number
  /** Requesting the payouts through the API, and all of it up to paid (requests and both job steps). */
  payoutRequestsMs: number
  payoutsMs: number
  reportMs: number
  reportBytes: number
  reportRows: number
  reportPeakRssGrowthMB: number
}

const drain = async (deps: Parameters<typeof runDueJobs>[0]) => {
  while ((await runDueJobs(deps, MONEY_JOB_HANDLERS, 500)) > 0);
}

export async function measureMoneyOut(): Promise<MoneyOutFigures> {
  const { database, clock, deps, app, accountId, verifiedBank } = await openSeededSandbox()
  try {
    await drain(deps) // whatever the seed left due
    const now = clock.now()
    await deps.db.transaction(async (tx) => {
      for (let i = 0; i < SETTLED_PAYMENTS; i++) {
        const invoice = `BENCH-PAY-${i}`
        await tx.insert(paymentRecords).values({
          account_id: accountId,
          invoice_no: invoice,
          channel: 'fpx',
          status: 'paid',
          amount_sen: 5000,
          fee_sen: 100,
          paid_at: now,
          settle_due_at: settlementDueAt('fpx', now),
          created_at: now,
          updated_at: now,
        })
        await postPayment({ ...deps, db: tx }, accountId, invoice, 5000, 100, now)
      }
    })

    clock.advance(22 * 3_600_000 + 60_000) // Tuesday 10:01
    let started = performance.now()
    await drain(deps)
    const settleMs = performance.now() - started
    const settled = await deps.db
      .select({ n: settlements.payment_count })
      .from(settlements)
      .where(eq(settlements.settlement_date, '2026-11-24'))
    if (!settled.some((s) => s.n >= SETTLED_PAYMENTS)) throw new Error('the bench payments did not settle')

    const login = await app.request('/api/v1/auth/access-token-viu', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'merchant@niaga.test', password: 'Sandbox#2026' }),
    })
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
    const bank = await verifiedBank()
    started = performance.now()
    for (let i = 0; i < PAYOUTS; i++) {
      const res = await app.request('/api/v1/payment-services/switch/create-payout-invoice', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-payout-${i}`,
        },
        body: JSON.stringify({ bank_account_id: bank.id, amount: '10.00', payout_service_id: 1 }),
      })
      const body = (await res.json()) as { response_code: number; description: string }
      if (body.response_code !== 2000) throw new Error(`payout ${i}: ${body.description}`)
    }
    const requestedMs = performance.now() - started
    await drain(deps) // requested → processing
    clock.advance(301_000)
    await drain(deps) // processing → paid
    const payoutsMs = performance.now() - started
    const paid = await deps.db.$count(payouts, eq(payouts.status, 'paid'))
    if (paid !== PAYOUTS) throw new Error(`${paid} of ${PAYOUTS} payouts paid`)

    const rows = Array.from({ length: REPORT_ROWS - PAYOUTS }, (_, i) => ({
      account_id: accountId,
      invoice_no: `BENCH-PO-${i}`,
      bank_account_id: bank.id,
      payout_service_id: 2,
      amount_sen: 1000 + i,
      fee_sen: 20,
      status: 'paid' as const,
      requested_at: new Date(now.getTime() + i * 1000),
      paid_at: new Date(now.getTime() + i * 1000 + 3600_000),
    }))
    for (let i = 0; i < rows.length; i += 1000) await deps.db.insert(payouts).values(rows.slice(i, i + 1000))

    global.gc?.()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
    started = performance.now()
    const report = await app.request(
      '/api/v1/reports/merchant/payout-report-range-date?start_date=01-11-2026&end_date=31-12-2026',
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    )
    let bytes = 0
    const chunks: Uint8Array[] = []
    for await (const chunk of report.body!) {
      bytes += chunk.byteLength
      chunks.push(chunk)
    }
    const reportMs = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer)
    const reportRows = workbook.getWorksheet('Payouts')!.rowCount - 1
    return {
      settleMs,
      payoutRequestsMs: requestedMs,
      payoutsMs,
      reportMs,
      reportBytes: bytes,
      reportRows,
      reportPeakRssGrowthMB: (peak - baseline) / (1024 * 1024),
    }
  } finally {
    await database.close()
  }
}
