// Payment records of the merchant: search, detail with callback deliveries, resend, and the fee calculator.
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { MyrAmountSchema } from '../../src/contract/money.ts'
import { CHANNELS, RECORD_CHANNELS, PaymentRecordSchema, type PaymentRecord } from '../../src/contract/payments.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { accounts, callbackDeliveries, paymentRecords } from '../db/schema/index.ts'
import { forbidden, notFound, validationError } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, queryInt } from '../http/validation.ts'
import { mytMidnight } from '../services/dashboard/periods.ts'
import { feeFor } from '../services/fees.ts'
import { MANAGER_ROLES } from '../services/accounts/roles.ts'
import { callbackSecretFor, enqueueCallback, newCallbackSecret } from '../services/payments/callbacks.ts'
import { likePattern } from '../services/resource.ts'

const date = v.pipe(v.string(), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'Dates are dd-MM-yyyy'))
const RecordListQuery = v.object({
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, 500, 10),
  order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), 'desc'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(['pending', 'paid', 'failed', 'refunded'], 'Status is pending, paid, failed or refunded')),
  channel: v.optional(v.picklist(RECORD_CHANNELS, `Channel is one of: ${RECORD_CHANNELS.join(', ')}`)),
  start_date: v.optional(date),
  end_date: v.optional(date),
})

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

export function registerPaymentRecordRoutes(r: Registry): void {
  r.add({
    id: 'paymentRecords.list',
    method: 'get',
    path: '/payment-records',
    summary: 'Payments: search by invoice number or payer, filter by status, channel and dates (dd-MM-yyyy, Malaysian days)',
    tag: 'Payments',
    access: 'merchant',
    query: RecordListQuery,
    response: listDataSchema(PaymentRecordSchema),
    handler: async ({ deps, caller, query }) => {
      const filters: (SQL | undefined)[] = [eq(paymentRecords.account_id, caller.accountId)]
      if (query.search) filters.push(ilike(paymentRecords.invoice_no, likePattern(query.search)))
      if (query.status) filters.push(eq(paymentRecords.status, query.status))
      if (query.channel) filters.push(eq(paymentRecords.channel, query.channel))
      if (query.start_date) filters.push(gte(paymentRecords.created_at, dayStart(query.start_date)))
      if (query.end_date) filters.push(lt(paymentRecords.created_at, new Date(dayStart(query.end_date).getTime() + 86_400_000)))
      const where = and(...filters)
      const direction = query.order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        deps.db.select().from(paymentRecords).where(where).orderBy(direction(paymentRecords.created_at), direction(paymentRecords.id)).limit(query.limit).offset(query.skip),
        deps.db.select({ n: count() }).from(paymentRecords).where(where),
      ])
      return { data: { list: { data: rows.map(recordView), total: total?.n ?? 0, skip: query.skip, limit: query.limit } } }
    },
  })

  r.add({
    id: 'paymentRecords.get',
    method: 'get',
    path: '/payment-records/:id',
    summary: 'One payment with its callback delivery attempts',
    tag: 'Payments',
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      const [row] = await deps.db
        .select()
        .from(paymentRecords)
        .where(and(eq(paymentRecords.id, params.id), eq(paymentRecords.account_id, caller.accountId)))
      if (!row) throw notFound('Payment record')
      const callbacks = await deps.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.payment_record_id, row.id)).orderBy(desc(callbackDeliveries.created_at))
      return {
        data: {
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
        },
      }
    },
  })

  r.add({
    id: 'callbacks.resend',
    method: 'post',
    path: '/payment-services/merchant-callback-data/send-data-based-invoice-id',
    summary: 'Send the payment callback of an invoice again',
    tag: 'Payments',
    access: 'merchant',
    body: v.strictObject({ invoice_no: v.pipe(v.string(), v.trim(), v.nonEmpty('The invoice no field is required'), v.maxLength(64)) }),
    handler: async ({ deps, caller, body }) => {
      const [row] = await deps.db
        .select({ id: paymentRecords.id, bill: paymentRecords.bill_id })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.invoice_no, body.invoice_no), eq(paymentRecords.account_id, caller.accountId), eq(paymentRecords.status, 'paid')))
      if (!row) throw notFound('Paid invoice')
      if (!row.bill) throw validationError({ invoice_no: 'This payment has no callback URL' })
      await enqueueCallback(deps.db, row.id, deps.clock.now())
      return { data: null, description: 'Callback queued' }
    },
  })

  // Not in SPEC §7: the merchant needs the signing secret to verify callbacks (README "Callbacks").
  // Owners and administrators only, like the account's other settings.
  const secretAnswer = (secret: string) => ({ secret, algorithm: 'HMAC-SHA256', signed: '${X-Niaga-Timestamp}.${raw body}' })
  r.add({
    id: 'callbacks.secret',
    method: 'get',
    path: '/payment-services/merchant-callback-data/secret',
    summary: 'The account’s callback signing secret (owners and administrators)',
    tag: 'Payments',
    access: 'merchant',
    handler: async ({ deps, caller }) => {
      if (!MANAGER_ROLES.includes(caller.roleCode)) throw forbidden('Only owners and administrators can see the callback secret')
      return { data: secretAnswer(await callbackSecretFor(deps.db, caller.accountId)) }
    },
  })

  r.add({
    id: 'callbacks.rotateSecret',
    method: 'post',
    path: '/payment-services/merchant-callback-data/secret/rotate',
    summary: 'Replace the callback signing secret; callbacks from now on are signed with the new one',
    tag: 'Payments',
    access: 'merchant',
    handler: async ({ deps, caller }) => {
      if (!MANAGER_ROLES.includes(caller.roleCode)) throw forbidden('Only owners and administrators can change the callback secret')
      const secret = newCallbackSecret()
      await deps.db.update(accounts).set({ callback_secret: secret }).where(eq(accounts.id, caller.accountId))
      return { data: secretAnswer(secret), description: 'Callback secret replaced' }
    },
  })

  r.add({
    id: 'fees.calculate',
    method: 'post',
    path: '/payment-services/merchant/calculate-fee',
    summary: 'The fee and net amount of a payment of this amount by this channel',
    tag: 'Payments',
    access: 'merchant',
    body: v.strictObject({ amount: MyrAmountSchema, channel: v.picklist(CHANNELS, `Channel is one of: ${CHANNELS.join(', ')}`) }),
    handler: ({ body }) => {
      const sen = myrToSen(body.amount)
      const fee = feeFor(body.channel, sen)
      return { data: { amount: senToMyr(sen), fee: senToMyr(fee), net: senToMyr(sen - fee), channel: body.channel } }
    },
  })
}
