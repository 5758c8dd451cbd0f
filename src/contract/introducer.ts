// The introducer (referral partner) portal's calls (SPEC §7 "Introducer"), shared by the server and the
// introducer build. Every call is a POST under account-introducer/, for introducer accounts only (4030
// "This call is for introducer accounts" otherwise), and every answer is scoped to the caller's referred
// merchants. Filters and paging travel in the query string, like every other list POST.
//
// Rules (docs/introducer-portal.md):
// - Commission is COMMISSION_RATE_PERCENT (20 %) of Niaga's payment fee on each payment of a referred
//   merchant, rounded DOWN to the sen (commissionSen). It is posted when that payment SETTLES (the scheduled
//   10:00 MYT run or a self-settlement), exactly once per payment, to the introducer's own available balance;
//   Niaga's fee revenue from that merchant pays it, so the ledger transaction is balanced.
// - Before it settles, a paid payment shows its commission as "expected"; failed, pending and voided
//   payments earn none (a void only happens before settlement, so no commission is ever posted for it).
// - A refund after settlement does not claw the commission back: Niaga keeps its payment fee on a refund,
//   and the commission is a share of that fee.
// - The introducer pays its commission out with the ordinary money-out calls (banks, verify-bank-account,
//   create-payout-invoice), which introducer accounts may call for their own account; the payouts are listed
//   by introducer-payout-record-data.
// - Payer personal data (name, email, phone, card, bank account) never appears in any answer here.
import * as v from 'valibot'
import { listDataSchema } from './envelope.ts'
import { PAYMENT_RECORD_STATUSES, PAYOUT_SORTS, PAYOUT_STATUSES, REPORT_BUCKETS_MAX } from './list-choices.ts'
import { PayoutSchema } from './payouts.ts'
export { REFERRAL_CODE_FIELD, REFERRAL_CODE_PATTERN, UNKNOWN_REFERRAL_CODE_MESSAGE } from './referral.ts'

/** The one message an account of another type gets (4030) on every introducer call. */
export const INTRODUCER_ONLY_MESSAGE = 'This call is for introducer accounts'

// ----- commission rule -----

/** The introducer's share of Niaga's payment fee, in basis points (2000 = 20 %). */
export const COMMISSION_RATE_BPS = 2_000
export const COMMISSION_RATE_PERCENT = COMMISSION_RATE_BPS / 100
/** Commission in sen on a payment whose Niaga fee is `feeSen`: the share rounded down to the sen. */
export const commissionSen = (feeSen: number, rateBps: number = COMMISSION_RATE_BPS): number =>
  Math.floor((Math.max(0, feeSen) * rateBps) / 10_000)

/**
 * Where a payment's commission stands: `posted` (the payment settled and the commission is the introducer's),
 * `expected` (paid, not yet settled: what settling will post), `none` (not paid, or voided).
 */
export const COMMISSION_STATES = ['posted', 'expected', 'none'] as const
export type CommissionState = (typeof COMMISSION_STATES)[number]

// ----- shared pieces -----

const myr = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/))
const page = listDataSchema

/** A dd-MM-yyyy Malaysian day as filters take it (the server also checks the date exists). */
const dayText = v.optional(
  v.pipe(v.string('Dates are dd-MM-yyyy'), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'Dates are dd-MM-yyyy')),
)
const sortOf = <const S extends string>(sorts: readonly S[]) =>
  v.optional(v.picklist(sorts, `Sort by one of: ${sorts.join(', ')}`))
const orderText = v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'))
const searchText = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text may not exceed 100 characters')),
)

/** Paging as the URL carries it (skip from 0, limit 1–500; default 10). */
export interface PageQuery {
  skip?: number | string
  limit?: number | string
}

// ----- account-introducer/me?skip&limit -----

/** The introducer's commission, from its own ledger: earned is every commission ever posted. */
export const CommissionTotalsSchema = v.object({
  /** Every commission posted (settled payments of referred merchants). */
  earned: myr,
  /** Commission on paid payments that have not settled yet: what settling will post. */
  expected: myr,
  /** What can be paid out now (the introducer's available balance). */
  available: myr,
  /** Payouts requested or processing (amounts only). */
  in_transit: myr,
  /** Payouts the bank has paid. */
  paid_out: myr,
})
export type CommissionTotals = v.InferOutput<typeof CommissionTotalsSchema>

/** One commission posting: one settled payment of a referred merchant. */
export const CommissionEntrySchema = v.object({
  id: v.string(),
  invoice_no: v.string(),
  merchant_id: v.string(),
  merchant_name: v.string(),
  channel: v.string(),
  amount: myr,
  fee: myr,
  commission: myr,
  /** The rate it was posted at, in percent ("20.00"). */
  rate_percent: v.string(),
  posted_at: v.string(),
})
export type CommissionEntry = v.InferOutput<typeof CommissionEntrySchema>

/**
 * `me`: the introducer's account, its commission totals and how many merchants it refers; `list` is its
 * recent commission (newest first), paged by the query's skip and limit like every list.
 */
export const IntroducerMeSchema = v.object({
  account: v.object({
    id: v.string(),
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    referral_code: v.string(),
    commission_rate_percent: v.string(),
    created_at: v.string(),
  }),
  commission: CommissionTotalsSchema,
  referred_merchants: v.number(),
  list: page(CommissionEntrySchema).entries.list,
})
export type IntroducerMe = v.InferOutput<typeof IntroducerMeSchema>

export const IntroducerMeQuerySchema = v.object({
  skip: v.optional(v.string()),
  limit: v.optional(v.string()),
})

// ----- account-introducer/dashboard/me -----

export const INTRODUCER_PERIODS = ['day', 'week', 'month', 'year'] as const
export type IntroducerPeriod = (typeof INTRODUCER_PERIODS)[number]

/** ?date=dd-MM-yyyy (default: today in Malaysia). */
export const IntroducerDashboardQuerySchema = v.object({ date: dayText })
export type IntroducerDashboardQuery = { date?: string }

/** One bucket of a period: an hour of the day, a day of the week or month, a month of the year. */
export const IntroducerSeriesPointSchema = v.object({
  label: v.string(),
  /** Paid payment volume of referred merchants in the bucket (by paid time). */
  amount: myr,
  count: v.number(),
  /** Commission posted in the bucket (by settlement time). */
  commission: myr,
})

export const IntroducerPeriodReportSchema = v.object({
  period: v.picklist(INTRODUCER_PERIODS),
  label: v.string(),
  /** UTC instants: from inclusive, to exclusive (Malaysian days). */
  from: v.string(),
  to: v.string(),
  payment_amount: myr,
  payment_count: v.number(),
  fee_amount: myr,
  commission_amount: myr,
  series: v.pipe(v.array(IntroducerSeriesPointSchema), v.maxLength(REPORT_BUCKETS_MAX)),
})
export type IntroducerPeriodReport = v.InferOutput<typeof IntroducerPeriodReportSchema>

/**
 * The four periods around the chosen date: its day (by hour), the 7 days ending on it (by day), its month
 * (by day) and its year (by month). Volume counts paid payments (paid, partially refunded, refunded; not
 * voided) by paid time; commission counts postings by settlement time.
 */
export const IntroducerDashboardSchema = v.object({
  date: v.string(),
  day: IntroducerPeriodReportSchema,
  week: IntroducerPeriodReportSchema,
  month: IntroducerPeriodReportSchema,
  year: IntroducerPeriodReportSchema,
})
export type IntroducerDashboard = v.InferOutput<typeof IntroducerDashboardSchema>

// ----- account-introducer/merchant-introducer -----

/**
 * Where a referred merchant is in onboarding: `registered` (no company details yet), `company_details`
 * (company details on file, no verified bank account), `complete` (both), `inactive` (account suspended).
 */
export const ONBOARDING_STATUSES = ['registered', 'company_details', 'complete', 'inactive'] as const
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number]
export const INTRODUCER_MERCHANT_SORTS = ['created_at', 'name', 'payment_amount', 'commission'] as const

/** Query of merchant-introducer: paging, sort, order, search (merchant name) and onboarding status. */
export const IntroducerMerchantQuerySchema = v.object({
  skip: v.optional(v.string()),
  limit: v.optional(v.string()),
  sort: sortOf(INTRODUCER_MERCHANT_SORTS),
  order: orderText,
  search: searchText,
  onboarding_status: v.optional(
    v.picklist(ONBOARDING_STATUSES, `Onboarding status is one of: ${ONBOARDING_STATUSES.join(', ')}`),
  ),
})
export type IntroducerMerchantQuery = PageQuery & {
  sort?: (typeof INTRODUCER_MERCHANT_SORTS)[number]
  order?: 'asc' | 'desc'
  search?: string
  onboarding_status?: OnboardingStatus
}

export const ReferredMerchantSchema = v.object({
  id: v.string(),
  name: v.string(),
  onboarding_status: v.picklist(ONBOARDING_STATUSES),
  /** The merchant's subscription plan, or null without one. */
  plan: v.nullable(v.string()),
  /** active, past_due, lapsed, cancelled; null without a subscription. */
  plan_status: v.nullable(v.string()),
  /** Paid payment volume (all time; paid, partially refunded, refunded) and its count. */
  payment_amount: myr,
  payment_count: v.number(),
  /** Commission posted on its settled payments. */
  commission: myr,
  /** Commission its paid, not yet settled payments will post. */
  commission_expected: myr,
  last_payment_at: v.nullable(v.string()),
  /** When it registered. */
  created_at: v.string(),
})
export type ReferredMerchant = v.InferOutput<typeof ReferredMerchantSchema>
export const ReferredMerchantListSchema = page(ReferredMerchantSchema)

// ----- account-introducer/introducer-payment-record-data -----

export const INTRODUCER_PAYMENT_SORTS = ['created_at', 'paid_at', 'amount'] as const
export { PAYMENT_RECORD_STATUSES as INTRODUCER_PAYMENT_STATUSES }

/**
 * Query of introducer-payment-record-data: paging, sort, order, search (invoice number), merchant_id (one
 * referred merchant; another id finds nothing), status, channel, and start_date/end_date (dd-MM-yyyy, both
 * included, on the payment's creation day in Malaysia).
 */
export const IntroducerPaymentQuerySchema = v.object({
  skip: v.optional(v.string()),
  limit: v.optional(v.string()),
  sort: sortOf(INTRODUCER_PAYMENT_SORTS),
  order: orderText,
  search: searchText,
  merchant_id: v.optional(v.pipe(v.string('Choose a merchant'), v.uuid('Choose a merchant'))),
  status: v.optional(
    v.picklist(PAYMENT_RECORD_STATUSES, `Status is one of: ${PAYMENT_RECORD_STATUSES.join(', ')}`),
  ),
  channel: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32, 'Channel may not exceed 32 characters'))),
  start_date: dayText,
  end_date: dayText,
})
export type IntroducerPaymentQuery = PageQuery & {
  sort?: (typeof INTRODUCER_PAYMENT_SORTS)[number]
  order?: 'asc' | 'desc'
  search?: string
  merchant_id?: string
  status?: (typeof PAYMENT_RECORD_STATUSES)[number]
  channel?: string
  start_date?: string
  end_date?: string
}

/** A referred merchant's payment: amounts and fees only, never who paid. */
export const IntroducerPaymentSchema = v.object({
  id: v.string(),
  invoice_no: v.string(),
  merchant_id: v.string(),
  merchant_name: v.string(),
  channel: v.string(),
  status: v.picklist(PAYMENT_RECORD_STATUSES),
  amount: myr,
  fee: myr,
  /** Posted commission, or what settling will post (`expected`), or 0.00 (`none`). */
  commission: myr,
  commission_state: v.picklist(COMMISSION_STATES),
  paid_at: v.nullable(v.string()),
  settled_at: v.nullable(v.string()),
  created_at: v.string(),
})
export type IntroducerPayment = v.InferOutput<typeof IntroducerPaymentSchema>
export const IntroducerPaymentListSchema = page(IntroducerPaymentSchema)
/** The keys a payment row has: a test and the UI can check nothing else (nothing personal) comes along. */
export const INTRODUCER_PAYMENT_KEYS = Object.keys(
  IntroducerPaymentSchema.entries,
) as (keyof IntroducerPayment)[]

// ----- account-introducer/introducer-payout-record-data -----

/** Query of introducer-payout-record-data: as payout-records (status, requested dates, invoice search). */
export const IntroducerPayoutQuerySchema = v.object({
  skip: v.optional(v.string()),
  limit: v.optional(v.string()),
  sort: sortOf(PAYOUT_SORTS),
  order: orderText,
  search: searchText,
  status: v.optional(v.picklist(PAYOUT_STATUSES, `Status is one of: ${PAYOUT_STATUSES.join(', ')}`)),
  start_date: dayText,
  end_date: dayText,
})
export type IntroducerPayoutQuery = PageQuery & {
  sort?: (typeof PAYOUT_SORTS)[number]
  order?: 'asc' | 'desc'
  search?: string
  status?: (typeof PAYOUT_STATUSES)[number]
  start_date?: string
  end_date?: string
}

/** The introducer's own payouts: the same rows as payout-records. */
export const IntroducerPayoutSchema = PayoutSchema
export type IntroducerPayout = v.InferOutput<typeof IntroducerPayoutSchema>
export const IntroducerPayoutListSchema = page(PayoutSchema)
export { PAYOUT_SORTS as INTRODUCER_PAYOUT_SORTS, PAYOUT_STATUSES as INTRODUCER_PAYOUT_STATUSES }
