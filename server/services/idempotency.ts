// Idempotency-Key support for writes that move money or create orders: the first answer is stored and
// replayed for retries; the same key with another body is a conflict; a key still in flight is 4091.
//
// Crash safety: the key is claimed with a lease (claimed_until, on deps.clock), then the work and its stored
// answer commit in ONE transaction that also locks the claim. A request that throws or whose process dies
// leaves nothing half-done: its transaction rolls back, and its claim is freed at once (throw) or taken
// over by a retry once the lease runs out (crash). So every retry ends in exactly one effect.
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { idempotencyKeys } from '../db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { AppError, conflict, validationError } from '../errors.ts'
import type { Deps } from '../deps.ts'

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/
/**
 * How long a claim whose answer is not stored yet keeps retries out; the work itself takes well under a
 * second.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 30

/** What is stored and replayed: the envelope's code, data and description. */
export interface IdempotentReply {
  data: unknown
  description?: string
  code?: number
}

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

// Its own code, so a client replaying a queued request keeps it rather than parsing the wording.
const inProgress = (retryAfter: number) =>
  new AppError(
    ResponseCode.IDEMPOTENCY_IN_PROGRESS,
    'A request with this Idempotency-Key is still in progress',
    { retry_after: retryAfter },
  )

type Claim = { claimId: string } | { replay: IdempotentReply }

async function claim(deps: Deps, scope: string, key: string, hash: string): Promise<Claim> {
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  // A few rounds at most: each lost race means another request just claimed, answered or freed the key.
  for (let round = 0; round < 3; round++) {
    const now = deps.clock.now()
    const lease = {
      claim_id: randomUUID(),
      claimed_until: new Date(now.getTime() + IDEMPOTENCY_LEASE_SECONDS * 1000),
    }
    const inserted = await deps.db
      .insert(idempotencyKeys)
      .values({ scope, key, request_hash: hash, created_at: now, ...lease })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return { claimId: lease.claim_id }
    const [existing] = await deps.db.select().from(idempotencyKeys).where(where)
    if (!existing) continue
    if (existing.request_hash !== hash)
      throw conflict('This Idempotency-Key was used with a different request')
    if (existing.response_code !== null) {
      return {
        replay: {
          code: existing.response_code,
          data: existing.response,
          description: 'Replayed: the first answer to this Idempotency-Key',
        },
      }
    }
    if (existing.claimed_until && existing.claimed_until > now) {
      throw inProgress(Math.max(1, Math.ceil((existing.claimed_until.getTime() - now.getTime()) / 1000)))
    }
    // The lease ran out with no answer: the request holding it died. Take it over, unless another retry did.
    const previous =
      existing.claim_id === null
        ? isNull(idempotencyKeys.claim_id)
        : eq(idempotencyKeys.claim_id, existing.claim_id)
    const taken = await deps.db
      .update(idempotencyKeys)
      .set(lease)
      .where(and(where, isNull(idempotencyKeys.response_code), previous))
      .returning({ key: idempotencyKeys.key })
    if (taken.length > 0) return { claimId: lease.claim_id }
  }
  throw inProgress(1)
}

/** Runs `run` once per (scope, key) for a request hashing to `hash`; a retry gets the first answer. */
type RunOnce = <R extends IdempotentReply>(
  deps: Deps,
  scope: string,
  key: string | undefined,
  hash: string,
  run: (deps: Deps) => Promise<R>,
) => Promise<R | IdempotentReply>

/**
 * With a key, `run` gets deps whose database is the transaction that also stores its answer; it must use
 * only those deps, never a database handle of its own. Without a key it runs as it is.
 */
export const withIdempotency: RunOnce = async (deps, scope, key, hash, run) => {
  if (key === undefined) return run(deps)
  if (!KEY_PATTERN.test(key))
    throw validationError({ 'Idempotency-Key': 'Use 8 to 128 letters, digits or -_.:' })
  const claimed = await claim(deps, scope, key, hash)
  if ('replay' in claimed) return claimed.replay
  const mine = and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.claim_id, claimed.claimId),
    isNull(idempotencyKeys.response_code),
  )
  try {
    return await deps.db.transaction(async (tx) => {
      // Still ours? Only if no retry took the key over after our lease ran out; the lock keeps it ours.
      const [held] = await tx
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(mine)
        .for('update')
      if (!held) throw inProgress(1)
      const reply = await run({ ...deps, db: tx })
      await deps.hangPoints.reach('idempotent-work')
      await tx
        .update(idempotencyKeys)
        .set({
          response_code: reply.code ?? ResponseCode.SUCCESS,
          response: reply.data ?? null,
          claim_id: null,
          claimed_until: null,
        })
        .where(mine)
      return reply
    })
  } catch (error) {
    // The transaction rolled back, so nothing was done: free the key so a retry (say, once the bill is
    // payable again) runs afresh. Were this delete lost too, the lease would free the key.
    await deps.db.delete(idempotencyKeys).where(mine)
    throw error
  }
}

/** Like withIdempotency, but `run` always gets a transaction: the key's own, or a fresh one without a key. */
export const withIdempotentTransaction: RunOnce = (deps, scope, key, hash, run) =>
  withIdempotency(deps, scope, key, hash, (txDeps) =>
    key === undefined ? deps.db.transaction((tx) => run({ ...deps, db: tx })) : run(txDeps),
  )
