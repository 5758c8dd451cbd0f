// The discount list's search params (skip, limit, sort, order, search by code, status) and how they become
// the API query. The status is only checked for its form here (the route loads with the console's first
// screen).
import * as v from 'valibot'
import type { DiscountListParams } from '@/api/discounts.ts'
import { listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { DISCOUNT_SORTS, DISCOUNT_STATUSES } from '@/contract/discount-choices.ts'

export const DiscountListSearchSchema = v.object({
  ...listSearchEntries(DISCOUNT_SORTS),
  status: v.fallback(v.optional(v.picklist(DISCOUNT_STATUSES)), undefined),
})
export type DiscountListSearch = v.InferOutput<typeof DiscountListSearchSchema>

export function discountListParams(search: DiscountListSearch): DiscountListParams {
  return { ...resolveList(search), status: search.status }
}
