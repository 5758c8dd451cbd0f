// Settlement: paid money is pending until its channel settles it on a business day (schedule below),
// then it is available for payout, less a rolling reserve when the account holds one. SPEC §7 names the
// calls; the schedule, fees and reserve rules are Niaga's (docs/money-out.md).
import * as v from 'valibot'
import type { Channel } from './constants.ts'
import { channelList, CHANNELS } from './payments.ts'
import { SETTLEMENT_KINDS, SETTLEMENT_STATUSES } from './list-choices.ts'
export { SETTLEMENT_KINDS, SETTLEMENT_STATUSES }

/** Business days after the Malaysian date of payment on which each channel settles (T+n). */
export const SETTLEMENT_DAYS: Readonly<Record<Channel, number>> = {
  fpx: 1,
  duitnow: 1,
  crypto: 1,
  credit_card: 2,
  ewallet: 2,
  bnpl: 3,
  paypal: 3,
}
/** Settlement runs at 10:00 Malaysian time on each business day. */
export const SETTLEMENT_HOUR_MYT = 10
/** Self-settlement (settle now): 1% of the net amount settled, at least RM 1.00. */
export const SELF_SETTLEMENT_FEE = { percent_bp: 100, minimum_sen: 100 } as const
/** The reserve held back from each settlement is released to the available balance after this many days. */
export const RESERVE_HOLD_DAYS = 14
export const MAX_RESERVE_PERCENT = 30

export const SETTLEMENT_SORTS = ['settled_at', 'gross'] as const

export const channelPicklist = v.picklist(CHANNELS, `Channel is one of: ${CHANNELS.join(', ')}`)

export const SettlementRecordSchema = v.object({
  id: v.string(),
  settlement_no: v.string(),
  kind: v.picklist(SETTLEMENT_KINDS),
  channel: v.string(),
  status: v.picklist(SETTLEMENT_STATUSES),
  /** What payers paid, Niaga's payment fees on it, and what the merchant was owed. */
  gross: v.string(),
  fee: v.string(),
  /** The fee for settling early (self-settlement); 0.00 for scheduled settlements. */
  settlement_fee: v.string(),
  /** Held back as the rolling reserve; released at reserve_release_at. */
  reserve: v.string(),
  /** What reached the available balance now: gross − fee − settlement_fee − reserve. */
  net: v.string(),
  payment_count: v.number(),
  /** The Malaysian dates of the first and last payment settled. */
  period_start: v.string(),
  period_end: v.string(),
  /** The business day the schedule settled it on (self-settlement: the day it was asked for). */
  settlement_date: v.string(),
  settled_at: v.string(),
  reserve_release_at: v.nullable(v.string()),
  reserve_released_at: v.nullable(v.string()),
})
export type SettlementRecord = v.InferOutput<typeof SettlementRecordSchema>

/** A settlement's detail lists this many of its payments at most (payment_count counts them all). */
export const SETTLEMENT_PAYMENTS_SHOWN = 500

/** One settlement with the payments in it. */
export const SettlementPaymentSchema = v.object({
  id: v.string(),
  invoice_no: v.string(),
  channel: v.string(),
  amount: v.string(),
  fee: v.string(),
  net: v.string(),
  paid_at: v.nullable(v.string()),
  payer_name: v.nullable(v.string()),
})
export type SettlementPayment = v.InferOutput<typeof SettlementPaymentSchema>

/** What settling now would cost, per channel and in all (calculate-settlement-fee). */
export const SettlementQuoteLineSchema = v.object({
  channel: v.string(),
  payment_count: v.number(),
  gross: v.string(),
  fee: v.string(),
  net: v.string(),
  settlement_fee: v.string(),
  reserve: v.string(),
  /** What would reach the available balance now. */
  receive: v.string(),
  /** When the schedule would settle the earliest of these payments anyway. */
  next_scheduled_at: v.nullable(v.string()),
})
export const SettlementQuoteSchema = v.object({
  channels: v.pipe(v.array(SettlementQuoteLineSchema), v.maxLength(CHANNELS.length)),
  total: v.object({
    payment_count: v.number(),
    gross: v.string(),
    fee: v.string(),
    net: v.string(),
    settlement_fee: v.string(),
    reserve: v.string(),
    receive: v.string(),
  }),
  reserve_percent: v.number(),
})
export type SettlementQuote = v.InferOutput<typeof SettlementQuoteSchema>

/**
 * Empty: this account's pending money by channel; a channel: only that one; an amount: the fee on that
 * amount.
 */
export const SettlementFeeRequestSchema = v.strictObject({
  channel: v.optional(channelPicklist),
})

export const SelfSettlementRequestSchema = v.strictObject({
  /** Settle one channel's pending money; absent: every channel's. */
  channel: v.optional(channelPicklist),
})

export const SettlementSettingsSchema = v.object({
  /** Channels whose scheduled settlement is paused (self-settlement still works). */
  paused_channels: channelList,
  reserve_percent: v.number(),
  reserve_hold_days: v.number(),
  schedule: v.pipe(
    v.array(v.object({ channel: v.string(), business_days: v.number(), paused: v.boolean() })),
    v.maxLength(CHANNELS.length),
  ),
})
export type SettlementSettings = v.InferOutput<typeof SettlementSettingsSchema>

export const ChannelToggleQuerySchema = v.object({ channel_id: channelPicklist })
/** `paused` sets the state; without it the call toggles. */
export const ChannelToggleBodySchema = v.strictObject({
  paused: v.optional(v.boolean('paused is true or false')),
})

export const ReserveSettingSchema = v.strictObject({
  reserve_percent: v.pipe(
    v.number('The reserve percent must be a number'),
    v.integer('The reserve percent must be a whole number'),
    v.minValue(0, 'The reserve percent must be at least 0'),
    v.maxValue(MAX_RESERVE_PERCENT, `The reserve percent may not exceed ${MAX_RESERVE_PERCENT}`),
  ),
})

/** The balances of the money-out pages, straight from the ledger. */
export const BalanceSchema = v.object({
  pending: v.string(),
  reserve: v.string(),
  available: v.string(),
  /**
   * Requested or processing payouts on their way to the bank: the amounts only (a payout fee is Niaga’s at
   * once).
   */
  in_transit: v.string(),
})
export type Balance = v.InferOutput<typeof BalanceSchema>
