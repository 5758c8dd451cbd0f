// Dashboard figures (SPEC §2 day/week/month/year reports; §7 Dashboards and reports). Amounts are MYR text.
import * as v from 'valibot'
import { listOf } from './envelope.ts'
import { BalanceSchema } from './settlements.ts'
import { REPORT_BUCKETS_MAX, REPORT_PERIODS, DEFAULT_TOUR_SETTING } from './list-choices.ts'
export { REPORT_PERIODS, DEFAULT_TOUR_SETTING }

const myr = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/))

export const PaymentSummarySchema = v.object({
  invoice_no: v.string(),
  amount: myr,
  channel: v.string(),
  status: v.string(),
  paid_at: v.nullable(v.string()),
  payer_name: v.nullable(v.string()),
})

/** The dashboard's newest payments. */
export const RECENT_PAYMENTS = 5

export const MerchantDashboardSchema = v.object({
  balance: BalanceSchema,
  today: v.object({ amount: myr, count: v.number() }),
  this_month: v.object({ amount: myr, count: v.number() }),
  customers: v.number(),
  recent_payments: listOf(PaymentSummarySchema, RECENT_PAYMENTS),
})
export type MerchantDashboard = v.InferOutput<typeof MerchantDashboardSchema>

export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export const DashboardReportSchema = v.object({
  period: v.picklist(REPORT_PERIODS),
  label: v.string(),
  from: v.string(),
  to: v.string(),
  total_amount: myr,
  fee_amount: myr,
  net_amount: myr,
  transaction_count: v.number(),
  series: listOf(v.object({ label: v.string(), amount: myr, count: v.number() }), REPORT_BUCKETS_MAX),
})
export type DashboardReport = v.InferOutput<typeof DashboardReportSchema>

// The admin dashboard's figures: src/contract/admin.ts.

export const TourSettingSchema = v.object({ id: v.string(), setting: v.record(v.string(), v.boolean()) })
export type TourSetting = v.InferOutput<typeof TourSettingSchema>
/** SPEC §9: the default tour setting enables the dashboard tour. */
