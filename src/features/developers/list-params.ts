// What the developers' lists ask the API for, from their routes' search params (defaults filled in), and the
// filters those params name when the contract knows them. Kept apart from the search schemas, which load
// with the console's first screen: this loads with the pages.
import type { ApiKeyListParams } from '@/api/api-keys.ts'
import type { WebhookEventListParams } from '@/api/webhooks.ts'
import type { WhitelistListParams } from '@/api/whitelist.ts'
import { resolveList } from '@/app/ui/list-search.ts'
import { KEY_STATUSES, WEBHOOK_EVENT_TYPES } from '@/contract/developers.ts'
import type { ApiKeySearch, WebhookSearch, WhitelistSearch } from './developer-search.ts'

export const keyStatusFilter = (search: ApiKeySearch) =>
  KEY_STATUSES.find((status) => status === search.status)
export const eventTypeFilter = (search: WebhookSearch) =>
  WEBHOOK_EVENT_TYPES.find((type) => type === search.type)

export function apiKeyListParams(search: ApiKeySearch): ApiKeyListParams {
  const { skip, limit, search: text } = resolveList(search)
  return { skip, limit, search: text, status: keyStatusFilter(search) }
}

export function whitelistListParams(search: WhitelistSearch): WhitelistListParams {
  const { skip, limit } = resolveList(search)
  return { skip, limit }
}

export function webhookListParams(search: WebhookSearch): WebhookEventListParams {
  const { skip, limit } = resolveList(search)
  return { skip, limit, type: eventTypeFilter(search) }
}
