// Error reporting (SPEC §9): the sampling, the runtime settings the app reads once the page is interactive
// (GET error-reporting/settings), and the sandbox collector that takes the SDK's envelopes
// (POST sandbox/error-reports/api/{project}/envelope/, read back with GET sandbox/error-reports).
import * as v from 'valibot'
import { listOf } from './envelope.ts'

/** SPEC §9: traces 10 %, session replays 10 %, replays on error 100 %. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const

/** The value of ERROR_REPORTING_DSN that points the app at the sandbox server's own collector. */
export const SANDBOX_COLLECTOR_SETTING = 'sandbox'
/** The collector's base under /api/v1: a DSN whose path is this and whose project is SANDBOX_PROJECT_ID makes
 *  the SDK post to `${SANDBOX_COLLECTOR_PATH}/api/1/envelope/` (Sentry's ingest address for a DSN). */
export const SANDBOX_COLLECTOR_PATH = 'sandbox/error-reports'
export const SANDBOX_PROJECT_ID = '1'
/** The DSN's public key: word characters only (the SDK's DSN pattern). */
export const SANDBOX_PUBLIC_KEY = 'niagasandbox'

/**
 * Largest envelope the collector takes. A replay's first segment is sent uncompressed (sentry-options.ts) and
 * holds the page's styles: about 220 KB on a payment page, more on a console screen.
 */
export const MAX_ENVELOPE_BYTES = 4 * 1024 * 1024
/** Items in one envelope (an error, a replay event and its recording, a client report...). */
export const MAX_ENVELOPE_ITEMS = 100
/**
 * Envelopes the collector keeps, newest first; older ones drop out past this count or COLLECTOR_MAX_BYTES.
 */
export const COLLECTOR_CAPACITY = 200
export const COLLECTOR_MAX_BYTES = 32 * 1024 * 1024

export const ErrorReportingSettingsSchema = v.object({
  /** The DSN the SDK sends to; null: error reporting is off and the SDK is never loaded. */
  dsn: v.nullable(v.string()),
  /** The environment the reports are filed under: `sandbox` on a sandbox server, else `production`. */
  environment: v.string(),
})
export type ErrorReportingSettings = v.InferOutput<typeof ErrorReportingSettingsSchema>

export const CollectorParamsSchema = v.object({
  project_id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'The project id is a number')),
})

export const ErrorReportListQuerySchema = v.object({
  type: v.optional(
    v.picklist(
      ['event', 'transaction', 'replay_event', 'replay_recording', 'session', 'client_report'],
      'Unknown item type',
    ),
  ),
})

const ItemSchema = v.object({
  type: v.pipe(v.string(), v.examples(['event'])),
  /**
   * The item's payload: parsed JSON, or its text when not JSON (a replay recording: header line, then
   * events).
   */
  payload: v.unknown(),
  bytes: v.number(),
})

export const ErrorReportSchema = v.object({
  id: v.number(),
  received_at: v.string(),
  project_id: v.string(),
  bytes: v.number(),
  header: v.record(v.string(), v.unknown()),
  items: listOf(ItemSchema, MAX_ENVELOPE_ITEMS),
})
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>
export type ErrorReportItem = v.InferOutput<typeof ItemSchema>

export const ErrorReportListSchema = v.object({
  list: listOf(ErrorReportSchema, COLLECTOR_CAPACITY),
  total: v.number(),
})
