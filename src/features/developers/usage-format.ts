// How the developers' pages write their figures: latencies, response codes and a key's masked form.
import { ResponseCode } from '@/contract/codes.ts'
import type { ApiKey } from '@/contract/developers.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const millis = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 })

/** "ms" is the unit's symbol, the same in Malay. */
export const latency = (ms: number) => `${millis.format(ms)} ms`

/** `nk_sandbox_AbCdEf012345…wxyz`: enough to recognise a key, never enough to use it. */
export const maskedKey = (key: Pick<ApiKey, 'prefix' | 'last4'>) => `${key.prefix}…${key.last4}`

/** Each response code's name, in the reader's language (the API's own names are SCREAMING_SNAKE_CASE). */
const CODE_WORDS: Record<keyof typeof ResponseCode, ConsoleText> = {
  SUCCESS: 'Success',
  REPORT_LIST_SUCCESS: 'Report list',
  NO_OPENING_HOURS: 'No opening hours yet',
  NO_TOUR_SETTING: 'No tour setting yet',
  VALIDATION_FAILED: 'Validation failed',
  LOGIN_FAILED: 'Login failed',
  TOKEN_INVALID: 'Token invalid',
  AMOUNT_OUT_OF_RANGE: 'Amount out of range',
  INVITATION_EXPIRED: 'Invitation expired',
  INVITATION_USED: 'Invitation used',
  INVITATION_REVOKED: 'Invitation revoked',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  ENDPOINT_NOT_FOUND: 'Endpoint not found',
  CONFLICT: 'Conflict',
  IDEMPOTENCY_IN_PROGRESS: 'Idempotency in progress',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  DISCOUNT_REFUSED: 'Discount refused',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  TOO_MANY_REQUESTS: 'Too many requests',
  PUBLIC_NOT_FOUND: 'Public not found',
  UNEXPECTED_ERROR: 'Unexpected error',
  DATABASE_UNAVAILABLE: 'Database unavailable',
  DATABASE_FULL: 'Database full',
  DATABASE_READ_ONLY: 'Database read only',
  NOT_AUTHENTICATED: 'Not authenticated',
  SESSION_EXPIRED: 'Session expired',
}

const CODE_NAMES = new Map<number, ConsoleText>(
  (Object.keys(ResponseCode) as (keyof typeof ResponseCode)[]).map((name) => [
    ResponseCode[name],
    CODE_WORDS[name],
  ]),
)

/** 4030 → "4030 Forbidden" (in Malay, "4030 Dilarang"); a code the catalogue lacks is shown as it is. */
export function responseCodeLabel(code: number): string {
  const name = CODE_NAMES.get(code)
  return name ? `${code} ${t(name)}` : String(code)
}
