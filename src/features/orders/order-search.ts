// /stores/order-management keeps its list state, filters and the open order in the URL.
import * as v from 'valibot'
import type { OrderListParams } from '@/api/orders.ts'
import { ORDER_SORTS, ORDER_STATUSES } from '@/contract/list-choices.ts'
import { choiceParam, idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'

export const OrderListSearchSchema = v.object({
  ...listSearchEntries(ORDER_SORTS),
  status: choiceParam(ORDER_STATUSES),
  store: idParam,
  /** The order open in the drawer. */
  order_id: idParam,
})
export type OrderListSearch = v.InferOutput<typeof OrderListSearchSchema>

export function orderListParams(search: OrderListSearch): OrderListParams {
  return {
    ...resolveList(search),
    status: search.status,
    store_id: search.store,
  }
}
