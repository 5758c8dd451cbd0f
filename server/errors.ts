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
  new AppError(ResponseCode.TOO_MANY_REQUESTS, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    retry_after: retryAfterSeconds,
  })

/** Postgres unique violation → 4090 with the field it concerns, instead of a 5xx. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause
  const code = (error as { code?: string } | null)?.code ?? cause?.code
  return code === '23505'
}
