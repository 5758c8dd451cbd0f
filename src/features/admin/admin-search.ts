// Search params of the admin lists (merchants, audit log) and how they become API queries.
import * as v from 'valibot'
import type { AdminMerchantParams, AuditLogParams } from '@/api/admin.ts'
import { apiDays, dayRangeEntries } from '@/app/ui/day-range.ts'
import {
  choiceParam,
  datedListParams,
  listSearchEntries,
  orderParam,
  pageEntries,
  resolveList,
  searchParam,
} from '@/app/ui/list-search.ts'
import { ADMIN_MERCHANT_SORTS } from '@/contract/admin.ts'

export const MerchantSearchSchema = v.object({
  ...listSearchEntries(ADMIN_MERCHANT_SORTS),
  status: choiceParam(['1', '2']),
  /** A plan id, lapsed or none. */
  plan: v.fallback(
    v.optional(v.union([v.picklist(['lapsed', 'none']), v.pipe(v.string(), v.uuid())])),
    undefined,
  ),
})
export type MerchantSearch = v.InferOutput<typeof MerchantSearchSchema>

export function merchantListParams(search: MerchantSearch): AdminMerchantParams {
  return { ...resolveList(search), status: search.status, plan: search.plan }
}

export const AuditSearchSchema = v.object({
  ...pageEntries,
  order: orderParam,
  /** The actor: email text or user id (the table's search box). */
  search: searchParam,
  action: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,80}$/))), undefined),
  ...dayRangeEntries,
})
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>

export function auditLogParams(search: AuditSearch): AuditLogParams {
  const { skip, limit, order } = datedListParams(search)
  return { skip, limit, order, actor: search.search, action: search.action, ...apiDays(search) }
}
