// Keys of the writes that move money (payouts, refunds, self-settlements): one per confirmation the merchant
// opens, kept for a retry of that confirmation, so the server does the work at most once.
import { ResponseCode } from '@/contract/codes.ts'
import { ApiError, NetworkError } from './client.ts'

export { newIdempotencyKey } from '@/lib/uuid.ts'

/**
 * Whether a failed write may still be under way or done on the server: no answer came (the network), or the
 * same key is still being answered (4091). Its retry must send the same key; a new key could pay twice.
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ApiError && error.code === ResponseCode.IDEMPOTENCY_IN_PROGRESS)
  )
}
