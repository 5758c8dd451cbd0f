// Reports as records: generating one (a row and a durable job), the list, one report, its files, and the
// job that writes them (queued → running with progress → ready, or failed with the reason). Every query is
// scoped to the caller's account, and to the report types the caller's role may see
// (src/contract/reports.ts REPORT_TYPE_PERMISSION).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { permissionDeniedMessage, roleCan } from '../../../src/contract/roles.ts'
import {
  REPORT_TYPE_PERMISSION,
  REPORT_TYPES,
  reportFilename,
  type Report,
  type ReportFormat,
  type ReportStatus,
  type ReportType,
} from '../../../src/contract/reports.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { jobs, reports } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { enqueue } from '../../jobs/queue.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import { REPORT_SOURCES } from './sources.ts'
import { REPORT_PAGE_ROWS, writeReportFiles } from './writer.ts'
import { findOwnedRecord } from '../owned-records.ts'

export const REPORT_JOB = 'report.generate'

type Row = typeof reports.$inferSelect

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/** Where a report's file lives: DATA_DIR/reports/<account>/<report id>.<format>. */
export function reportFilePath(
  dataDir: string,
  row: Pick<Row, 'account_id' | 'id'>,
  format: ReportFormat,
): string {
  return join(resolve(dataDir), 'reports', row.account_id, `${row.id}.${format}`)
}

export function reportView(row: Row): Report {
  const percent =
    row.status === 'ready'
      ? 100
      : row.status === 'running' && row.rows_total
        ? Math.min(99, Math.floor((row.rows_written * 100) / row.rows_total))
        : 0
  return {
    id: row.id,
    type: row.type,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    rows_written: row.rows_written,
    rows_total: row.rows_total,
    percent,
    xlsx_bytes: row.xlsx_bytes,
    csv_bytes: row.csv_bytes,
    error: row.error,
    filename: reportFilename(row.type, row.start_date, row.end_date),
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  }
}

/** The report types this caller's role may see. */
export const visibleTypes = (caller: Caller): ReportType[] =>
  REPORT_TYPES.filter((type) => roleCan(caller.roleCode, REPORT_TYPE_PERMISSION[type]))

export async function generateReport(
  deps: Deps,
  caller: Caller,
  type: ReportType,
  range: { start_date: string; end_date: string },
): Promise<Report> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        account_id: caller.accountId,
        type,
        start_date: range.start_date,
        end_date: range.end_date,
        requested_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    // One attempt: a report that fails says why and the merchant generates it again; a process that dies
    // mid-report leaves its claim to expire, and the job is picked up again from the start.
    await enqueue(tx, REPORT_JOB, { report_id: row!.id }, now, 1)
    return reportView(row!)
  })
}

export interface ReportListQuery extends ListQuery {
  type?: ReportType | undefined
  status?: ReportStatus | undefined
}

export function listReports(deps: Deps, caller: Caller, query: ReportListQuery): Promise<ListPage<Report>> {
  const types = visibleTypes(caller).filter((type) => !query.type || type === query.type)
  const where: SQL | undefined = and(
    eq(reports.account_id, caller.accountId),
    types.length > 0 ? inArray(reports.type, types) : sql`false`,
    query.status ? eq(reports.status, query.status) : undefined,
  )
  return readTablePage(deps, query, reports, {
    where,
    sortBy: reports.created_at,
    toApi: (rows) => rows.map(reportView),
  })
}

async function findReport(deps: Deps, caller: Caller, id: string): Promise<Row> {
  const row = await findOwnedRecord(deps, reports, 'Report', caller.accountId, id)
  const permission = REPORT_TYPE_PERMISSION[row.type]
  if (!roleCan(caller.roleCode, permission)) throw forbidden(permissionDeniedMessage(permission))
  return row
}

export async function getReport(deps: Deps, caller: Caller, id: string): Promise<Report> {
  return reportView(await findReport(deps, caller, id))
}

/** A ready report's file as a stream, with its download name. */
export async function reportFile(deps: Deps, caller: Caller, id: string, format: ReportFormat) {
  const row = await findReport(deps, caller, id)
  if (row.status === 'failed')
    throw conflict(`This report failed (${row.error ?? 'no reason recorded'}); generate it again`)
  if (row.status !== 'ready')
    throw conflict('This report is not ready yet; its progress is on the reports page')
  const path = reportFilePath(deps.config.dataDir, row, format)
  const size = await stat(path).then(
    (found) => found.size,
    () => null,
  )
  if (size === null) throw notFound('Report file')
  return {
    body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
    contentType: CONTENT_TYPES[format],
    filename: `${reportFilename(row.type, row.start_date, row.end_date)}.${format}`,
  }
}

/** Why a report failed, for the merchant: no server paths, the details go to the log. */
export function failureReason(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return 'The server ran out of disk space while writing the files; generate the report again later'
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EEXIST')
    return 'The server could not write the report files (its data folder is not writable); generate the report again later'
  return 'The report could not be written because of an unexpected error; generate it again'
}

const LEASE_EXTEND_MS = 60_000

export interface ReportJobOptions {
  /** Rows per page read and progress update (tests use a few to watch progress). */
  pageRows?: number
  /** Heard after each page's progress is recorded (tests and the bench look at the report then). */
  afterPage?: (rowsWritten: number) => Promise<void>
}

/** The durable job: writes both files, recording progress after every page. */
export async function runReportJob(
  deps: Deps,
  payload: Record<string, unknown>,
  _attempt: number,
  options: ReportJobOptions = {},
): Promise<void> {
  const id = typeof payload.report_id === 'string' ? payload.report_id : ''
  const [row] = await deps.db.select().from(reports).where(eq(reports.id, id))
  if (!row || row.status === 'ready' || row.status === 'failed') return
  const update = (values: Partial<typeof reports.$inferInsert>) =>
    deps.db
      .update(reports)
      .set({ ...values, updated_at: deps.clock.now() })
      .where(eq(reports.id, id))
  const source = REPORT_SOURCES[row.type]
  const scope = { accountId: row.account_id, startDate: row.start_date, endDate: row.end_date }
  try {
    const total = await source.count(deps, scope)
    await update({
      status: 'running',
      started_at: deps.clock.now(),
      rows_written: 0,
      rows_total: total,
      error: null,
    })
    const sizes = await writeReportFiles(
      deps,
      source,
      scope,
      {
        xlsx: reportFilePath(deps.config.dataDir, row, 'xlsx'),
        csv: reportFilePath(deps.config.dataDir, row, 'csv'),
      },
      async (written) => {
        await update({ rows_written: written, rows_total: Math.max(total, written) })
        // A long report keeps its claim, so another process never starts it a second time.
        const until = new Date(deps.clock.now().getTime() + LEASE_EXTEND_MS)
        await deps.db
          .update(jobs)
          .set({ locked_until: until })
          .where(
            and(
              eq(jobs.kind, REPORT_JOB),
              eq(jobs.status, 'running'),
              sql`${jobs.payload}->>'report_id' = ${id}`,
            ),
          )
        await options.afterPage?.(written)
      },
      options.pageRows ?? REPORT_PAGE_ROWS,
    )
    const [done] = await deps.db
      .select({ written: reports.rows_written })
      .from(reports)
      .where(eq(reports.id, id))
    await update({
      status: 'ready',
      rows_total: done?.written ?? total,
      xlsx_bytes: sizes.xlsxBytes,
      csv_bytes: sizes.csvBytes,
      finished_at: deps.clock.now(),
    })
  } catch (error) {
    deps.log.error('report failed', {
      report_id: id,
      error: error instanceof Error ? error.message : String(error),
    })
    await update({ status: 'failed', error: failureReason(error), finished_at: deps.clock.now() })
  }
}
