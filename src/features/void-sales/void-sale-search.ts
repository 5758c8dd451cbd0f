// /refund/view's search params: record or invoice search, void or refund, and a date range.
import * as v from 'valibot'
import type { VoidSaleListParams } from '@/api/void-sales.ts'
import { apiDays, dayRangeEntries } from '@/app/ui/day-range.ts'
import { choiceParam, datedListParams, listSearchEntries } from '@/app/ui/list-search.ts'
import { VOID_SALE_KINDS } from '@/contract/list-choices.ts'

/** Newest first is the only order the API has; the date is the one sortable column (order only). */
export const VOID_SALE_SORTS = ['created_at'] as const

export const VoidSaleSearchSchema = v.object({
  ...listSearchEntries(VOID_SALE_SORTS),
  kind: choiceParam(VOID_SALE_KINDS),
  ...dayRangeEntries,
})
export type VoidSaleSearch = v.InferOutput<typeof VoidSaleSearchSchema>

export function voidSaleListParams(search: VoidSaleSearch): VoidSaleListParams {
  return { ...datedListParams(search), kind: search.kind, ...apiDays(search) }
}
