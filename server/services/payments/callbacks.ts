// Events about payments (paid, failed, voided, refunded) for the webhook events log
// (server/services/webhooks/events.ts), described as the payment is when the event happens.
import { eq } from 'drizzle-orm'
import { senToMyr } from '../../../src/lib/money.ts'
import { bills, collections, paymentRecords, voidSaleRecords } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { emitEvent } from '../webhooks/events.ts'
import { successValuesOf } from '../payment-settings/success-fields.ts'

/** Events about a payment (docs/developers-and-webhooks.md, "Webhooks"). */
export type PaymentEvent = 'payment.paid' | 'payment.failed' | 'payment.voided' | 'payment.refunded'

/**
 * What a void or refund event reports: the record it made, and the payment's status and refunded total just
 * after.
 */
interface MoneyBackEvent {
  voidSaleRecordId: string
  status: string
  refundedSen: number
}

/** The void or refund an event is about, as the event body carries it. */
async function moneyBack(db: Db, id: string | undefined) {
  if (!id) return undefined
  const [row] = await db.select().from(voidSaleRecords).where(eq(voidSaleRecords.id, id))
  return row
    ? {
        record_no: row.record_no,
        kind: row.kind,
        amount: senToMyr(row.amount_sen),
        reason: row.reason,
        created_at: row.created_at.toISOString(),
      }
    : undefined
}

/**
 * Records an event about a payment, in the caller's transaction: the body describes the payment as it is at
 * that moment, however late it is delivered. It goes to the account's webhook endpoint and, except a
 * failure, to the collection's callback URL.
 */
export async function emitPaymentEvent(
  db: Db,
  paymentRecordId: string,
  at: Date,
  event: PaymentEvent = 'payment.paid',
  extra: { change?: MoneyBackEvent; failureReason?: string | null } = {},
): Promise<void> {
  const { change } = extra
  const [row] = await db
    .select({ record: paymentRecords, url: collections.callback_url })
    .from(paymentRecords)
    .leftJoin(bills, eq(bills.id, paymentRecords.bill_id))
    .leftJoin(collections, eq(collections.id, bills.collection_id))
    .where(eq(paymentRecords.id, paymentRecordId))
  if (!row) return
  const { record } = row
  const refund = await moneyBack(db, change?.voidSaleRecordId)
  await emitEvent(
    db,
    {
      accountId: record.account_id,
      type: event,
      subjectId: record.id,
      // A collection's own callback URL keeps receiving what it always did (paid, voided, refunded);
      // failures go to the account's webhook endpoint only.
      subjectUrl: event === 'payment.failed' ? null : row.url,
      payload: {
        invoice_no: record.invoice_no,
        transaction_invoice_no: record.transaction_invoice_no,
        bill_id: record.bill_id,
        amount: senToMyr(record.amount_sen),
        fee: senToMyr(record.fee_sen),
        currency: 'MYR',
        channel: record.channel,
        status: change?.status ?? record.status,
        paid_at: record.paid_at?.toISOString() ?? null,
        refunded: senToMyr(change?.refundedSen ?? record.refunded_sen),
        // The payer's answers to the merchant's success fields: [{ key, label, value }]
        // (docs/company-and-settings.md, "Success fields").
        success_fields: await successValuesOf(db, record.bill_id),
        ...(event === 'payment.failed' ? { failure_reason: extra.failureReason ?? null } : {}),
        ...(refund ? { [refund.kind]: refund } : {}),
      },
    },
    at,
  )
}
