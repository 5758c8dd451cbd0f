// The business owner list's search params (skip, limit, sort, order, search) and how they become the API
// query.
import * as v from 'valibot'
import type { BusinessOwnerListParams } from '@/api/business-owners.ts'
import { listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { BUSINESS_OWNER_SORTS } from '@/contract/list-choices.ts'

export const OwnerListSearchSchema = v.object(listSearchEntries(BUSINESS_OWNER_SORTS))
export type OwnerListSearch = v.InferOutput<typeof OwnerListSearchSchema>

export function ownerListParams(search: OwnerListSearch): BusinessOwnerListParams {
  return resolveList(search)
}
