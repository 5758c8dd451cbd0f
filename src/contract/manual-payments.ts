// Payments the merchant received outside Niaga's channels (cash at the counter, a bank transfer to their own
// account), recorded by hand so their records are complete: SPEC §7 POST, PUT and DELETE payment-records
// and POST payment-records/bill-invoice/. Not shown in SPEC; Niaga's design (docs/payments.md, "Manual
// payments"):
// - such a record has channel `manual`, no fee, and no ledger entry, as no money moved through Niaga;
// - only a manual record can be corrected or removed: a payment through a channel has money behind it and is
//   undone by a void or a refund instead;
// - removing a bill's manual payment opens the bill again.
import * as v from 'valibot'
import { optionalEmail, requiredText } from './fields.ts'
import { MyrAmountSchema } from './money.ts'

/** When the money came in: an ISO 8601 timestamp with its offset; never in the future. */
const paidAt = v.optional(
  v.pipe(
    v.string('Paid at is an ISO 8601 date and time, e.g. 2026-12-07T10:30:00+08:00'),
    v.maxLength(40, 'Paid at is an ISO 8601 date and time, e.g. 2026-12-07T10:30:00+08:00'),
    v.isoTimestamp('Paid at is an ISO 8601 date and time, e.g. 2026-12-07T10:30:00+08:00'),
  ),
)

export const ManualPaymentCreateSchema = v.strictObject({
  amount: MyrAmountSchema,
  payer_name: requiredText('payer name', 120),
  payer_email: optionalEmail('payer email'),
  paid_at: paidAt,
})

/** A correction: any of the fields; a bill's payment keeps the bill's amount. */
export const ManualPaymentUpdateSchema = v.pipe(
  v.strictObject({
    amount: v.optional(MyrAmountSchema),
    payer_name: v.optional(requiredText('payer name', 120)),
    payer_email: optionalEmail('payer email'),
    paid_at: paidAt,
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field'),
)

/** A bill's invoice number as a body field names it. */
export const invoiceNoField = v.pipe(
  v.string('The invoice no field is required'),
  v.trim(),
  v.nonEmpty('The invoice no field is required'),
  v.maxLength(64, 'The invoice no may not be greater than 64 characters'),
)

/** SPEC's `POST payment-records/bill-invoice/`: a pending bill, named by its invoice number, paid outside
 *  Niaga. */
export const BillInvoicePaymentSchema = v.strictObject({
  invoice_no: invoiceNoField,
  paid_at: paidAt,
})
