// /stores/manage keeps its list state and the chosen store in the URL.
import * as v from 'valibot'
import type { StoreListParams } from '@/api/stores.ts'
import { STORE_SORTS } from '@/contract/list-choices.ts'
import { idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'

export const StoreListSearchSchema = v.object({ ...listSearchEntries(STORE_SORTS), store: idParam })
export type StoreListSearch = v.InferOutput<typeof StoreListSearchSchema>

export function storeListParams(search: StoreListSearch): StoreListParams {
  return resolveList(search)
}

/** The store pickers elsewhere (store products, orders) list up to 500 stores by name. */
