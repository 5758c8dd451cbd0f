// Key usage (src/contract/developers.ts): each key-authenticated call adds to one counter row per key, hour,
// operation and response code; no bodies and no addresses are kept. Counts are written in batches
// (recordUsage). Reports read Malaysian days, like the dashboard's (server/services/dashboard/periods.ts).
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import {
  USAGE_DAYS,
  USAGE_TOP_OPERATIONS,
  type ApiKeyDashboard,
  type ApiKeyReport,
  type UsageReportType,
} from '../../../src/contract/developers.ts'
import { apiKeyUsage } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { validationError } from '../../errors.ts'
import { MYT_OFFSET_MS, mytDate, mytMidnight, parsePeriod, type PeriodWindow } from '../dashboard/periods.ts'
import { getKey } from './api-keys.ts'
import type { Deps } from '../../deps.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** 2000-family codes are successes; everything else (4xxx, 401, 7777, 5000) counts as an error. */
const isError = sql`${apiKeyUsage.response_code} not in (2000, 2100, 2111, 3333)`

/** Counts waiting to be written, per database: key, hour, operation and response code. */
interface Pending {
  rows: Map<
    string,
    {
      key_id: string
      hour: Date
      operation: string
      response_code: number
      calls: number
      total_ms: number
      max_ms: number
    }
  >
  timer: ReturnType<typeof setTimeout> | undefined
}
const pending = new WeakMap<Db, Pending>()
/** How long counts wait in memory before they are written together (readers write them first). */
const FLUSH_AFTER_MS = 1000

/**
 * Counts one key call. The count waits in memory for up to a second and is then written with the others
 * in one statement: on a busy key that is one write a second instead of one per call. The dashboard and
 * reports write what is waiting before they read, so this process's counts are always current; another
 * process's arrive within the second. A process killed hard loses at most that second's counts.
 */
export function recordUsage(
  deps: Deps,
  keyId: string,
  operation: string,
  responseCode: number,
  ms: number,
  onError: (error: unknown) => void,
): void {
  const { db } = deps
  const now = deps.clock.now()
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)
  const took = Math.max(0, Math.round(ms))
  let queue = pending.get(db)
  if (!queue) pending.set(db, (queue = { rows: new Map(), timer: undefined }))
  const id = `${keyId}|${hour.getTime()}|${operation}|${responseCode}`
  const row = queue.rows.get(id)
  if (row) {
    row.calls += 1
    row.total_ms += took
    row.max_ms = Math.max(row.max_ms, took)
  } else
    queue.rows.set(id, {
      key_id: keyId,
      hour,
      operation,
      response_code: responseCode,
      calls: 1,
      total_ms: took,
      max_ms: took,
    })
  if (!queue.timer) {
    queue.timer = setTimeout(() => void flushUsage(deps).catch(onError), FLUSH_AFTER_MS)
    queue.timer.unref?.()
  }
}

/** Writes the waiting counts in one upsert. */
export async function flushUsage(deps: Deps): Promise<void> {
  const { db } = deps
  const queue = pending.get(db)
  if (!queue) return
  if (queue.timer) clearTimeout(queue.timer)
  queue.timer = undefined
  const rows = [...queue.rows.values()]
  queue.rows.clear()
  if (rows.length === 0) return
  await db
    .insert(apiKeyUsage)
    .values(rows)
    .onConflictDoUpdate({
      target: [apiKeyUsage.key_id, apiKeyUsage.hour, apiKeyUsage.operation, apiKeyUsage.response_code],
      set: {
        calls: sql`${apiKeyUsage.calls} + excluded.calls`,
        total_ms: sql`${apiKeyUsage.total_ms} + excluded.total_ms`,
        max_ms: sql`greatest(${apiKeyUsage.max_ms}, excluded.max_ms)`,
      },
    })
}

const figures = {
  calls: sql<string>`coalesce(sum(${apiKeyUsage.calls}), 0)`,
  errors: sql<string>`coalesce(sum(${apiKeyUsage.calls}) filter (where ${isError}), 0)`,
  total: sql<string>`coalesce(sum(${apiKeyUsage.total_ms}), 0)`,
  max: sql<string>`coalesce(max(${apiKeyUsage.max_ms}), 0)`,
}
type FigureRow = {
  calls: string | number
  errors: string | number
  total: string | number
  max: string | number
}
const toFigures = (row: FigureRow | undefined) => {
  const calls = Number(row?.calls ?? 0)
  return {
    calls,
    errors: Number(row?.errors ?? 0),
    avg_latency_ms: calls ? Math.round(Number(row?.total ?? 0) / calls) : 0,
    max_latency_ms: Number(row?.max ?? 0),
  }
}

const within = (keyId: string, from: Date, to: Date) =>
  and(eq(apiKeyUsage.key_id, keyId), gte(apiKeyUsage.hour, from), lt(apiKeyUsage.hour, to))

async function summarise(
  deps: Deps,
  keyId: string,
  window: Pick<PeriodWindow, 'from' | 'to' | 'bucketFormat' | 'buckets'>,
) {
  const { db } = deps
  // Inlined, not bound: GROUP BY must repeat the select expression exactly. The format comes from periods.ts.
  const bucket = sql<string>`to_char((${apiKeyUsage.hour} at time zone 'UTC') + interval '${sql.raw(String(MYT_OFFSET_MS / HOUR_MS))} hours', '${sql.raw(window.bucketFormat)}')`
  const where = within(keyId, window.from, window.to)
  const [[whole], series, operations, outcomes] = await Promise.all([
    db.select(figures).from(apiKeyUsage).where(where),
    db
      .select({ key: bucket, ...figures })
      .from(apiKeyUsage)
      .where(where)
      .groupBy(bucket),
    db
      .select({ operation: apiKeyUsage.operation, ...figures })
      .from(apiKeyUsage)
      .where(where)
      .groupBy(apiKeyUsage.operation)
      .orderBy(desc(figures.calls))
      .limit(USAGE_TOP_OPERATIONS),
    db
      .select({ response_code: apiKeyUsage.response_code, calls: figures.calls })
      .from(apiKeyUsage)
      .where(where)
      .groupBy(apiKeyUsage.response_code)
      .orderBy(apiKeyUsage.response_code),
  ])
  const byKey = new Map(series.map((row) => [row.key, row]))
  return {
    totals: toFigures(whole),
    series: window.buckets.map(({ key, label }) => ({ key, label, ...toFigures(byKey.get(key)) })),
    operations: operations.map((row) => ({ operation: row.operation, ...toFigures(row) })),
    outcomes: outcomes.map((row) => ({ response_code: row.response_code, calls: Number(row.calls) })),
  }
}

/**
 * The report route's type and dd-MM-yyyy date as a dashboard period: a week is the 7 days ending on the date.
 */
function reportWindow(type: UsageReportType, selectedDate: string, now: Date): PeriodWindow {
  const [d, m, y] = selectedDate.split('-').map(Number) as [number, number, number]
  const spec = {
    day: `day-${selectedDate}`,
    week: `last-week-${selectedDate}`,
    month: `month-${m}`,
    year: String(y),
  }[type]
  const window = /^\d{2}-\d{2}-\d{4}$/.test(selectedDate) && d >= 1 ? parsePeriod(spec, y, now) : null
  if (!window)
    throw validationError(
      { selectedDate: 'Give a real date as dd-MM-yyyy, from 1990 to 2100' },
      'Invalid report date',
    )
  return window
}

export async function keyReport(
  deps: Deps,
  accountId: string,
  keyId: string,
  type: UsageReportType,
  selectedDate: string,
): Promise<ApiKeyReport> {
  const now = deps.clock.now()
  await getKey(deps, accountId, keyId) // 4040 for another account's key
  await flushUsage(deps)
  const window = reportWindow(type, selectedDate, now)
  return {
    type,
    selected_date: selectedDate,
    label: window.label,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...(await summarise(deps, keyId, window)),
  }
}

export async function keyDashboard(deps: Deps, accountId: string, keyId: string): Promise<ApiKeyDashboard> {
  const { db } = deps
  const now = deps.clock.now()
  const key = await getKey(deps, accountId, keyId)
  await flushUsage(deps)
  const today = mytDate(now)
  const todayStart = mytMidnight(today.y, today.m, today.d)
  const to = new Date(todayStart.getTime() + DAY_MS)
  const from = new Date(to.getTime() - USAGE_DAYS * DAY_MS)
  const buckets = Array.from({ length: USAGE_DAYS }, (_, i) => {
    const day = mytDate(new Date(from.getTime() + i * DAY_MS))
    return { key: `${day.y}-${pad(day.m)}-${pad(day.d)}`, label: `${pad(day.d)}-${pad(day.m)}` }
  })
  const [month, [todayRow]] = await Promise.all([
    summarise(deps, keyId, { from, to, bucketFormat: 'YYYY-MM-DD', buckets }),
    db
      .select(figures)
      .from(apiKeyUsage)
      .where(within(keyId, todayStart, to)),
  ])
  return {
    key,
    today: toFigures(todayRow),
    last_30_days: month.totals,
    days: month.series,
    operations: month.operations,
  }
}
