// Payment records of the merchant: the search, one record with its callback deliveries, and sending an
// invoice's callback again.
import { and, desc, eq, gte, inArray, lt, or } from 'drizzle-orm'
import type { PaymentRecord, RECORD_CHANNELS } from '../../../src/contract/payments.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import type { Db } from '../../db/client.ts'
import { bills, callbackDeliveries, paymentRecords } from '../../db/schema/index.ts'
import { notFound, validationError } from '../../errors.ts'
import { mytMidnight } from '../dashboard/periods.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import { enqueueCallback } from './callbacks.ts'

export const RECORD_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const

export type PaymentRecordQuery = ListQuery & {
  status?: (typeof RECORD_STATUSES)[number] | undefined
  channel?: (typeof RECORD_CHANNELS)[number] | undefined
  /** dd-MM-yyyy, Malaysian days, both included. */
  start_date?: string | undefined
  end_date?: string | undefined
}

/** dd-MM-yyyy as the start of that Malaysian day. */
const dayStart = (text: string) => {
  const [d, m, y] = text.split('-').map(Number) as [number, number, number]
  return mytMidnight(y, m, d)
}

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
    // What reaches the merchant: nothing until the payment is paid.
    net: senToMyr(row.status === 'paid' ? row.amount_sen - row.fee_sen : 0),
    payer_name: row.payer_name,
    payer_email: row.payer_email,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

/** The invoice number, or the payer by name, email or phone. A record keeps the payer's name and email;
 *  the phone is on the bill it paid. */
function searchRecords(db: Db, accountId: string, text: string | undefined) {
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

export function listPaymentRecords(db: Db, accountId: string, query: PaymentRecordQuery) {
  const where = and(
    eq(paymentRecords.account_id, accountId),
    searchRecords(db, accountId, query.search),
    query.status ? eq(paymentRecords.status, query.status) : undefined,
    query.channel ? eq(paymentRecords.channel, query.channel) : undefined,
    query.start_date ? gte(paymentRecords.created_at, dayStart(query.start_date)) : undefined,
    query.end_date
      ? lt(paymentRecords.created_at, new Date(dayStart(query.end_date).getTime() + 86_400_000))
      : undefined,
  )
  return readTablePage(db, query, paymentRecords, {
    where,
    sortBy: paymentRecords.created_at,
    toApi: (rows) => rows.map(recordView),
  })
}

export async function getPaymentRecord(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.id, id), eq(paymentRecords.account_id, accountId)))
  if (!row) throw notFound('Payment record')
  const callbacks = await db
    .select()
    .from(callbackDeliveries)
    .where(eq(callbackDeliveries.payment_record_id, row.id))
    .orderBy(desc(callbackDeliveries.created_at))
  return {
    record: recordView(row),
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

/** Queues the callback of a paid invoice again; a payment without a bill has no callback URL. */
export async function resendCallback(db: Db, accountId: string, invoiceNo: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: paymentRecords.id, bill: paymentRecords.bill_id })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.invoice_no, invoiceNo),
        eq(paymentRecords.account_id, accountId),
        eq(paymentRecords.status, 'paid'),
      ),
    )
  if (!row) throw notFound('Paid invoice')
  if (!row.bill) throw validationError({ invoice_no: 'This payment has no callback URL' })
  await enqueueCallback(db, row.id, now)
}
