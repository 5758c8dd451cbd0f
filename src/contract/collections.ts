// Collections and their bills (SPEC §3 Collection: id, title, record_status 1 active / 2 inactive).
// A collection is either a bill collection (the merchant bills named payers) or an open payment form
// (the payer fills in their details and, unless the amount is fixed, the amount).
import * as v from 'valibot'
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  recordId,
  recordStatus,
  requiredText,
} from './fields.ts'
import { message } from './messages.ts'
import { MyrAmountSchema } from './money.ts'

export const COLLECTION_KINDS = ['bill', 'payment_form'] as const
export type CollectionKind = (typeof COLLECTION_KINDS)[number]
export const RECORD_STATUS = { active: 1, inactive: 2 } as const

export const CollectionCreateSchema = v.strictObject({
  title: requiredText('title', 120),
  description: optionalText('description', 1000),
  kind: v.picklist(COLLECTION_KINDS, message('collection_kind')),
  /** Payment forms only: a fixed amount; null lets the payer enter it. */
  fixed_amount: v.optional(v.nullable(MyrAmountSchema)),
  /** Where Niaga sends the signed payment callback. */
  callback_url: optionalUrl('callback URL'),
  /** Where the payer goes after paying (else Niaga's thank-you page). */
  redirect_url: optionalUrl('redirect URL'),
  record_status: recordStatus,
})
export const CollectionUpdateSchema = v.partial(v.omit(CollectionCreateSchema, ['kind']))

export const CollectionSchema = v.object({
  id: v.string(),
  uuid: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  kind: v.picklist(COLLECTION_KINDS),
  fixed_amount: v.nullable(v.string()),
  callback_url: v.nullable(v.string()),
  redirect_url: v.nullable(v.string()),
  record_status: v.number(),
  bills_count: v.number(),
  paid_amount: v.string(),
  payment_url: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Collection = v.InferOutput<typeof CollectionSchema>

/** After paid: voided (cancelled before it settled) or (partially) refunded (docs/money-out.md). */
export const BILL_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'voided',
  'partially_refunded',
  'refunded',
] as const
export type BillStatus = (typeof BILL_STATUSES)[number]

/** yyyy-MM-dd; after it the bill expires. */
const dueDate = v.optional(
  v.nullable(
    v.pipe(v.string(message('due_date_format')), v.regex(/^\d{4}-\d{2}-\d{2}$/, message('due_date_format'))),
  ),
)

export const BillCreateSchema = v.strictObject({
  collection_id: recordId('collection', 'required', 'invalid_id'),
  customer_id: v.optional(v.nullable(recordId('customer', 'invalid_id', 'invalid_id'))),
  payer_name: requiredText('payer name', 120),
  payer_email: optionalEmail(),
  payer_phone: optionalPhone(),
  description: optionalText('description', 500),
  amount: MyrAmountSchema,
  due_date: dueDate,
})

export const BillUpdateSchema = v.strictObject({
  payer_name: v.optional(requiredText('payer name', 120)),
  payer_email: optionalEmail(),
  payer_phone: optionalPhone(),
  description: optionalText('description', 500),
  amount: v.optional(MyrAmountSchema),
  due_date: dueDate,
  /** Only pending → cancelled is allowed by hand. */
  status: v.optional(v.literal('cancelled', 'A bill can only be cancelled by hand')),
})

/** SPEC §7's `PUT collections/bill-method`: the change of a bill made through the bill method, naming the
 *  bill in the body (as its create names the collection) rather than in the path. */
export const BillMethodUpdateSchema = v.strictObject({
  id: recordId('bill', 'required', 'invalid_id'),
  ...BillUpdateSchema.entries,
})

export const BillSchema = v.object({
  id: v.string(),
  uuid: v.string(),
  invoice_no: v.string(),
  collection_id: v.string(),
  collection_title: v.string(),
  customer_id: v.nullable(v.string()),
  payer_name: v.string(),
  payer_email: v.nullable(v.string()),
  payer_phone: v.nullable(v.string()),
  description: v.nullable(v.string()),
  amount: v.string(),
  status: v.picklist(BILL_STATUSES),
  due_date: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  payment_url: v.string(),
  created_at: v.string(),
})
export type Bill = v.InferOutput<typeof BillSchema>

/** A payer creating their own bill on a payment form (SPEC §7 customer-bills/public/customer-bill-method). */
/**
 * Which of name, email and phone are required is the merchant's payment settings' (name and email by
 * default).
 */
export const PublicBillCreateSchema = v.strictObject({
  collection_uuid: recordId('collection', 'invalid_id', 'invalid_id'),
  payer_name: optionalText('name', 120),
  payer_email: optionalEmail(),
  payer_phone: optionalPhone(),
  amount: v.optional(MyrAmountSchema),
})
