// Signing and posting webhook events: HMAC-SHA256 over `${timestamp}.${rawBody}` with the account's
// callback secret (docs/developers-and-webhooks.md, "Signatures"), posted through outbound.ts
// (docs/operations.md, "Outbound calls": refused addresses, redirects, the timeout); every attempt is
// recorded for the console.
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { CALLBACK_HEADERS } from '../../../src/contract/payments.ts'
import { accounts, callbackDeliveries } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { isRefusal, postOutbound } from './outbound.ts'

export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

export const newCallbackSecret = () => `whsec_${randomBytes(24).toString('base64url')}`

/** The account's secret, created on first use. */
export async function callbackSecretFor(db: Db, accountId: string): Promise<string> {
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
export async function rotateCallbackSecret(db: Db, accountId: string): Promise<string> {
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
  const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000))
  const signature = signCallback(await callbackSecretFor(deps.db, event.accountId), timestamp, body)
  let statusCode: number | null = null
  let error: string | null = null
  try {
    const headers = {
      'content-type': 'application/json',
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
