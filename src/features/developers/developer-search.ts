// The developers' lists' search params: page, search and one filter each. Route definitions load with the
// console's first screen, so a filter is only checked for its form here (a word, or two joined by a dot);
// which statuses and event types exist is the contract's, checked when the page asks the API
// (list-params.ts), where an unknown one means no filter.
import * as v from 'valibot'
import { limitParam, searchParam, skipParam } from '@/app/ui/list-search.ts'

const filterParam = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,30}(\.[a-z_]{1,30})?$/))),
  undefined,
)

export const WhitelistSearchSchema = v.object({ skip: skipParam, limit: limitParam })
export const ApiKeySearchSchema = v.object({
  ...WhitelistSearchSchema.entries,
  search: searchParam,
  status: filterParam,
})
export const WebhookSearchSchema = v.object({ ...WhitelistSearchSchema.entries, type: filterParam })

export type WhitelistSearch = v.InferOutput<typeof WhitelistSearchSchema>
export type ApiKeySearch = v.InferOutput<typeof ApiKeySearchSchema>
export type WebhookSearch = v.InferOutput<typeof WebhookSearchSchema>
