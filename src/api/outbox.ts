// The sandbox outbox (GET sandbox/outbox): the emails and SMS the sandbox "sent" for this account —
// payment links, password resets — where a real provider would have delivered them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'
import { OUTBOX_CHANNELS } from '@/contract/list-choices.ts'

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

export interface OutboxMessage {
  id: string
  channel: OutboxChannel
  recipient: string
  subject: string | null
  body: string
  created_at: string
}

export type OutboxListParams = {
  skip: number
  limit: number
  channel?: OutboxChannel | undefined
}

export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (params: OutboxListParams) => [...outboxKeys.lists(), params] as const,
}

export const outboxQueries = {
  list: (params: OutboxListParams) =>
    queryOptions({
      queryKey: outboxKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<OutboxMessage>>('GET', 'sandbox/outbox', { query: params, signal })).list,
      placeholderData: keepPreviousData,
      // Messages arrive from other screens (sending links) and from the server (password resets).
      staleTime: 0,
    }),
}
