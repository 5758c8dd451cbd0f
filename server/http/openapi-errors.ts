// The error answers every operation of the OpenAPI document shares, one per HTTP status: which response
// codes come with it, and an example answer. Operations refer to them by name (server/http/openapi.ts).
import { ResponseCode } from '../../src/contract/codes.ts'

interface ErrorAnswer {
  /** The response codes the status carries, and when. */
  about: string
  /** The example's response code, description and data. */
  code: number
  message: string
  data?: unknown
}

export const ERROR_ANSWERS: Record<string, ErrorAnswer> = {
  ValidationFailed: {
    about: '4000: the body, query or path failed validation; data.breakdown names each field and why',
    code: ResponseCode.VALIDATION_FAILED,
    message: 'Validation failed',
    data: { breakdown: { name: 'The name field is required' } },
  },
  NotAuthenticated: {
    about: '401: missing, forged or revoked token or API key; 7777: the session expired',
    code: ResponseCode.NOT_AUTHENTICATED,
    message: 'NOT AUTHENTICATED',
  },
  CredentialsRefused: {
    about:
      '4001: the username or password is wrong, or the account may not use this login; 401 or 7777: the refresh or session token is missing, forged, revoked or expired',
    code: ResponseCode.LOGIN_FAILED,
    message: 'Invalid username or password',
  },
  Forbidden: {
    about:
      '4030: this account, role or key may not do this (a console-only operation, a key’s scope, or an address off the IP whitelist)',
    code: ResponseCode.FORBIDDEN,
    message: 'You do not have permission to do this',
  },
  NotFound: {
    about: '4040: no such record in the caller’s account',
    code: ResponseCode.NOT_FOUND,
    message: 'Record not found',
  },
  Conflict: {
    about:
      '4090: a duplicate, an illegal change of state, or an Idempotency-Key reused with another body; 4091: that key’s first request is still running; 4092: the balance cannot cover it',
    code: ResponseCode.CONFLICT,
    message: 'Conflict',
  },
  TooManyRequests: {
    about:
      '4290: too many requests; retry after data.retry_after seconds (key calls carry RateLimit-* headers)',
    code: ResponseCode.TOO_MANY_REQUESTS,
    message: 'Too many requests. Try again in 12 seconds.',
    data: { retry_after: 12 },
  },
  PayloadTooLarge: {
    about: '4130: the request body is larger than this operation accepts (256 KB, more for uploads)',
    code: ResponseCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is larger than 256 KB',
  },
  UnexpectedError: {
    about: '5000: something failed on the server; nothing was half-written, and a retry is safe',
    code: ResponseCode.UNEXPECTED_ERROR,
    message: 'Unexpected error. Please try again.',
  },
  DatabaseUnavailable: {
    about:
      '5030: the database connection was lost (retry after data.retry_after seconds, with the same Idempotency-Key); 5031: the database is out of disk space; 5032: the database is read-only. Nothing of the request was half-written; reads keep working under 5031 and 5032',
    code: ResponseCode.DATABASE_UNAVAILABLE,
    message:
      'The database connection was lost before this request finished. Please retry: with the same Idempotency-Key it is done exactly once.',
    data: { retry_after: 1 },
  },
}

export const errorExample = (code: number, description: string, data: unknown = null) => ({
  response_code: code,
  token: null,
  data,
  description,
})
