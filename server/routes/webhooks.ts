// The webhook events log and the account's endpoint (docs/developers-and-webhooks.md;
// src/contract/developers.ts).
import * as v from 'valibot'
import {
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  WebhookEventDetailSchema,
  WebhookEventSchema,
} from '../../src/contract/developers.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { pageEntries } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { getEndpoint, getEvent, listEvents, resendEvent, setEndpoint } from '../services/webhooks/events.ts'
import { refuseSavedUrl } from '../services/webhooks/outbound.ts'

const tag = 'Webhooks'
const EventListQuery = v.object({
  ...pageEntries(),
  type: v.optional(v.picklist(WEBHOOK_EVENT_TYPES, `Type is one of: ${WEBHOOK_EVENT_TYPES.join(', ')}`)),
  subject_id: v.optional(IdParamsSchema.entries.id),
})

export function registerWebhookRoutes(r: Registry): void {
  r.add({
    id: 'webhookEvents.list',
    method: 'get',
    path: '/webhook-events',
    summary: 'Webhook events, newest first, with where each delivery stands',
    description:
      'Every event is listed, also when there was no endpoint to send it to (state no_endpoint). Filter by type or by the payment, payout, top-up or subscription it is about (subject_id).',
    tag,
    access: 'merchant',
    query: EventListQuery,
    response: listDataSchema(WebhookEventSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listEvents(deps.db, caller.accountId, query) },
    }),
  })
  r.add({
    id: 'webhookEvents.get',
    method: 'get',
    path: '/webhook-events/:id',
    summary: 'One webhook event with every delivery attempt (URL, response code, error)',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    response: WebhookEventDetailSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getEvent(deps.db, caller.accountId, params.id),
    }),
  })
  r.add({
    id: 'webhookEvents.resend',
    method: 'post',
    path: '/webhook-events/:id/resend',
    summary: 'Send an event again, with the same body and event_id',
    description:
      'Queues one new delivery to the account’s endpoint as it is now and to the subject’s own callback URL. 4090 when there is nowhere to send it.',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    response: WebhookEventSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await resendEvent(deps.db, caller.accountId, params.id, deps.clock.now()),
      description: 'Event queued for delivery',
    }),
  })
  r.add({
    id: 'webhooks.endpoint',
    method: 'get',
    path: '/payment-services/merchant-callback-data/endpoint',
    summary: 'The account’s webhook endpoint and the events it receives',
    tag,
    access: 'merchant',
    response: WebhookEndpointSchema,
    handler: async ({ deps, caller }) => ({ data: await getEndpoint(deps.db, caller.accountId) }),
  })
  r.add({
    id: 'webhooks.setEndpoint',
    method: 'put',
    path: '/payment-services/merchant-callback-data/endpoint',
    summary: 'Set (or clear, with null) the account’s webhook endpoint',
    description:
      'Owners and administrators. Every event from now on is posted there, signed with the callback secret.',
    tag,
    access: 'merchant',
    permission: 'settings',
    body: WebhookEndpointUpdateSchema,
    response: WebhookEndpointSchema,
    handler: async ({ deps, caller, body }) => {
      refuseSavedUrl(deps.config.outbound, 'url', 'webhook URL', body.url)
      return {
        data: await setEndpoint(deps.db, caller.accountId, body.url ?? null, deps.clock.now()),
        description: 'Webhook endpoint saved',
      }
    },
  })
}
