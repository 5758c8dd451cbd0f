// Payouts: money from the available balance to the merchant's verified bank account (SPEC §7:
// list-payout-services, create-payout-invoice, payout-records, crm-reporting/merchant/payout-status).
import * as v from 'valibot'
import { myrAmount } from './money.ts'
import { PAYOUT_STATUSES, PAYOUT_SORTS } from './list-choices.ts'
export { PAYOUT_STATUSES, PAYOUT_SORTS }

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
export const MIN_PAYOUT_SEN = 1_000

/** Sandbox: amounts whose sen end in .13 fail at the receiving bank; every other amount is paid. */
export const FAILING_PAYOUT_SEN_ENDING = 13

export const PayoutServiceSchema = v.object({
  payout_service_id: v.number(),
  name: v.string(),
  unique_reference: v.string(),
  record_status_id: v.number(),
  fee: v.string(),
  /** How long the sandbox bank takes to pay (seconds on the sandbox clock). */
  processing_seconds: v.number(),
  description: v.string(),
})
export type PayoutService = v.InferOutput<typeof PayoutServiceSchema>

export const CreatePayoutSchema = v.strictObject({
  bank_account_id: v.pipe(v.string('Choose a bank account'), v.uuid('Choose a bank account')),
  amount: myrAmount(),
  /** Absent: the first service of bank type 1. */
  payout_service_id: v.optional(v.pipe(v.number('Choose a payout service'), v.integer(), v.minValue(1))),
})
export type CreatePayoutInput = v.InferInput<typeof CreatePayoutSchema>

export const PayoutSchema = v.object({
  id: v.string(),
  invoice_no: v.string(),
  status: v.picklist(PAYOUT_STATUSES),
  amount: v.string(),
  fee: v.string(),
  /** amount + fee: what left the available balance. */
  total: v.string(),
  payout_service: v.string(),
  bank_account_id: v.string(),
  bank_name: v.string(),
  account_number_masked: v.string(),
  holder_name: v.string(),
  bank_reference: v.nullable(v.string()),
  failure_reason: v.nullable(v.string()),
  requested_at: v.string(),
  processing_at: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
  /** What the payout and prefund pools paid because the available balance was short. */
  from_pools: v.string(),
  /** Says so in words, or null when the available balance paid it all. */
  funding_note: v.nullable(v.string()),
  created_at: v.string(),
})
export type Payout = v.InferOutput<typeof PayoutSchema>

export const PayoutStatusRequestSchema = v.strictObject({
  invoice_no: v.pipe(
    v.string('The invoice no field is required'),
    v.trim(),
    v.nonEmpty('The invoice no field is required'),
    v.maxLength(64),
  ),
})

export const PayoutTimelineSchema = v.object({
  payout: PayoutSchema,
  /** Requested, processing, then paid or failed: each step once. */
  timeline: v.pipe(
    v.array(v.object({ status: v.picklist(PAYOUT_STATUSES), at: v.string(), note: v.nullable(v.string()) })),
    v.maxLength(PAYOUT_STATUSES.length),
  ),
})
export type PayoutTimeline = v.InferOutput<typeof PayoutTimelineSchema>
