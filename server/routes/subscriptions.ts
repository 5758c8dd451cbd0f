// Subscription plans, a merchant's subscription, its histories and plan changes (SPEC §7 "Subscriptions",
// subscription-histories/upgrade-plan, subscription-payment/pending-subscription-payment). Admins manage
// plans; merchants read them and change their own. Rules: src/contract/subscriptions.ts.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  HistoryUpdateSchema,
  PlanCreateSchema,
  PlanUpdateSchema,
  PlanUpdateWithIdSchema,
  SubscriptionDetailsSchema,
  SubscriptionHistorySchema,
  SubscriptionPlanSchema,
  UpgradeQuerySchema,
  UpgradeQuoteSchema,
} from '../../src/contract/subscriptions.ts'
import type { Caller } from '../deps.ts'
import { forbidden } from '../errors.ts'
import { pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import {
  annotateHistory,
  cancelHistory,
  getHistory,
  listHistories,
} from '../services/subscriptions/histories.ts'
import { changePlan, upgradeQuote } from '../services/subscriptions/payments.ts'
import { subscriptionDetails } from '../services/subscriptions/subscription-details.ts'
import {
  createPlan,
  findPlan,
  listPlans,
  planView,
  retirePlan,
  updatePlan,
} from '../services/subscriptions/plans.ts'

const PageQuery = v.object({ ...pageEntries() })

const adminOnly = (caller: Caller) => {
  if (caller.accountType !== 'admin') throw forbidden('Only Niaga admins manage subscription plans')
}
/** Admins see every account's histories; a merchant only its own. */
const scopeOf = (caller: Caller) => (caller.accountType === 'admin' ? null : caller.accountId)

export const subscriptionRoutes = defineRoutes({ tag: 'Subscriptions', access: 'session' }, (r) => {
  r.add({
    id: 'subscriptions.list',
    method: 'get',
    path: '/subscriptions',
    summary: 'Subscription plans: the ones on offer (admins: retired ones too), cheapest first',
    query: PageQuery,
    response: listDataSchema(SubscriptionPlanSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listPlans(deps, caller.accountType === 'admin', query) },
    }),
  })
  r.add({
    id: 'subscriptions.create',
    method: 'post',
    path: '/subscriptions',
    summary: 'Admins: create a plan (prices, channel flags, fee discount, advanced_setting)',
    body: PlanCreateSchema,
    response: SubscriptionPlanSchema,
    handler: async ({ deps, caller, body }) => {
      adminOnly(caller)
      return { data: await createPlan(deps, body), description: 'Plan created' }
    },
  })
  r.add({
    id: 'subscriptions.updateWithId',
    method: 'put',
    path: '/subscriptions',
    summary: "Admins: change a plan named by the body's id. Its merchants' channels follow at once",
    body: PlanUpdateWithIdSchema,
    response: SubscriptionPlanSchema,
    handler: async ({ deps, caller, body }) => {
      adminOnly(caller)
      const { id, ...changes } = body
      return { data: await updatePlan(deps, id, changes), description: 'Plan updated' }
    },
  })
  r.add({
    id: 'subscriptions.details',
    method: 'get',
    path: '/subscriptions/details/me',
    summary:
      "The caller's subscription: plan, period, status (none, active, past_due, lapsed), channels on, pending payment, scheduled change, usage, and why payments are off",
    access: 'merchant',
    response: SubscriptionDetailsSchema,
    handler: async ({ deps, caller }) => ({ data: await subscriptionDetails(deps, caller.accountId) }),
  })
  r.add({
    id: 'subscriptions.get',
    method: 'get',
    path: '/subscriptions/:id',
    summary: 'One plan',
    params: IdParamsSchema,
    response: SubscriptionPlanSchema,
    handler: async ({ deps, params }) => ({ data: planView(await findPlan(deps, params.id)) }),
  })
  r.add({
    id: 'subscriptions.update',
    method: 'put',
    path: '/subscriptions/:id',
    summary: "Admins: change a plan. Its merchants' channels follow at once",
    params: IdParamsSchema,
    body: PlanUpdateSchema,
    response: SubscriptionPlanSchema,
    handler: async ({ deps, caller, params, body }) => {
      adminOnly(caller)
      return {
        data: await updatePlan(deps, params.id, body),
        description: 'Plan updated',
      }
    },
  })
  r.add({
    id: 'subscriptions.delete',
    method: 'delete',
    path: '/subscriptions/:id',
    summary: 'Admins: retire a plan. Merchants on it keep it; nobody else can choose it',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      adminOnly(caller)
      await retirePlan(deps, params.id)
      return { data: { id: params.id }, description: 'Plan retired' }
    },
  })

  r.add({
    id: 'subscriptionHistories.quote',
    method: 'get',
    path: '/subscription-histories/upgrade-quote',
    summary:
      'What changing to a plan would cost now: the price, the credit for the unused period, the amount due, and when it applies',
    access: 'merchant',
    query: UpgradeQuerySchema,
    response: UpgradeQuoteSchema,
    handler: async ({ deps, caller, query }) => ({
      data: await upgradeQuote(deps, caller.accountId, query.plan_id, query.time_period),
    }),
  })
  r.add({
    id: 'subscriptionHistories.upgrade',
    method: 'post',
    path: '/subscription-histories/upgrade-plan',
    summary:
      'Change plan. An upgrade opens a pending subscription payment (pay it at payment_url; it applies once paid, prorated for the rest of the period); a downgrade is scheduled for the period end; nothing due applies at once. Owners and administrators',
    access: 'merchant',
    permission: 'settings',
    query: UpgradeQuerySchema,
    response: SubscriptionHistorySchema,
    handler: async ({ deps, caller, query }) => {
      const entry = await changePlan(deps, caller.accountId, query.plan_id, query.time_period)
      const description =
        entry.status === 'pending'
          ? 'Subscription payment created'
          : entry.status === 'scheduled'
            ? 'Plan change scheduled'
            : 'Plan changed'
      return { data: entry, description }
    },
  })
  r.add({
    id: 'subscriptionPayments.pending',
    method: 'post',
    path: '/subscription-payment/pending-subscription-payment',
    summary: "The caller's subscription payments waiting to be paid, each with its payment_url",
    access: 'merchant',
    permission: 'settings',
    query: PageQuery,
    response: listDataSchema(SubscriptionHistorySchema),
    handler: async ({ deps, caller, query }) => ({
      data: {
        list: await listHistories(
          deps,
          deps.config.publicUrl,
          { accountId: caller.accountId, status: 'pending' },
          query,
        ),
      },
    }),
  })
  r.add({
    id: 'subscriptionHistories.mine',
    method: 'post',
    path: '/subscription-histories/merchant-subscription-history',
    summary: "The caller's subscription history, newest first, with receipts",
    access: 'merchant',
    permission: 'view',
    query: PageQuery,
    response: listDataSchema(SubscriptionHistorySchema),
    handler: async ({ deps, caller, query }) => ({
      data: {
        list: await listHistories(deps, deps.config.publicUrl, { accountId: caller.accountId }, query),
      },
    }),
  })
  r.add({
    id: 'subscriptionHistories.list',
    method: 'get',
    path: '/subscription-histories',
    aliases: [{ id: 'subscriptionHistories.listPost', method: 'post' }],
    summary: 'Subscription histories: the caller account’s (admins: every account’s), newest first',
    permission: 'view',
    query: PageQuery,
    response: listDataSchema(SubscriptionHistorySchema),
    handler: async ({ deps, caller, query }) => ({
      data: {
        list: await listHistories(deps, deps.config.publicUrl, { accountId: scopeOf(caller) }, query),
      },
    }),
  })
  r.add({
    id: 'subscriptionHistories.get',
    method: 'get',
    path: '/subscription-histories/:id',
    summary: 'One history entry',
    params: IdParamsSchema,
    response: SubscriptionHistorySchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getHistory(deps, deps.config.publicUrl, scopeOf(caller), params.id),
    }),
  })
  r.add({
    id: 'subscriptionHistories.update',
    method: 'put',
    path: '/subscription-histories/:id',
    summary: 'Admins: annotate an entry (its note). Amounts and dates are a record and never change by hand',
    permission: 'settings',
    params: IdParamsSchema,
    body: HistoryUpdateSchema,
    response: SubscriptionHistorySchema,
    handler: async ({ deps, caller, params, body }) => {
      if (caller.accountType !== 'admin') throw forbidden('Only Niaga admins annotate subscription history')
      return {
        data: await annotateHistory(deps, deps.config.publicUrl, params.id, body.note),
        description: 'Subscription history updated',
      }
    },
  })
  r.add({
    id: 'subscriptionHistories.delete',
    method: 'delete',
    path: '/subscription-histories/:id',
    summary:
      'Cancel a pending upgrade (its invoice too) or a scheduled downgrade. Paid entries are receipts and stay (4090). Owners and administrators',
    access: 'merchant',
    permission: 'settings',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => {
      await cancelHistory(deps, deps.config.publicUrl, caller.accountId, params.id)
      return { data: { id: params.id }, description: 'Plan change cancelled' }
    },
  })
})
