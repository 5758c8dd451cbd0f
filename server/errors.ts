// Errors that become envelopes. Services throw these; the app's error handler renders them.
import { ResponseCode } from '../src/contract/codes.ts'
import type { Breakdown, ErrorData } from '../src/contract/envelope.ts'

export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly data: ErrorData | null = null,
  ) {
    super(description)
    this.name = 'AppError'
  }
}

export const validationError = (breakdown: Breakdown, description = 'Validation failed') =>
  new AppError(ResponseCode.VALIDATION_FAILED, description, { breakdown })

export const notFound = (what = 'Record') => new AppError(ResponseCode.NOT_FOUND, `${what} not found`)

export const forbidden = (description = 'You do not have permission to do this') =>
  new AppError(ResponseCode.FORBIDDEN, description)

export const conflict = (description: string, breakdown?: Breakdown) =>
  new AppError(ResponseCode.CONFLICT, description, breakdown ? { breakdown } : null)

export const notAuthenticated = () => new AppError(ResponseCode.NOT_AUTHENTICATED, 'NOT AUTHENTICATED')

export const sessionExpired = () => new AppError(ResponseCode.SESSION_EXPIRED, 'SESSION EXPIRED')

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    ResponseCode.TOO_MANY_REQUESTS,
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    {
      retry_after: retryAfterSeconds,
    },
  )

/** Postgres unique violation → 4090 with the field it concerns, instead of a 5xx. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause
  const code = (error as { code?: string } | null)?.code ?? cause?.code
  return code === '23505'
}

// Database faults (docs/operations.md, "Faults"): a lost connection, a full disk or a read-only database is
// the server's trouble, not the request's. Each becomes its own 503 envelope, so a client can tell "retry"
// from "wait for the operator"; the transaction of the request rolled back, so nothing of it was
// half-written.
const CONNECTION_LOST = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
])
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/
const DISK_FULL = /No space left on device|ENOSPC/

export const databaseUnavailable = () =>
  new AppError(
    ResponseCode.DATABASE_UNAVAILABLE,
    'The database connection was lost before this request finished. Please retry: with the same Idempotency-Key it is done exactly once.',
    { retry_after: 1 },
  )
export const databaseFull = () =>
  new AppError(
    ResponseCode.DATABASE_FULL,
    'The database is out of disk space, so nothing was saved. Reading still works; writing resumes once space is freed.',
  )
export const databaseReadOnly = () =>
  new AppError(
    ResponseCode.DATABASE_READ_ONLY,
    'The database is read-only right now, so nothing was saved. Reading still works.',
  )

/**
 * The envelope error for a database fault anywhere in `error`'s cause chain, and the database's own words
 * for the log (never the failed query: its parameters may hold personal data or a whole upload); undefined
 * for anything else.
 */
export function databaseFault(error: unknown): { error: AppError; reason: string } | undefined {
  for (
    let link = error, depth = 0;
    link && typeof link === 'object' && depth < 8;
    link = (link as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = link as { code?: unknown; message?: unknown }
    const text = typeof message === 'string' ? message : ''
    // An outbound call's failure (a webhook receiver refusing) is not the database's.
    if (text === 'fetch failed') return undefined
    const reason = `${typeof code === 'string' ? `${code}: ` : ''}${text.slice(0, 300)}`
    if (code === '53100' || code === 'ENOSPC' || DISK_FULL.test(text))
      return { error: databaseFull(), reason }
    if (code === '25006') return { error: databaseReadOnly(), reason }
    if (
      (typeof code === 'string' && (CONNECTION_LOST.has(code) || code.startsWith('08'))) ||
      CONNECTION_MESSAGES.test(text)
    )
      return { error: databaseUnavailable(), reason }
  }
  return undefined
}

/**
 * An unexpected error in words fit for the log: a failed query's SQL and the database's reason, never its
 * parameters (they may hold personal data, a password hash or a whole upload).
 */
export function errorForLog(error: unknown): string {
  const text = String(error)
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const withoutParams = text.replace(/\nparams: [\s\S]*$/, '')
  if (cause && typeof cause.message === 'string')
    return `${withoutParams} (${typeof cause.code === 'string' ? `${cause.code}: ` : ''}${cause.message})`
  return withoutParams
}
