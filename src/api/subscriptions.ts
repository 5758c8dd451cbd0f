// Subscription plans and the merchant's subscription (SPEC §7 Subscriptions: subscriptions, subscriptions/
// details/me, subscription-histories with upgrade-quote, upgrade-plan and merchant-subscription-history).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  PlanCreateInput,
  PlanUpdateInput,
  SubscriptionHistory,
  SubscriptionPlan,
  TimePeriod,
  UpgradeQuote,
} from '@/contract/subscriptions.ts'
import { apiData } from './client.ts'
import {
  SUBSCRIPTIONS_KEY,
  subscriptionDetailsKey,
  subscriptionDetailsQuery,
} from './subscription-details.ts'
import { dashboardKeys } from './dashboard.ts'

export type PageParams = { skip: number; limit: number }

export const subscriptionKeys = {
  all: SUBSCRIPTIONS_KEY,
  /** The merchant's own subscription: the subscriptions page and the dashboard's notice share it. */
  details: subscriptionDetailsKey,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  planList: (params: PageParams) => [...subscriptionKeys.plans(), params] as const,
  quotes: () => [...subscriptionKeys.all, 'quote'] as const,
  quote: (planId: string, timePeriod: TimePeriod) =>
    [...subscriptionKeys.quotes(), planId, timePeriod] as const,
  histories: () => [...subscriptionKeys.all, 'history'] as const,
  history: (params: PageParams) => [...subscriptionKeys.histories(), params] as const,
}

const planPath = (id: string) => `subscriptions/${encodeURIComponent(id)}`

export const subscriptionQueries = {
  details: subscriptionDetailsQuery,
  /** Merchants: the plans offered; admins: every plan, retired ones too. */
  plans: (params: PageParams) =>
    queryOptions({
      queryKey: subscriptionKeys.planList(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<SubscriptionPlan>>('GET', 'subscriptions', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  /** What changing to a plan costs now (or that it waits for the period's end). */
  quote: (planId: string, timePeriod: TimePeriod) =>
    queryOptions({
      queryKey: subscriptionKeys.quote(planId, timePeriod),
      staleTime: 0,
      gcTime: 0,
      queryFn: ({ signal }) =>
        apiData<UpgradeQuote>('GET', 'subscription-histories/upgrade-quote', {
          query: { plan_id: planId, time_period: timePeriod },
          signal,
        }),
    }),
  history: (params: PageParams) =>
    queryOptions({
      queryKey: subscriptionKeys.history(params),
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<SubscriptionHistory>>(
            'POST',
            'subscription-histories/merchant-subscription-history',
            { query: params, signal },
          )
        ).list,
      placeholderData: keepPreviousData,
    }),
}

/** A change of plan moves the subscription, its history, the quotes and the dashboard's notice. */
function useInvalidateSubscription() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ])
}

/** An upgrade (pending until paid), a downgrade (scheduled) or a free plan (applied at once). */
export function useChangePlan() {
  const invalidate = useInvalidateSubscription()
  return useMutation({
    mutationFn: ({ planId, timePeriod }: { planId: string; timePeriod: TimePeriod }) =>
      apiData<SubscriptionHistory>('POST', 'subscription-histories/upgrade-plan', {
        query: { plan_id: planId, time_period: timePeriod },
      }),
    onSuccess: invalidate,
  })
}

/** Cancels a pending upgrade or a scheduled downgrade (paid ones are refused with 4090). */
export function useCancelPlanChange() {
  const invalidate = useInvalidateSubscription()
  return useMutation({
    mutationFn: (historyId: string) =>
      apiData<unknown>('DELETE', `subscription-histories/${encodeURIComponent(historyId)}`),
    onSuccess: invalidate,
  })
}

/** Admins: a new plan (no id) or changes to one. */
export function useSavePlan(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanCreateInput | PlanUpdateInput) =>
      id
        ? apiData<SubscriptionPlan>('PUT', planPath(id), { body: input })
        : apiData<SubscriptionPlan>('POST', 'subscriptions', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  })
}

/** Admins: retires a plan (kept for merchants already on it, no longer offered). */
export function useRetirePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', planPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  })
}
