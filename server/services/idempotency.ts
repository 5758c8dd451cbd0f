// Idempotency-Key support for writes that move money or create orders: the first answer is stored and
// replayed for retries; the same key with another body is a conflict; a key still in flight is a conflict.
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { idempotencyKeys } from '../db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { AppError, conflict, validationError } from '../errors.ts'
import type { Deps } from '../deps.ts'

/** What is kept of the first answer (the handler's reply: code, data, description). */
interface StoredReply {
  code?: number
  data: unknown
  description?: string
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

export async function withIdempotency<R extends StoredReply>(deps: Deps, scope: string, key: string | undefined, hash: string, run: () => Promise<R>): Promise<R | StoredReply> {
  if (key === undefined) return run()
  if (!KEY_PATTERN.test(key)) throw validationError({ 'Idempotency-Key': 'Use 8 to 128 letters, digits or -_.:' })
  const claimed = await deps.db
    .insert(idempotencyKeys)
    .values({ scope, key, request_hash: hash, created_at: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  if (claimed.length === 0) {
    const [existing] = await deps.db.select().from(idempotencyKeys).where(where)
    if (!existing || existing.request_hash !== hash) throw conflict('This Idempotency-Key was used with a different request')
    // Its own code, so a client replaying a queued request keeps it rather than parsing the wording.
    if (existing.response_code === null)
      throw new AppError(ResponseCode.IDEMPOTENCY_IN_PROGRESS, 'A request with this Idempotency-Key is still in progress', { retry_after: 1 })
    return { code: existing.response_code, data: existing.response, description: 'Replayed: the first answer to this Idempotency-Key' }
  }
  try {
    const reply = await run()
    await deps.db.update(idempotencyKeys).set({ response_code: reply.code ?? 2000, response: reply.data ?? null }).where(where)
    return reply
  } catch (error) {
    // Nothing was done: free the key so a retry (say, once the bill is payable again) runs afresh.
    await deps.db.delete(idempotencyKeys).where(where)
    throw error
  }
}
