// Voided sales and refunds (SPEC §7: void-sale-records, void-record, void-record-based-bill-id,
// create-void-sale-payout-refund). A void cancels a payment that has not settled (the payer is not charged,
// the fee is waived); a refund returns a settled payment, in full or in part, from the available balance.
import * as v from 'valibot'
import { myrAmount } from './money.ts'
import { optionalText } from './fields.ts'
import { VOID_SALE_KINDS } from './list-choices.ts'
export { VOID_SALE_KINDS }

export type VoidSaleKind = (typeof VOID_SALE_KINDS)[number]
export const VOID_SALE_SORTS = ['created_at', 'amount'] as const

const invoiceNo = v.pipe(
  v.string('The invoice no field is required'),
  v.trim(),
  v.nonEmpty('The invoice no field is required'),
  v.maxLength(64),
)

export const VoidRecordSchema = v.strictObject({ invoice_no: invoiceNo, reason: optionalText('reason', 300) })
export const VoidByBillSchema = v.strictObject({
  bill_id: v.pipe(v.string('The bill id field is required'), v.uuid('Invalid bill id')),
  reason: optionalText('reason', 300),
})
export const RefundSchema = v.strictObject({
  invoice_no: invoiceNo,
  amount: myrAmount(),
  reason: optionalText('reason', 300),
})

export const VoidSaleRecordSchema = v.object({
  id: v.string(),
  record_no: v.string(),
  kind: v.picklist(VOID_SALE_KINDS),
  invoice_no: v.string(),
  payment_record_id: v.string(),
  bill_id: v.nullable(v.string()),
  channel: v.string(),
  /** What the payer gets back (void: the whole payment). */
  amount: v.string(),
  /** What the payment was for, and how much of it is now refunded in all. */
  payment_amount: v.string(),
  refunded_total: v.string(),
  reason: v.nullable(v.string()),
  payer_name: v.nullable(v.string()),
  /** A refund the available balance could not cover: the part the prefund pool paid. */
  from_pools: v.string(),
  funding_note: v.nullable(v.string()),
  created_at: v.string(),
})
export type VoidSaleRecord = v.InferOutput<typeof VoidSaleRecordSchema>
