// The collection list's search params: the Active / Inactive tab plus the usual list state.
import * as v from 'valibot'
import type { CollectionListParams } from '@/api/collections.ts'
import { choiceParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { RECORD_STATUS } from '@/contract/collections.ts'
import { COLLECTION_SORTS } from '@/contract/list-choices.ts'

/** SPEC §4: after a start or stop the list reloads from the top, newest first, ten rows. */
const RELOAD_AFTER_TOGGLE = { skip: 0, limit: 10, sort: 'created_at', order: 'desc' } as const

export const COLLECTION_TABS = ['active', 'inactive'] as const
export type CollectionTab = (typeof COLLECTION_TABS)[number]

export const CollectionListSearchSchema = v.object({
  status: choiceParam(COLLECTION_TABS),
  ...listSearchEntries(COLLECTION_SORTS),
})
export type CollectionListSearch = v.InferOutput<typeof CollectionListSearchSchema>

export function collectionListParams(search: CollectionListSearch): CollectionListParams {
  return {
    ...resolveList(search),
    record_status: RECORD_STATUS[search.status ?? 'active'],
  }
}

/**
 * SPEC §4: after a start or stop the list reloads for the view the merchant is on, from skip 0 with 10
 * rows, newest first. As a search patch (the table's defaults are dropped from the URL afterwards).
 */
export function reloadAfterToggle(tab: CollectionTab): Partial<CollectionListSearch> {
  return {
    status: tab,
    skip: RELOAD_AFTER_TOGGLE.skip,
    limit: RELOAD_AFTER_TOGGLE.limit,
    sort: RELOAD_AFTER_TOGGLE.sort,
    order: RELOAD_AFTER_TOGGLE.order,
    search: undefined,
  }
}
