// Paying a bill: payment services per channel, the payment request, transaction status and the receipt.
import * as v from 'valibot'
import { CHANNEL_FLAGS } from './constants.ts'
import { PublicMerchantSchema, PublicPaySettingsSchema, SUCCESS_FIELDS_MAX } from './public-merchant.ts'

export const CHANNELS = Object.keys(CHANNEL_FLAGS) as (keyof typeof CHANNEL_FLAGS)[]
/**
 * A payment record's channel: a payment channel, or 'manual' for a payment made outside Niaga
 * (paid-bill-payment).
 */
/** A list of channels names each at most once. */
export const channelList = v.pipe(v.array(v.string()), v.maxLength(CHANNELS.length))

export const RECORD_CHANNELS: readonly [string, ...string[]] = ['manual', ...CHANNELS]

/** SPEC §7 {bankType}: 1 individual (FPX B2C) and 2 corporate (FPX B2B). */
export const BANK_TYPES = { individual: 1, corporate: 2 } as const

export const PaymentServiceSchema = v.object({
  payment_service_id: v.number(),
  name: v.string(),
  unique_reference: v.string(),
  /** The channel group: fpx, credit_card, ewallet, duitnow, bnpl, paypal, crypto. */
  group_code: v.string(),
  record_status_id: v.number(),
  /** FPX bank health (SPEC /fpx-status): an offline bank cannot be chosen. */
  online: v.boolean(),
})
export type PaymentService = v.InferOutput<typeof PaymentServiceSchema>

export const EncryptedCardSchema = v.strictObject({
  encryptedCardInfo: v.pipe(v.string(), v.minLength(8), v.maxLength(4096)),
  maskedCardInfo: v.pipe(v.string(), v.regex(/^\d{6}X+\d{4}$/, 'Invalid masked card number')),
  expMonthCardInfo: v.pipe(v.string(), v.maxLength(2)),
  expYearCardInfo: v.pipe(v.string(), v.maxLength(4)),
})

export const PayBillSchema = v.strictObject({
  payment_service_id: v.pipe(v.number('Choose a payment method'), v.integer(), v.minValue(1)),
  card: v.optional(EncryptedCardSchema),
  /** The payer's answers to the merchant's success fields, by field id (pay_settings.success_fields). */
  success_fields: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(64)),
        v.pipe(
          v.string('Each answer is text'),
          v.maxLength(2000, 'An answer may not exceed 2000 characters'),
        ),
        'Answers are an object of text',
      ),
      v.check((answers) => Object.keys(answers).length <= 100, 'Too many answers'),
    ),
  ),
})

export const TRANSACTION_STATUSES = ['initiated', 'pending', 'paid', 'failed'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const PaymentStartedSchema = v.object({
  transaction_invoice_no: v.string(),
  /** Where the payer continues: the channel's (sandbox) page. */
  redirect_url: v.string(),
})
export type PaymentStarted = v.InferOutput<typeof PaymentStartedSchema>

export const ReceiptSchema = v.object({
  transaction_invoice_no: v.string(),
  invoice_no: v.string(),
  status: v.picklist(TRANSACTION_STATUSES),
  amount: v.string(),
  channel: v.string(),
  payment_service: v.string(),
  merchant_name: v.string(),
  bill_uuid: v.string(),
  card_mask: v.nullable(v.string()),
  failure_reason: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  updated_at: v.string(),
  redirect_url: v.nullable(v.string()),
  /** Who was paid and how to reach them (docs/company-and-settings.md, "Where payers see it"). */
  merchant: PublicMerchantSchema,
})
export type Receipt = v.InferOutput<typeof ReceiptSchema>

export const PublicBillSchema = v.object({
  uuid: v.string(),
  invoice_no: v.string(),
  amount: v.string(),
  description: v.nullable(v.string()),
  payer_name: v.string(),
  status: v.string(),
  due_date: v.nullable(v.string()),
  merchant_name: v.string(),
  collection_title: v.string(),
  /**
   * Channels the merchant's plan enables, in the merchant's order; empty when there is no plan (payment
   * unavailable).
   */
  channels: channelList,
  merchant: PublicMerchantSchema,
  pay_settings: PublicPaySettingsSchema,
})
export type PublicBill = v.InferOutput<typeof PublicBillSchema>

export const PublicCollectionSchema = v.object({
  uuid: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  kind: v.string(),
  fixed_amount: v.nullable(v.string()),
  merchant_name: v.string(),
  channels: channelList,
  merchant: PublicMerchantSchema,
  pay_settings: PublicPaySettingsSchema,
})
export type PublicCollection = v.InferOutput<typeof PublicCollectionSchema>

export const PaymentRecordSchema = v.object({
  id: v.string(),
  invoice_no: v.string(),
  transaction_invoice_no: v.nullable(v.string()),
  bill_id: v.nullable(v.string()),
  channel: v.string(),
  status: v.string(),
  amount: v.string(),
  fee: v.string(),
  net: v.string(),
  payer_name: v.nullable(v.string()),
  payer_email: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  created_at: v.string(),
  /** When the payment's money settled (null: still pending, so it can be voided but not refunded). */
  settled_at: v.nullable(v.string()),
  settlement_id: v.nullable(v.string()),
  /** Refunded so far, and what can still be refunded (0.00 until it settles). */
  refunded: v.string(),
  refundable: v.string(),
  /** Paid and not settled yet: the merchant can void it. */
  voidable: v.boolean(),
  /** The payer's answers to the merchant's success fields (docs/company-and-settings.md). */
  success_fields: v.optional(
    v.pipe(
      v.array(v.object({ key: v.string(), label: v.string(), value: v.string() })),
      v.maxLength(SUCCESS_FIELDS_MAX),
    ),
  ),
})
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>

export const CallbackDeliverySchema = v.object({
  id: v.string(),
  url: v.string(),
  attempt: v.number(),
  success: v.boolean(),
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  created_at: v.string(),
})
export type CallbackDelivery = v.InferOutput<typeof CallbackDeliverySchema>

/**
 * Header names of a signed event, by the Standard Webhooks specification (standardwebhooks.com): the
 * event's id (the same on a resend), Unix seconds, and `v1,` with the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`.
 */
export const CALLBACK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const
/** A callback secret: this prefix, then the key in standard base64. */
export const CALLBACK_SECRET_PREFIX = 'whsec_'
