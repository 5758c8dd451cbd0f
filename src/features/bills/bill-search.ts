// Search params of the bill lists: a collection's bills and all customer bills (status, collection filter).
import * as v from 'valibot'
import type { BillListParams } from '@/api/bills.ts'
import { choiceParam, idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { BILL_STATUSES } from '@/contract/collections.ts'
import { BILL_SORTS } from '@/contract/list-choices.ts'

export const CollectionBillsSearchSchema = v.object({
  status: choiceParam(BILL_STATUSES),
  ...listSearchEntries(BILL_SORTS),
})
export type CollectionBillsSearch = v.InferOutput<typeof CollectionBillsSearchSchema>

export const BillListSearchSchema = v.object({
  ...CollectionBillsSearchSchema.entries,
  collection_id: idParam,
})
export type BillListSearch = v.InferOutput<typeof BillListSearchSchema>

export function billListParams(search: BillListSearch): BillListParams {
  return {
    ...resolveList(search),
    status: search.status,
    collection_id: search.collection_id,
  }
}
