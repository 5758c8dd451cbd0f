// /pools/eol/list2's search params: the list's page, number or name search, status, and the open account.
import * as v from 'valibot'
import type { VirtualAccountListParams } from '@/api/pools.ts'
import { choiceParam, idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { VIRTUAL_ACCOUNT_STATUSES } from '@/contract/pool-types.ts'

/** Newest first is the only order the API has. */
export const VIRTUAL_ACCOUNT_SORTS = ['created_at'] as const

export const VirtualAccountSearchSchema = v.object({
  ...listSearchEntries(VIRTUAL_ACCOUNT_SORTS),
  status: choiceParam(VIRTUAL_ACCOUNT_STATUSES),
  /** The virtual account open in the drawer. */
  account: idParam,
})
export type VirtualAccountSearch = v.InferOutput<typeof VirtualAccountSearchSchema>

export function virtualAccountListParams(search: VirtualAccountSearch): VirtualAccountListParams {
  const { skip, limit, search: text } = resolveList(search)
  return { skip, limit, search: text, status: search.status }
}

/** What the route's loader depends on: the open account is not part of the list. */
export function virtualAccountListDeps({ account: _open, ...list }: VirtualAccountSearch) {
  return list
}
