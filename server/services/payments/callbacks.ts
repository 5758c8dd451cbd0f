// Signed merchant callbacks: HMAC-SHA256 over `${timestamp}.${rawBody}` with the account's secret,
// delivered by a durable job with exponential retries; every attempt is recorded for the console.
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { CALLBACK_HEADERS } from '../../../src/contract/payments.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, bills, callbackDeliveries, collections, paymentRecords, voidSaleRecords } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { enqueue, type JobHandler } from '../../jobs/queue.ts'
import type { Deps } from '../../deps.ts'

export const CALLBACK_JOB = 'merchant_callback'
const TIMEOUT_MS = 5000

export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

export const newCallbackSecret = () => `whsec_${randomBytes(24).toString('base64url')}`

/** The account's secret, created on first use. */
export async function callbackSecretFor(db: Db, accountId: string): Promise<string> {
  const [account] = await db.select({ secret: accounts.callback_secret }).from(accounts).where(eq(accounts.id, accountId))
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

/** Events a merchant's callback receives about a payment (README "Callbacks"). */
export type CallbackEvent = 'payment.paid' | 'payment.voided' | 'payment.refunded'

/** What a void or refund event reports: the record it made, and the payment's status and refunded total just after. */
export interface MoneyBackEvent {
  voidSaleRecordId: string
  status: string
  refundedSen: number
}

/** An event describes the payment as it was when it happened, however late it is delivered. */
export async function enqueueCallback(db: Db, paymentRecordId: string, at: Date, event: CallbackEvent = 'payment.paid', moneyBack?: MoneyBackEvent): Promise<void> {
  const snapshot = moneyBack ? { void_sale_record_id: moneyBack.voidSaleRecordId, status: moneyBack.status, refunded_sen: moneyBack.refundedSen } : {}
  await enqueue(db, CALLBACK_JOB, { payment_record_id: paymentRecordId, event, ...snapshot }, at)
}

/** The void or refund an event is about, as the callback body carries it. */
async function moneyBack(db: Db, id: unknown) {
  if (typeof id !== 'string') return undefined
  const [row] = await db.select().from(voidSaleRecords).where(eq(voidSaleRecords.id, id))
  return row ? { record_no: row.record_no, kind: row.kind, amount: senToMyr(row.amount_sen), reason: row.reason, created_at: row.created_at.toISOString() } : undefined
}

export const deliverCallback: JobHandler = async (deps, payload, attempt) => {
  const recordId = String(payload.payment_record_id)
  const [row] = await deps.db
    .select({ record: paymentRecords, url: collections.callback_url })
    .from(paymentRecords)
    .innerJoin(bills, eq(bills.id, paymentRecords.bill_id))
    .innerJoin(collections, eq(collections.id, bills.collection_id))
    .where(eq(paymentRecords.id, recordId))
  if (!row?.url) return
  const { record } = row
  const refund = await moneyBack(deps.db, payload.void_sale_record_id)
  const event = typeof payload.event === 'string' ? payload.event : 'payment.paid'
  const body = JSON.stringify({
    event,
    invoice_no: record.invoice_no,
    transaction_invoice_no: record.transaction_invoice_no,
    bill_id: record.bill_id,
    amount: senToMyr(record.amount_sen),
    fee: senToMyr(record.fee_sen),
    currency: 'MYR',
    channel: record.channel,
    status: typeof payload.status === 'string' ? payload.status : event === 'payment.paid' ? 'paid' : record.status,
    paid_at: record.paid_at?.toISOString() ?? null,
    refunded: senToMyr(typeof payload.refunded_sen === 'number' ? payload.refunded_sen : event === 'payment.paid' ? 0 : record.refunded_sen),
    ...(refund ? { [refund.kind]: refund } : {}),
  })
  await sendSigned(deps, { accountId: record.account_id, subjectId: record.id, url: row.url, body, attempt })
}

/**
 * Posts one signed event to a merchant's URL and records the attempt; throws when it did not land, so the
 * job retries. `subjectId` is what the event is about (a payment record, or a pool top-up).
 */
export async function sendSigned(deps: Deps, event: { accountId: string; subjectId: string; url: string; body: string; attempt: number }): Promise<void> {
  const { body, attempt } = event
  const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000))
  const signature = signCallback(await callbackSecretFor(deps.db, event.accountId), timestamp, body)
  let statusCode: number | null = null
  let error: string | null = null
  try {
    const response = await fetch(event.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CALLBACK_HEADERS.timestamp]: timestamp, [CALLBACK_HEADERS.signature]: signature },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    statusCode = response.status
    if (response.status < 200 || response.status > 299) error = `Receiver answered HTTP ${response.status}`
  } catch (cause) {
    error = cause instanceof Error ? cause.message : 'Delivery failed'
  }
  await deps.db.insert(callbackDeliveries).values({
    account_id: event.accountId,
    payment_record_id: event.subjectId,
    url: event.url,
    attempt,
    status_code: statusCode,
    error,
    success: error ? 0 : 1,
    created_at: deps.clock.now(),
  })
  if (error) throw new Error(error)
}
