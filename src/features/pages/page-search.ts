// The page list's search params (skip, limit, sort, order, search, published) and how they become the API
// query.
import * as v from 'valibot'
import type { PageListParams } from '@/api/pages.ts'
import { choiceParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { PAGE_SORTS } from '@/contract/list-choices.ts'

export const PageListSearchSchema = v.object({
  ...listSearchEntries(PAGE_SORTS),
  published: choiceParam(['true', 'false']),
})
export type PageListSearch = v.InferOutput<typeof PageListSearchSchema>

export function pageListParams(search: PageListSearch): PageListParams {
  return { ...resolveList(search), published: search.published }
}
