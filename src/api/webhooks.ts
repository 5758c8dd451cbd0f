// Webhooks (src/contract/developers.ts): the log of events sent to the merchant's endpoint with their
// delivery attempts, resending one, and the endpoint itself. The signing secret is the account's callback
// secret (payment-records.ts: callbackSecretQuery), kept in memory only.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  WebhookEndpoint,
  WebhookEvent,
  WebhookEventDetail,
  WebhookEventType,
} from '@/contract/developers.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

export type WebhookEventListParams = {
  skip: number
  limit: number
  type?: WebhookEventType | undefined
}

export const webhookEventKeys = {
  all: ['webhook-events'] as const,
  lists: () => [...webhookEventKeys.all, 'list'] as const,
  list: (params: WebhookEventListParams) => [...webhookEventKeys.lists(), params] as const,
  details: () => [...webhookEventKeys.all, 'detail'] as const,
  detail: (id: string) => [...webhookEventKeys.details(), id] as const,
}
export const webhookEndpointKeys = { all: ['webhook-endpoint'] as const }

const eventPath = (id: string) => `webhook-events/${encodeURIComponent(id)}`
const ENDPOINT_PATH = 'payment-services/merchant-callback-data/endpoint'

export const webhookQueries = {
  list: (params: WebhookEventListParams) =>
    queryOptions({
      queryKey: webhookEventKeys.list(params),
      // Payments make events and the job delivers them, not the merchant: ask again on every visit.
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (await apiData<ListData<WebhookEvent>>('GET', 'webhook-events', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: webhookEventKeys.detail(id),
      staleTime: 0,
      queryFn: ({ signal }) => apiData<WebhookEventDetail>('GET', eventPath(id), { signal }),
    }),
  endpoint: () =>
    queryOptions({
      queryKey: webhookEndpointKeys.all,
      queryFn: ({ signal }) => apiData<WebhookEndpoint>('GET', ENDPOINT_PATH, { signal }),
    }),
}

/** Queues a new delivery of the event to every target; the attempt shows once the job has run. */
export function useResendWebhookEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<WebhookEvent>('POST', `${eventPath(id)}/resend`),
    onSuccess: (_event, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookEventKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: webhookEventKeys.lists() }),
      ]),
  })
}

/** Sets the endpoint every event goes to, or (null) removes it. */
export function useSaveWebhookEndpoint() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (url: string | null) => apiData<WebhookEndpoint>('PUT', ENDPOINT_PATH, { body: { url } }),
    onSuccess: (endpoint) => queryClient.setQueryData(webhookEndpointKeys.all, endpoint),
  })
}
