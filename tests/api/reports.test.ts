// Downloadable reports (docs/reports.md): each of the four types goes queued → running with progress →
// ready through its durable job, and its XLSX and CSV hold exactly the database's rows for the range with
// typed cells; the list answers 2100; another account sees nothing; roles decide which types a member may
// generate, list, read and download; bad ranges get their messages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseContentDisposition } from 'content-disposition'
import ExcelJS from 'exceljs'
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { REPORT_TYPES, type Report, type ReportType } from '../../src/contract/reports.ts'
import {
  bankAccounts,
  paymentRecords,
  payouts,
  poolMovements,
  pools,
  settlements,
} from '../../server/db/schema/index.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import { REPORT_JOB, runReportJob } from '../../server/services/reports/reports.ts'
import { REPORT_SOURCES } from '../../server/services/reports/sources.ts'
import { parseCsv } from '../support/csv.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let dataDir: string
let token: string
let accountId: string
const RANGE = { start_date: '01-11-2026', end_date: '30-11-2026' }
// The Malaysian days 1–30 November 2026 as UTC instants.
const FROM = new Date('2026-10-31T16:00:00.000Z')
const TO = new Date('2026-11-30T16:00:00.000Z')
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")'

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'niaga-reports-'))
  api = await startApi({ config: { dataDir } })
  const login = await api.login('merchant@niaga.test')
  token = login.access_token
  accountId = login.account.id
  await addFixtures()
})
afterAll(async () => {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Rows of every type inside the range, on its edges and just outside, with text a spreadsheet could run. */
async function addFixtures() {
  const at = (iso: string) => new Date(iso)
  const payment = (n: number, paidAt: string, extra: Partial<typeof paymentRecords.$inferInsert> = {}) => ({
    account_id: accountId,
    invoice_no: `RPT-PAY-${n}`,
    channel: 'fpx',
    status: 'paid' as const,
    amount_sen: 10_000 + n,
    fee_sen: 150,
    payer_name: `Payer ${n}`,
    paid_at: at(paidAt),
    ...extra,
  })
  await api.db.insert(paymentRecords).values([
    payment(1, '2026-10-31T16:00:00.000Z', { payer_name: FORMULA_NAME }), // 1 Nov 00:00 MYT: the first instant in range
    payment(2, '2026-11-30T15:59:59.000Z', { payer_name: 'Tan, "Ah" Kow\nLine two' }), // 30 Nov 23:59:59 MYT
    payment(3, '2026-11-30T16:00:00.000Z'), // 1 Dec MYT: outside
    payment(4, '2026-11-10T02:00:00.000Z', { status: 'refunded', refunded_sen: 10_004 }),
  ])
  const [bank] = await api.db
    .insert(bankAccounts)
    .values({
      account_id: accountId,
      bank_code: 'MBBEMYKL',
      account_number: '5140123456789',
      holder_name: 'Niaga Demo Sdn Bhd',
      verification_status: 'verified',
    })
    .returning()
  await api.db.insert(payouts).values(
    [0, 1, 2, 3, 4].map((n) => ({
      account_id: accountId,
      invoice_no: `RPT-PO-${n}`,
      bank_account_id: bank!.id,
      payout_service_id: 1,
      amount_sen: 5_000 + n * 101,
      fee_sen: 100,
      status: n === 3 ? ('failed' as const) : ('paid' as const),
      failure_reason: n === 3 ? '-1 account closed' : null,
      requested_at: at(`2026-11-0${n + 1}T03:00:00.000Z`),
      paid_at: n === 3 ? null : at(`2026-11-0${n + 1}T04:00:00.000Z`),
    })),
  )
  const settlement = (n: number, kind: 'self' | 'scheduled', settledAt: string) => ({
    account_id: accountId,
    settlement_no: `RPT-ST-${n}`,
    kind,
    channel: 'fpx',
    gross_sen: 20_000 + n,
    fee_sen: 300,
    settlement_fee_sen: 100,
    reserve_sen: n,
    payment_count: n + 2,
    period_start: '2026-11-01',
    period_end: '2026-11-05',
    settlement_date: '2026-11-06',
    settled_at: at(settledAt),
  })
  await api.db.insert(settlements).values([
    settlement(1, 'self', '2026-11-06T02:00:00.000Z'),
    settlement(2, 'self', '2026-11-07T02:00:00.000Z'),
    settlement(3, 'scheduled', '2026-11-07T02:00:00.000Z'), // not a self-settlement
    settlement(4, 'self', '2026-12-07T02:00:00.000Z'), // outside
  ])
  const [pool] = await api.db.insert(pools).values({ account_id: accountId, pool_type: 'payout' }).returning()
  await api.db.insert(poolMovements).values([
    {
      account_id: accountId,
      pool_id: pool!.id,
      pool_type: 'payout',
      amount_sen: 50_000,
      balance_after_sen: 50_000,
      reason: 'topup',
      reference: 'RPT-TOP-1',
      occurred_at: at('2026-11-02T01:00:00.000Z'),
    },
    {
      account_id: accountId,
      pool_id: pool!.id,
      pool_type: 'payout',
      amount_sen: -12_345,
      balance_after_sen: 37_655,
      reason: 'payout',
      reference: '+RPT-PO-X',
      occurred_at: at('2026-11-03T01:00:00.000Z'),
    },
    {
      account_id: accountId,
      pool_id: pool!.id,
      pool_type: 'payout',
      amount_sen: 12_345,
      balance_after_sen: 50_000,
      reason: 'payout_reversal',
      reference: 'RPT-PO-X',
      occurred_at: at('2026-11-03T01:00:00.000Z'),
    },
  ])
}

/** What the database says each report holds: its rows in order as [key text, when, money in sen]. */
async function expectedRows(type: ReportType): Promise<[string, Date, number][]> {
  switch (type) {
    case 'collection':
      return (
        await api.db
          .select()
          .from(paymentRecords)
          .where(
            and(
              eq(paymentRecords.account_id, accountId),
              isNotNull(paymentRecords.paid_at),
              gte(paymentRecords.paid_at, FROM),
              lt(paymentRecords.paid_at, TO),
            ),
          )
          .orderBy(asc(paymentRecords.paid_at), asc(paymentRecords.id))
      ).map((p) => [p.invoice_no, p.paid_at!, p.amount_sen])
    case 'payout':
      return (
        await api.db
          .select()
          .from(payouts)
          .where(
            and(
              eq(payouts.account_id, accountId),
              gte(payouts.requested_at, FROM),
              lt(payouts.requested_at, TO),
            ),
          )
          .orderBy(asc(payouts.requested_at), asc(payouts.id))
      ).map((p) => [p.invoice_no, p.requested_at, p.amount_sen])
    case 'self-settlement':
      return (
        await api.db
          .select()
          .from(settlements)
          .where(
            and(
              eq(settlements.account_id, accountId),
              eq(settlements.kind, 'self'),
              gte(settlements.settled_at, FROM),
              lt(settlements.settled_at, TO),
            ),
          )
          .orderBy(asc(settlements.settled_at), asc(settlements.id))
      ).map((s) => [s.settlement_no, s.settled_at, s.gross_sen])
    case 'balance-pool':
      return (
        await api.db
          .select()
          .from(poolMovements)
          .where(
            and(
              eq(poolMovements.account_id, accountId),
              gte(poolMovements.occurred_at, FROM),
              lt(poolMovements.occurred_at, TO),
            ),
          )
          .orderBy(asc(poolMovements.seq))
      ).map((m) => [m.reference, m.occurred_at, m.amount_sen])
  }
}

/** 1-based column numbers of [key, when, money] in each report. */
const COLUMNS: Record<ReportType, [number, number, number]> = {
  collection: [1, 2, 5],
  payout: [1, 2, 4],
  'self-settlement': [1, 2, 7],
  'balance-pool': [4, 1, 5],
}

const generate = (type: ReportType, body: unknown, as = token) =>
  api.call<Report>('POST', `/background-task-report/generate-report-${type}`, { token: as, body })
const getReport = (id: string, as = token) =>
  api.call<Report>('GET', `/background-task-report/${id}`, { token: as })
const list = (query = '', as = token) =>
  api.call<ListData<Report>>('POST', `/background-task-report/list${query}`, { token: as })
const download = (id: string, format: 'xlsx' | 'csv', as = token) =>
  api.app.request(`/api/v1/background-task-report/${id}/download/${format}`, {
    headers: { authorization: `Bearer ${as}` },
  })

/** Runs the queued report jobs through the queue, two rows a page, looking at the report after each page. */
async function runReports(onPage: (report: Report) => void) {
  await runDueJobs(api.deps, {
    [REPORT_JOB]: (deps, payload, attempt) =>
      runReportJob(deps, payload, attempt, {
        pageRows: 2,
        afterPage: async () => onPage((await getReport(String(payload.report_id))).body.data),
      }),
  })
}

const breakdownOf = (data: unknown) => (data as { breakdown: Record<string, string> }).breakdown
const wallClock = (at: Date) => new Date(at.getTime() + 8 * 3_600_000)
const csvTime = (at: Date) => wallClock(at).toISOString().slice(0, 19).replace('T', ' ')
const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

describe('generating a report', () => {
  for (const type of REPORT_TYPES) {
    it(`${type}: queued, then running with progress, then ready with files matching the database`, async () => {
      const created = await generate(type, RANGE)
      expect(created.body.response_code).toBe(ResponseCode.SUCCESS)
      expect(created.body.data).toMatchObject({
        type,
        ...RANGE,
        status: 'queued',
        percent: 0,
        rows_written: 0,
        rows_total: null,
        xlsx_bytes: null,
      })
      const id = created.body.data.id
      expect((await getReport(id)).body.data.status).toBe('queued')

      const seen: Report[] = []
      await runReports((report) => seen.push(report))
      const expected = await expectedRows(type)
      expect(expected.length).toBeGreaterThan(1)
      // After the first page of two rows, the report is running and says how far it is.
      expect(seen[0]).toMatchObject({ status: 'running', rows_written: 2, rows_total: expected.length })
      expect(seen[0]!.percent).toBe(Math.min(99, Math.floor((2 * 100) / expected.length)))
      const ready = (await getReport(id)).body.data
      expect(ready).toMatchObject({
        status: 'ready',
        percent: 100,
        rows_written: expected.length,
        rows_total: expected.length,
        error: null,
      })

      const xlsx = await download(id, 'xlsx')
      expect(xlsx.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(parseContentDisposition(xlsx.headers.get('content-disposition')!)).toEqual({
        type: 'attachment',
        parameters: { filename: `${type}-report-01-11-2026-to-30-11-2026.xlsx` },
      })
      const bytes = await xlsx.arrayBuffer()
      expect(bytes.byteLength).toBe(ready.xlsx_bytes)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(bytes)
      const sheet = workbook.worksheets[0]!
      const headers = REPORT_SOURCES[type].columns.map((column) => column.header)
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers)
      expect(sheet.rowCount).toBe(expected.length + 1)
      const [keyCol, timeCol, moneyCol] = COLUMNS[type]
      expected.forEach(([key, when, sen], index) => {
        const row = sheet.getRow(index + 2)
        expect(row.getCell(keyCol).value).toBe(key)
        expect(row.getCell(timeCol).type).toBe(ExcelJS.ValueType.Date)
        expect((row.getCell(timeCol).value as Date).getTime()).toBe(wallClock(when).getTime())
        expect(row.getCell(timeCol).numFmt).toBe('dd-mm-yyyy hh:mm:ss')
        expect(row.getCell(moneyCol).type).toBe(ExcelJS.ValueType.Number)
        expect(row.getCell(moneyCol).value).toBe(sen / 100)
        expect(row.getCell(moneyCol).numFmt).toBe('0.00')
      })

      const csv = await download(id, 'csv')
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(parseContentDisposition(csv.headers.get('content-disposition')!)).toEqual({
        type: 'attachment',
        parameters: { filename: `${type}-report-01-11-2026-to-30-11-2026.csv` },
      })
      const text = await csv.text()
      expect(Buffer.byteLength(`\uFEFF${text.replace(/^\uFEFF/, '')}`)).toBe(ready.csv_bytes)
      const records = parseCsv(text)
      expect(records[0]).toEqual(headers)
      expect(records).toHaveLength(expected.length + 1)
      expected.forEach(([key, when, sen], index) => {
        const record = records[index + 1]!
        expect(record).toHaveLength(headers.length)
        expect(record[keyCol - 1]).toBe(guarded(key))
        expect(record[timeCol - 1]).toBe(csvTime(when))
        expect(record[moneyCol - 1]).toBe((sen / 100).toFixed(2))
      })
    })
  }

  it('keeps a formula-looking text as text: a string cell in the XLSX, an apostrophe first in the CSV', async () => {
    const { id } = (await generate('collection', { start_date: '01-11-2026', end_date: '01-11-2026' })).body
      .data
    await runReports(() => undefined)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await (await download(id, 'xlsx')).arrayBuffer())
    const payer = workbook.worksheets[0]!.getRow(2).getCell(9)
    expect(payer.type).toBe(ExcelJS.ValueType.String)
    expect(payer.value).toBe(FORMULA_NAME)
    const records = parseCsv(await (await download(id, 'csv')).text())
    expect(records[1]![8]).toBe(`'${FORMULA_NAME}`)

    const last = (await generate('collection', { start_date: '30-11-2026', end_date: '30-11-2026' })).body
      .data
    await runReports(() => undefined)
    const quoted = parseCsv(await (await download(last.id, 'csv')).text())
    expect(quoted[1]![8]).toBe('Tan, "Ah" Kow\nLine two')
    expect(quoted[1]![0]).toBe('RPT-PAY-2')
  })

  it('writes counts as numbers and calendar days as dates (self-settlement)', async () => {
    const { id } = (await generate('self-settlement', RANGE)).body.data
    await runReports(() => undefined)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await (await download(id, 'xlsx')).arrayBuffer())
    const row = workbook.worksheets[0]!.getRow(2)
    expect(row.getCell(4).value).toBe(3)
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Number)
    expect(row.getCell(5).value).toEqual(new Date('2026-11-01T00:00:00.000Z'))
    expect(row.getCell(5).numFmt).toBe('dd-mm-yyyy')
    expect(row.getCell(11).value).toBe((20_001 - 300 - 100 - 1) / 100)
  })

  it('writes an empty range as a header only, and defaults to SPEC’s whole range', async () => {
    const empty = (await generate('payout', { start_date: '01-01-2026', end_date: '31-01-2026' })).body.data
    const whole = await generate('payout', {})
    expect(whole.body.data).toMatchObject({ start_date: '01-01-1990', end_date: '01-01-2100' })
    await runReports(() => undefined)
    expect((await getReport(empty.id)).body.data).toMatchObject({
      status: 'ready',
      rows_total: 0,
      percent: 100,
    })
    expect(parseCsv(await (await download(empty.id, 'csv')).text())).toHaveLength(1)
    expect((await getReport(whole.body.data.id)).body.data.rows_total).toBe(5)
  })

  it('fails with a reason when the files cannot be written, and refuses its download', async () => {
    const blocker = join(dataDir, 'not-a-folder')
    writeFileSync(blocker, 'x')
    const original = api.config.dataDir
    const { id } = (await generate('collection', RANGE)).body.data
    expect((await download(id, 'xlsx')).status).toBe(409)
    api.config.dataDir = blocker
    try {
      await runReports(() => undefined)
    } finally {
      api.config.dataDir = original
    }
    const failed = (await getReport(id)).body.data
    expect(failed.status).toBe('failed')
    expect(failed.error).toBe(
      'The server could not write the report files (its data folder is not writable); generate the report again later',
    )
    expect(failed.error).not.toContain(dataDir)
    const refused = await api.call('GET', `/background-task-report/${id}/download/csv`, { token })
    expect(refused.body.response_code).toBe(ResponseCode.CONFLICT)
    expect(refused.body.description).toContain('This report failed')
  })
})

describe('the report list', () => {
  it('answers 2100, newest first, filtered by type and status', async () => {
    const all = await list('?limit=100')
    expect(all.body.response_code).toBe(ResponseCode.REPORT_LIST_SUCCESS)
    expect(all.status).toBe(200)
    const rows = all.body.data.list.data
    expect(rows.length).toBe(all.body.data.list.total)
    expect(rows.length).toBeGreaterThanOrEqual(8)
    const created = rows.map((r) => r.created_at)
    expect(created).toEqual([...created].sort().reverse())
    const payoutsOnly = await list('?type=payout&limit=100')
    expect(payoutsOnly.body.data.list.data.every((r) => r.type === 'payout')).toBe(true)
    expect(payoutsOnly.body.data.list.total).toBe(3)
    const failed = await list('?status=failed')
    expect(failed.body.data.list.data.map((r) => r.status)).toEqual(['failed'])
    const page = await list('?limit=2&skip=1')
    expect(page.body.data.list).toMatchObject({ skip: 1, limit: 2, total: all.body.data.list.total })
    expect(page.body.data.list.data.map((r) => r.id)).toEqual(rows.slice(1, 3).map((r) => r.id))
  })

  it('shows another account nothing: merchant2 cannot list, read or download the merchant’s reports', async () => {
    const other = (await api.login('merchant2@niaga.test')).access_token
    const mine = (await list('?limit=1')).body.data.list.data[0]!
    const theirs = await list('', other)
    expect(theirs.body.response_code).toBe(ResponseCode.REPORT_LIST_SUCCESS)
    expect(theirs.body.data.list.total).toBe(0)
    expect((await getReport(mine.id, other)).body.response_code).toBe(ResponseCode.NOT_FOUND)
    const ready = (await list('?status=ready&limit=1')).body.data.list.data[0]!
    const file = await download(ready.id, 'xlsx', other)
    expect(file.status).toBe(404)
    expect(((await file.json()) as { response_code: number }).response_code).toBe(ResponseCode.NOT_FOUND)
    // merchant2's own report is only theirs.
    const own = await generate('collection', RANGE, other)
    expect(own.body.response_code).toBe(ResponseCode.SUCCESS)
    expect((await getReport(own.body.data.id)).body.response_code).toBe(ResponseCode.NOT_FOUND)
  })
})

describe('who may', () => {
  it('lets staff and viewers work with collection reports only; money reports need the money permission', async () => {
    for (const email of ['staff@niaga.test', 'viewer@niaga.test']) {
      const member = (await api.login(email)).access_token
      const collection = await generate('collection', RANGE, member)
      expect(collection.body.response_code, email).toBe(ResponseCode.SUCCESS)
      for (const type of ['payout', 'self-settlement', 'balance-pool'] as const) {
        const refused = await generate(type, RANGE, member)
        expect(refused.body.response_code, `${email} ${type}`).toBe(ResponseCode.FORBIDDEN)
        expect(refused.body.description).toBe(
          'Only owners, administrators and finance can move money out (payouts, settlements, voids, refunds, virtual accounts)',
        )
      }
      const seen = (await list('?limit=100', member)).body.data.list.data
      expect(seen.length, email).toBeGreaterThan(0)
      expect(
        seen.every((r) => r.type === 'collection'),
        email,
      ).toBe(true)
      expect((await list('?type=payout', member)).body.data.list.total).toBe(0)
      const payout = (await list('?type=payout&status=ready&limit=1')).body.data.list.data[0]!
      expect((await getReport(payout.id, member)).body.response_code).toBe(ResponseCode.FORBIDDEN)
      expect((await download(payout.id, 'csv', member)).status).toBe(403)
      const collectionReport = (await list('?type=collection&status=ready&limit=1')).body.data.list.data[0]!
      expect((await download(collectionReport.id, 'csv', member)).status).toBe(200)
    }
  })
})

describe('validation', () => {
  it('names what is wrong with a range', async () => {
    const cases: [unknown, string, string][] = [
      [{ start_date: '2026-11-01' }, 'start_date', 'The start date is dd-MM-yyyy'],
      [{ start_date: '31-02-2026' }, 'start_date', 'The start date is no real date'],
      [{ end_date: '01-01-2101' }, 'end_date', 'The end date is between 01-01-1990 and 01-01-2100'],
      [{ start_date: '31-12-1989' }, 'start_date', 'The start date is between 01-01-1990 and 01-01-2100'],
      [
        { start_date: '02-11-2026', end_date: '01-11-2026' },
        'end_date',
        'The end date is before the start date',
      ],
      [{ start_date: 20261101 }, 'start_date', 'The start date must be text (dd-MM-yyyy)'],
      [{ type: 'payout' }, 'type', 'Unknown field'],
    ]
    for (const [body, field, message] of cases) {
      const res = await generate('payout', body)
      expect(res.body.response_code, JSON.stringify(body)).toBe(ResponseCode.VALIDATION_FAILED)
      expect(breakdownOf(res.body.data)[field], JSON.stringify(body)).toBe(message)
    }
    const badList = await list('?type=weekly&status=done')
    expect(badList.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdownOf(badList.body.data)).toMatchObject({
      type: 'Type is one of: collection, payout, self-settlement, balance-pool',
      status: 'Status is one of: queued, running, ready, failed',
    })
    const ready = (await list('?status=ready&limit=1')).body.data.list.data[0]!
    const badFormat = await api.call('GET', `/background-task-report/${ready.id}/download/pdf`, { token })
    expect(breakdownOf(badFormat.body.data).format).toBe('The format is xlsx or csv')
  })
})
