// Signing and posting webhook events by the Standard Webhooks specification (standardwebhooks.com; how a
// merchant verifies: docs/developers-and-webhooks.md, "Signatures"), posted through outbound.ts
// (docs/operations.md, "Outbound calls": refused addresses, redirects, the timeout); every attempt is
// recorded for the console.
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { CALLBACK_HEADERS, CALLBACK_SECRET_PREFIX } from '../../../src/contract/payments.ts'
import { accounts, callbackDeliveries } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { isRefusal, postOutbound } from './outbound.ts'

/**
 * `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${rawBody}`, keyed with the
 * secret's bytes (its base64 after `whsec_`).
 */
export function signEvent(secret: string, id: string, timestamp: string, rawBody: string): string {
  const key = Buffer.from(secret.slice(CALLBACK_SECRET_PREFIX.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`
}

/** 24 random bytes in standard base64: the Standard Webhooks libraries decode it strictly. */
export const newCallbackSecret = () => `${CALLBACK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`

/** The account's secret, created on first use. */
export async function callbackSecretFor(deps: Deps, accountId: string): Promise<string> {
  const { db } = deps
  const [account] = await db
    .select({ secret: accounts.callback_secret })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (account?.secret) return account.secret
  const secret = newCallbackSecret()
  await db.update(accounts).set({ callback_secret: secret }).where(eq(accounts.id, accountId))
  return secret
}

/** Replaces the secret: callbacks from now on are signed with the new one. */
export async function rotateCallbackSecret(deps: Deps, accountId: string): Promise<string> {
  const { db } = deps
  const secret = newCallbackSecret()
  await db.update(accounts).set({ callback_secret: secret }).where(eq(accounts.id, accountId))
  return secret
}

/**
 * Posts one signed event to a merchant's URL and records the attempt; throws when it did not land, so the
 * job retries (unless the address was refused: that is final). `subjectId` is what the event is about (a
 * payment record, or a pool top-up).
 */
export async function sendSigned(
  deps: Deps,
  event: {
    accountId: string
    subjectId: string
    eventId: string
    url: string
    body: string
    attempt: number
  },
): Promise<void> {
  const { body, attempt } = event
  // Real time, not the sandbox clock: a receiver checks the timestamp against its own clock (five minutes
  // either way), so an event signed at a moved time would be refused although its signature matches.
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = signEvent(await callbackSecretFor(deps, event.accountId), event.eventId, timestamp, body)
  let statusCode: number | null = null
  let error: string | null = null
  try {
    // The same id on every attempt and on a resend: it is how a receiver knows it has the event already.
    const headers = {
      'content-type': 'application/json',
      [CALLBACK_HEADERS.id]: event.eventId,
      [CALLBACK_HEADERS.timestamp]: timestamp,
      [CALLBACK_HEADERS.signature]: signature,
    }
    const response = await postOutbound(deps.config.outbound, event.url, { headers, body })
    statusCode = response.status
    if (response.status < 200 || response.status > 299) error = `Receiver answered HTTP ${response.status}`
  } catch (cause) {
    error = cause instanceof Error ? cause.message : 'Delivery failed'
  }
  await deps.db.insert(callbackDeliveries).values({
    account_id: event.accountId,
    payment_record_id: event.subjectId,
    event_id: event.eventId,
    url: event.url,
    attempt,
    status_code: statusCode,
    error,
    success: error ? 0 : 1,
    created_at: deps.clock.now(),
  })
  // A refused address is final: the attempt is kept, and retrying would only be refused again.
  if (error && !isRefusal(error)) throw new Error(error)
}
