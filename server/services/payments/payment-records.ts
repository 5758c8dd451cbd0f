// Payment records of the merchant: the search, one record with its callback deliveries, and sending an
// invoice's callback again.
import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { PaymentRecord, RECORD_CHANNELS } from '../../../src/contract/payments.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { bills, callbackDeliveries, paymentRecords } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { readTablePage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import { emitPaymentEvent } from './callbacks.ts'
import { latestEventAbout, resendEvent } from '../webhooks/events.ts'
import { successValuesOf } from '../payment-settings/success-fields.ts'

import { PAYMENT_RECORD_STATUSES } from '../../../src/contract/list-choices.ts'
import type { Deps } from '../../deps.ts'
import { findOwnedRecord } from '../owned-records.ts'

export const RECORD_STATUSES = PAYMENT_RECORD_STATUSES

export type PaymentRecordQuery = ListQuery & {
  status?: (typeof RECORD_STATUSES)[number] | undefined
  channel?: (typeof RECORD_CHANNELS)[number] | undefined
  /** dd-MM-yyyy, Malaysian days, both included. */
  start_date?: string | undefined
  end_date?: string | undefined
}

/** Paid through Niaga (a manual payment moved no money here) and not settled yet. */
export const isVoidable = (row: typeof paymentRecords.$inferSelect) =>
  row.status === 'paid' && row.channel !== 'manual' && row.settled_at === null

export const isRefundable = (row: typeof paymentRecords.$inferSelect) =>
  (row.status === 'paid' || row.status === 'partially_refunded') &&
  row.channel !== 'manual' &&
  row.settled_at !== null

export function recordView(row: typeof paymentRecords.$inferSelect): PaymentRecord {
  return {
    id: row.id,
    invoice_no: row.invoice_no,
    transaction_invoice_no: row.transaction_invoice_no,
    bill_id: row.bill_id,
    channel: row.channel,
    status: row.status,
    amount: senToMyr(row.amount_sen),
    fee: senToMyr(row.fee_sen),
    // What reaches the merchant: nothing until the payment is paid, nothing once it is voided.
    net: senToMyr(row.paid_at && row.status !== 'voided' ? row.amount_sen - row.fee_sen : 0),
    payer_name: row.payer_name,
    payer_email: row.payer_email,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    settlement_id: row.settlement_id,
    refunded: senToMyr(row.refunded_sen),
    refundable: senToMyr(isRefundable(row) ? row.amount_sen - row.refunded_sen : 0),
    voidable: isVoidable(row),
  }
}

/** The invoice number, or the payer by name, email or phone. A record keeps the payer's name and email;
 *  the phone is on the bill it paid. */
function searchRecords(deps: Deps, accountId: string, text: string | undefined) {
  const { db } = deps
  if (!text) return undefined
  const billsByPhone = db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.account_id, accountId), searchIn(text, bills.payer_phone)))
  return or(
    searchIn(text, paymentRecords.invoice_no, paymentRecords.payer_name, paymentRecords.payer_email),
    inArray(paymentRecords.bill_id, billsByPhone),
  )
}

export function listPaymentRecords(deps: Deps, accountId: string, query: PaymentRecordQuery) {
  const where = and(
    eq(paymentRecords.account_id, accountId),
    searchRecords(deps, accountId, query.search),
    query.status ? eq(paymentRecords.status, query.status) : undefined,
    query.channel ? eq(paymentRecords.channel, query.channel) : undefined,
    withinDays(paymentRecords.created_at, query.start_date, query.end_date),
  )
  return readTablePage(deps, query, paymentRecords, {
    where,
    sortBy: paymentRecords.created_at,
    toApi: (rows) => rows.map(recordView),
  })
}

export async function getPaymentRecord(deps: Deps, accountId: string, id: string) {
  const { db } = deps
  const row = await findOwnedRecord(deps, paymentRecords, 'Payment record', accountId, id)
  const callbacks = await db
    .select()
    .from(callbackDeliveries)
    .where(eq(callbackDeliveries.payment_record_id, row.id))
    .orderBy(desc(callbackDeliveries.created_at))
  return {
    record: { ...recordView(row), success_fields: await successValuesOf(deps, row.bill_id) },
    callbacks: callbacks.map((d) => ({
      id: d.id,
      url: d.url,
      attempt: d.attempt,
      success: d.success === 1,
      status_code: d.status_code,
      error: d.error,
      created_at: d.created_at.toISOString(),
    })),
  }
}

/**
 * Sends a paid invoice's payment.paid event again (the same event, with its event_id), or records one when an
 * older sandbox has none.
 */
export async function resendCallback(deps: Deps, accountId: string, invoiceNo: string): Promise<void> {
  const { db } = deps
  const now = deps.clock.now()
  const [row] = await db
    .select({ id: paymentRecords.id })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.invoice_no, invoiceNo),
        eq(paymentRecords.account_id, accountId),
        eq(paymentRecords.status, 'paid'),
      ),
    )
  if (!row) throw notFound('Paid invoice')
  const eventId = await latestEventAbout(deps, accountId, row.id, 'payment.paid')
  if (eventId) await resendEvent(deps, accountId, eventId)
  else await emitPaymentEvent(deps, row.id, now)
}
