// /subscriptions/view's search params: the price period the plans are compared at, and the page of the
// history (merchants) or of the plans (admins).
import * as v from 'valibot'
import type { PageParams } from '@/api/subscriptions.ts'
import { choiceParam, pageEntries, pageParams } from '@/app/ui/list-search.ts'
import { TIME_PERIODS } from '@/contract/list-choices.ts'

export const SubscriptionSearchSchema = v.object({
  ...pageEntries,
  /** Absent: the merchant's own period (monthly without a plan). */
  period: choiceParam(TIME_PERIODS),
})
export type SubscriptionSearch = v.InferOutput<typeof SubscriptionSearchSchema>

export function subscriptionPageParams(search: SubscriptionSearch): PageParams {
  return pageParams(search)
}

/** Every plan on one screen: a comparison leaves none out. */
export const ALL_PLANS: PageParams = { skip: 0, limit: 100 }
