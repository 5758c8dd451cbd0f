// The introducer portal's calls (SPEC §7 "Introducer"): all POST, introducer accounts only, all scoped to the
// calling introducer (src/contract/introducer.ts has the rules; docs/introducer-portal.md).
import * as v from 'valibot'
import {
  INTRODUCER_MERCHANT_SORTS,
  INTRODUCER_PAYMENT_SORTS,
  IntroducerDashboardSchema,
  IntroducerMeSchema,
  IntroducerMerchantQuerySchema,
  IntroducerPaymentListSchema,
  IntroducerPaymentQuerySchema,
  IntroducerPayoutListSchema,
  IntroducerPayoutQuerySchema,
  ReferredMerchantListSchema,
} from '../../src/contract/introducer.ts'
import { PAYOUT_SORTS } from '../../src/contract/payouts.ts'
import { DayDateSchema, dateRangeEntries, listQuerySchema, pageEntries } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { introducerDashboard } from '../services/introducer/dashboard.ts'
import { introducerMe, listReferredMerchants, listReferredPayments } from '../services/introducer/portal.ts'
import { listPayouts } from '../services/money-out/payouts.ts'

const tag = 'Introducer'
const base = '/account-introducer'

const MeQuery = v.object(pageEntries())
const DashboardQuery = v.object({ date: v.optional(DayDateSchema) })
const MerchantQuery = listQuerySchema(INTRODUCER_MERCHANT_SORTS, 'created_at', {
  onboarding_status: IntroducerMerchantQuerySchema.entries.onboarding_status,
})
const { merchant_id, status, channel } = IntroducerPaymentQuerySchema.entries
const PaymentQuery = listQuerySchema(INTRODUCER_PAYMENT_SORTS, 'created_at', {
  merchant_id,
  status,
  channel,
  ...dateRangeEntries,
})
const PayoutQuery = listQuerySchema(PAYOUT_SORTS, 'created_at', {
  status: IntroducerPayoutQuerySchema.entries.status,
  ...dateRangeEntries,
})

export function registerIntroducerRoutes(r: Registry): void {
  r.add({
    id: 'introducer.me',
    method: 'post',
    path: `${base}/me`,
    summary:
      'The introducer’s account, referral code, commission (earned, expected, available, in transit, paid out) and how many merchants it refers; list: its recent commission, newest first, paged by skip and limit',
    tag,
    access: 'introducer',
    permission: 'view',
    query: MeQuery,
    response: IntroducerMeSchema,
    handler: async ({ deps, caller, query }) => ({
      data: await introducerMe(deps.db, caller.accountId, deps.clock.now(), query),
    }),
  })

  r.add({
    id: 'introducer.dashboard',
    method: 'post',
    path: `${base}/dashboard/me`,
    summary:
      'Referred merchants’ paid volume and the commission posted, for the day (by hour), the 7 days to it, its month (by day) and its year (by month) of ?date=dd-MM-yyyy (default today in Malaysia)',
    tag,
    access: 'introducer',
    permission: 'view',
    query: DashboardQuery,
    response: IntroducerDashboardSchema,
    handler: async ({ deps, caller, query }) => ({
      data: await introducerDashboard(deps.db, caller.accountId, deps.clock.now(), query.date),
    }),
  })

  r.add({
    id: 'introducer.merchants',
    method: 'post',
    path: `${base}/merchant-introducer`,
    summary:
      'Referred merchants: onboarding status, plan, paid volume and count, commission posted and expected; search by name, filter by onboarding_status, sort by created_at, name, payment_amount or commission',
    tag,
    access: 'introducer',
    permission: 'view',
    query: MerchantQuery,
    response: ReferredMerchantListSchema,
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listReferredMerchants(deps.db, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'introducer.payments',
    method: 'post',
    path: `${base}/introducer-payment-record-data`,
    summary:
      'Payments of referred merchants: amounts, fees and commission only (never the payer); filter by merchant_id, status, channel and created dates (dd-MM-yyyy), search by invoice number, sort by created_at, paid_at or amount',
    tag,
    access: 'introducer',
    permission: 'view',
    query: PaymentQuery,
    response: IntroducerPaymentListSchema,
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listReferredPayments(deps.db, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'introducer.payouts',
    method: 'post',
    path: `${base}/introducer-payout-record-data`,
    summary:
      'The introducer’s own payouts of its commission (requested with create-payout-invoice): filter by status and requested dates (dd-MM-yyyy), search by invoice number, sort by created_at or amount',
    tag,
    access: 'introducer',
    permission: 'view',
    query: PayoutQuery,
    response: IntroducerPayoutListSchema,
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listPayouts(deps.db, caller.accountId, query) },
    }),
  })
}
