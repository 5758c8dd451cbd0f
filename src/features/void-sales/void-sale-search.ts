// /refund/view's search params: record or invoice search, void or refund, and a date range.
import * as v from 'valibot'
import type { VoidSaleListParams } from '@/api/void-sales.ts'
import { apiDayRange } from '@/app/ui/day-range.ts'
import { choiceParam, dayParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { VOID_SALE_KINDS } from '@/contract/list-choices.ts'

/** Newest first is the only order the API has; the date is the one sortable column (order only). */
export const VOID_SALE_SORTS = ['created_at'] as const

export const VoidSaleSearchSchema = v.object({
  ...listSearchEntries(VOID_SALE_SORTS),
  kind: choiceParam(VOID_SALE_KINDS),
  from: dayParam,
  to: dayParam,
})
export type VoidSaleSearch = v.InferOutput<typeof VoidSaleSearchSchema>

export function voidSaleListParams(search: VoidSaleSearch): VoidSaleListParams {
  const { skip, limit, order, search: text } = resolveList(search)
  return { skip, limit, order, search: text, kind: search.kind, ...apiDayRange(search.from, search.to) }
}
