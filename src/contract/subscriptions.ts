// Subscription plans and a merchant's subscription (SPEC §3 plan flags, §6 "with no plan, all are off",
// §7 subscriptions, subscription-histories, upgrade-plan, pending-subscription-payment).
//
// How a subscription moves (docs/pools-and-subscriptions.md, "Subscriptions"):
// - A period is a calendar month or year from the day it starts.
// - Upgrade (a dearer plan, or monthly to yearly): a pending subscription payment; once paid the new plan
//   applies at once. Same period length: the period end stays and the merchant pays the price difference
//   for the rest of the period (prorated by time left). A different period length: a new period starts
//   when paid, less the unused part of the current one as a credit.
// - Downgrade (a cheaper plan): nothing to pay now; it is scheduled and applies when the period ends.
// - Renewal: at the period's end a renewal payment is due. Until it is paid the subscription is past due
//   for GRACE_DAYS with every channel still on; then it lapses and every channel is off until a payment
//   is made (the new period starts then). A free plan renews by itself.
import * as v from 'valibot'
import type { CHANNEL_FLAGS, Channel } from './constants.ts'
import { optionalText, recordStatus, requiredText } from './fields.ts'
import { MYR_AMOUNT_PATTERN } from './money.ts'
import { TIME_PERIODS } from './list-choices.ts'
import { channelList } from './payments.ts'
export { TIME_PERIODS }

export type TimePeriod = (typeof TIME_PERIODS)[number]
export const GRACE_DAYS = 7
/** The most subscription plans the platform offers: a price list merchants can read, not a database. */
export const PLANS_MAX = 50

/** A plan's channel switch, e.g. fpx_enable. */
export type PlanFlag = (typeof CHANNEL_FLAGS)[Channel]

export const SubscriptionPlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  monthly_price: v.string(),
  yearly_price: v.string(),
  /** Percent off Niaga's payment fee for merchants on this plan. */
  fee_discount_percent: v.number(),
  fpx_enable: v.boolean(),
  credit_card_enable: v.boolean(),
  ewallet_enable: v.boolean(),
  bnpl_enable: v.boolean(),
  paypal_enable: v.boolean(),
  crypto_enable: v.boolean(),
  duit_now_enable: v.boolean(),
  advanced_setting: v.record(v.string(), v.unknown()),
  /** 1 offered; 2 retired (kept for merchants already on it, not offered to others). */
  record_status_id: v.number(),
  /** The channels its flags enable, in display order. */
  channels: channelList,
  created_at: v.string(),
  updated_at: v.string(),
})
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlanSchema>

const price = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `The ${field} must be an amount`),
    v.transform((value) => (typeof value === 'number' ? value.toFixed(2) : value.trim())),
    v.regex(MYR_AMOUNT_PATTERN, `The ${field} must be an amount like 99.00`),
  )
const flag = v.optional(v.boolean('A channel flag is true or false'))

const planFields = {
  name: requiredText('name', 60),
  description: optionalText('description', 300),
  monthly_price: price('monthly price'),
  yearly_price: price('yearly price'),
  fee_discount_percent: v.optional(
    v.pipe(
      v.number('The fee discount must be a number'),
      v.integer('The fee discount is a whole percent'),
      v.minValue(0, 'The fee discount is 0 to 100'),
      v.maxValue(100, 'The fee discount is 0 to 100'),
    ),
  ),
  fpx_enable: flag,
  credit_card_enable: flag,
  ewallet_enable: flag,
  bnpl_enable: flag,
  paypal_enable: flag,
  crypto_enable: flag,
  duit_now_enable: flag,
  advanced_setting: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(60)), v.unknown()),
      v.check((s) => JSON.stringify(s).length <= 4000, 'The advanced setting is too large'),
    ),
  ),
  record_status_id: recordStatus,
}

export const PlanCreateSchema = v.strictObject(planFields)
export type PlanCreateInput = v.InferInput<typeof PlanCreateSchema>
export const PlanUpdateSchema = v.partial(PlanCreateSchema)
export type PlanUpdateInput = v.InferInput<typeof PlanUpdateSchema>
/** PUT subscriptions (no id in the path): the plan's id in the body. */
export const PlanUpdateWithIdSchema = v.strictObject({
  id: v.pipe(v.string('The id field is required'), v.uuid('The id must be an id')),
  ...PlanUpdateSchema.entries,
})

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'lapsed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const HISTORY_KINDS = ['new', 'upgrade', 'downgrade', 'renewal'] as const
export const HISTORY_STATUSES = ['pending', 'paid', 'scheduled', 'applied', 'cancelled'] as const

export const SubscriptionHistorySchema = v.object({
  id: v.string(),
  account_id: v.string(),
  account_name: v.string(),
  plan_id: v.string(),
  plan_name: v.string(),
  time_period: v.picklist(TIME_PERIODS),
  kind: v.picklist(HISTORY_KINDS),
  status: v.picklist(HISTORY_STATUSES),
  /** What the merchant pays for it (the price less any credit). */
  amount: v.string(),
  /** The unused part of the previous period taken off the price. */
  credit: v.string(),
  period_start: v.nullable(v.string()),
  period_end: v.nullable(v.string()),
  invoice_no: v.nullable(v.string()),
  /** The public page where it is paid, while it is pending. */
  payment_url: v.nullable(v.string()),
  /** Once paid: the payment's receipt. */
  receipt_url: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  note: v.nullable(v.string()),
  created_at: v.string(),
})
export type SubscriptionHistory = v.InferOutput<typeof SubscriptionHistorySchema>

export const SubscriptionDetailsSchema = v.object({
  status: v.picklist(SUBSCRIPTION_STATUSES),
  plan: v.nullable(SubscriptionPlanSchema),
  time_period: v.nullable(v.picklist(TIME_PERIODS)),
  current_period_start: v.nullable(v.string()),
  current_period_end: v.nullable(v.string()),
  /** While past due: when the plan lapses if the renewal is still unpaid. */
  grace_until: v.nullable(v.string()),
  /** The channels on right now (none once lapsed). */
  channels: channelList,
  /** A downgrade waiting for the period's end. */
  scheduled_change: v.nullable(SubscriptionHistorySchema),
  /** An upgrade or renewal waiting to be paid. */
  pending_payment: v.nullable(SubscriptionHistorySchema),
  /** This period so far. */
  usage: v.object({ payments: v.number(), volume: v.string() }),
  /** Why payments are off, in words for the dashboard (null while they are on). */
  notice: v.nullable(v.string()),
})
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetailsSchema>

export const UpgradeQuerySchema = v.strictObject({
  plan_id: v.pipe(v.string('Choose a plan'), v.uuid('Choose a plan')),
  time_period: v.optional(v.picklist(TIME_PERIODS, 'The time period is monthly or yearly'), 'monthly'),
})

export const UpgradeQuoteSchema = v.object({
  plan: SubscriptionPlanSchema,
  time_period: v.picklist(TIME_PERIODS),
  change: v.picklist(['new', 'upgrade', 'downgrade', 'same']),
  price: v.string(),
  credit: v.string(),
  amount_due: v.string(),
  /** When the new plan takes effect: now (once paid) or the current period's end. */
  applies_at: v.picklist(['payment', 'period_end']),
  period_end: v.nullable(v.string()),
})
export type UpgradeQuote = v.InferOutput<typeof UpgradeQuoteSchema>

export const HistoryUpdateSchema = v.strictObject({ note: optionalText('note', 500) })
