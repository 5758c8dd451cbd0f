// The response-code catalogue: one code per meaning, shared by the server, the app and the service worker.
// SPEC §8/§9 fix 2000, 2100, 401, 7777, 2111, 3333 and 5011; the others are Niaga's own (SPEC: "not shown").

export const ResponseCode = {
  /** Success. */
  SUCCESS: 2000,
  /** Success for the report list on the tools host. */
  REPORT_LIST_SUCCESS: 2100,
  /** A store has no opening hours yet (not an error to the user). */
  NO_OPENING_HOURS: 2111,
  /** The user has no tour setting yet (the default applies). */
  NO_TOUR_SETTING: 3333,
  /** The body, query or path failed validation; data.breakdown says which field and why. */
  VALIDATION_FAILED: 4000,
  /** Username or password is wrong, or the account may not use this login. */
  LOGIN_FAILED: 4001,
  /** A reset link or other one-time token is invalid or has expired. */
  TOKEN_INVALID: 4002,
  /**
   * The amount is outside the merchant's minimum or maximum per payment (payment settings);
   * data.breakdown.amount says which.
   */
  AMOUNT_OUT_OF_RANGE: 4006,
  /** An invitation link that has expired (72 hours after it was last sent): ask for a new one. */
  INVITATION_EXPIRED: 4101,
  /** An invitation link that was already accepted: each is used once. */
  INVITATION_USED: 4102,
  /** An invitation the account withdrew. */
  INVITATION_REVOKED: 4103,
  /** Logged in, but this account or role may not do this. */
  FORBIDDEN: 4030,
  /** No such record for the caller's account (another account's record is also "not found"). */
  NOT_FOUND: 4040,
  /** No such API endpoint. */
  ENDPOINT_NOT_FOUND: 4041,
  /** Duplicate, illegal state change, or an idempotency key reused with another body. */
  CONFLICT: 4090,
  /** A request with this Idempotency-Key is still being answered; retry after data.retry_after seconds. */
  IDEMPOTENCY_IN_PROGRESS: 4091,
  /** The available balance cannot cover this payout or refund (amount plus fee). */
  INSUFFICIENT_BALANCE: 4092,
  /**
   * A storefront order's discount code no longer applies (expired, used up, below its minimum spend…):
   * nothing was created; data (src/contract/discounts.ts DiscountRefusalSchema) has the reason, the message
   * and the total now.
   */
  DISCOUNT_REFUSED: 4093,
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 4130,
  /** Too many requests (login attempts, for example); retry after data.retry_after seconds. */
  TOO_MANY_REQUESTS: 4290,
  /** Public store or product not found (suppressed on the storefront: it shows /store-not-found). */
  PUBLIC_NOT_FOUND: 5011,
  /** Something failed on the server; nothing was half-written. */
  UNEXPECTED_ERROR: 5000,
  /**
   * The database connection was lost or refused (docs/operations.md, "Faults"): retry after data.retry_after
   * seconds, with the same Idempotency-Key for writes that take one.
   */
  DATABASE_UNAVAILABLE: 5030,
  /** The database is out of disk space: nothing of this write was saved; reads still work. */
  DATABASE_FULL: 5031,
  /**
   * The database is read-only (maintenance, a replica, a full disk guard): nothing of this write was saved;
   * reads still work.
   */
  DATABASE_READ_ONLY: 5032,
  /** Missing, forged or revoked access token. Fatal: the client logs out silently. */
  NOT_AUTHENTICATED: 401,
  /** The session is past its idle or absolute lifetime. Fatal: the client logs out silently. */
  SESSION_EXPIRED: 7777,
} as const

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode]

/** HTTP status that mirrors each code's class; clients read the envelope whatever the status. */
export function httpStatusFor(code: number): 200 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503 {
  switch (code) {
    case ResponseCode.SUCCESS:
    case ResponseCode.REPORT_LIST_SUCCESS:
    case ResponseCode.NO_OPENING_HOURS:
    case ResponseCode.NO_TOUR_SETTING:
      return 200
    case ResponseCode.NOT_AUTHENTICATED:
    case ResponseCode.SESSION_EXPIRED:
    case ResponseCode.LOGIN_FAILED:
      return 401
    case ResponseCode.FORBIDDEN:
      return 403
    case ResponseCode.NOT_FOUND:
    case ResponseCode.ENDPOINT_NOT_FOUND:
    case ResponseCode.PUBLIC_NOT_FOUND:
      return 404
    case ResponseCode.CONFLICT:
    case ResponseCode.IDEMPOTENCY_IN_PROGRESS:
    case ResponseCode.INSUFFICIENT_BALANCE:
    case ResponseCode.DISCOUNT_REFUSED:
      return 409
    case ResponseCode.PAYLOAD_TOO_LARGE:
      return 413
    case ResponseCode.TOO_MANY_REQUESTS:
      return 429
    case ResponseCode.UNEXPECTED_ERROR:
      return 500
    case ResponseCode.DATABASE_UNAVAILABLE:
    case ResponseCode.DATABASE_FULL:
    case ResponseCode.DATABASE_READ_ONLY:
      return 503
    default:
      return 400
  }
}

/** Codes that end the session on the client (SPEC §4, §8). */
export const FATAL_CODES: readonly number[] = [ResponseCode.NOT_AUTHENTICATED, ResponseCode.SESSION_EXPIRED]

/** The fixed descriptions of the fatal codes (SPEC §8). */
export const FATAL_DESCRIPTIONS: Readonly<Record<number, string>> = {
  [ResponseCode.NOT_AUTHENTICATED]: 'NOT AUTHENTICATED',
  [ResponseCode.SESSION_EXPIRED]: 'SESSION EXPIRED',
}
