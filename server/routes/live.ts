// The console's live updates (src/contract/live.ts): one server-sent event stream per open console.
import { LiveEventSchema, LIVE_EVENTS_PATH } from '../../src/contract/live.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { openLiveStream } from '../http/live-stream.ts'
import { AppError, validationError } from '../errors.ts'

/** A Last-Event-ID is an id this stream gave: a whole number. */
const EVENT_ID = /^\d{1,15}$/

export const liveRoutes = defineRoutes(
  { tag: 'Live updates', access: 'merchant', introducers: true, permission: 'view' },
  (r) => {
    r.add({
      id: 'live.events',
      method: 'get',
      path: `/${LIVE_EVENTS_PATH}`,
      summary: 'A server-sent event stream of the caller’s account’s events as they happen',
      description:
        'Each event has an `id:`, an `event:` (its type: order.placed, payment.paid, payment.failed, ' +
        'payment.refunded, payment.voided, payout.paid, payout.failed, pool.credited, subscription.changed) ' +
        'and `data:`, the event as JSON. The first event is `ready`, or `reset` when the gap since ' +
        '`Last-Event-ID` is longer than the replay window (15 minutes): refetch what you show. Send the last ' +
        'id you saw as `Last-Event-ID` when you reconnect and the events you missed come first. A comment ' +
        'line every 15 seconds keeps the connection alive; the stream ends after 10 minutes so the session ' +
        'is checked again; reconnect with `Last-Event-ID`. An access token past half its life is renewed in a ' +
        '`session` event (data: {"token": …}), as an envelope’s `token` renews it. Console sessions only.',
      response: LiveEventSchema,
      download: ['text/event-stream'],
      handler: async ({ c, deps, caller }) => {
        const hub = c.get('liveHub')
        if (!hub) throw new AppError(ResponseCode.ENDPOINT_NOT_FOUND, 'Live updates are off on this server')
        const header = c.req.header('last-event-id')?.trim()
        if (header !== undefined && header !== '' && !EVENT_ID.test(header))
          throw validationError(
            { 'Last-Event-ID': 'Last-Event-ID is the id of an event this stream sent (a whole number)' },
            'Invalid Last-Event-ID header',
          )
        const lastEventId = header ? Number(header) : undefined
        return {
          data: null,
          events: await openLiveStream(
            deps,
            hub,
            caller.accountId,
            lastEventId,
            c.req.raw.signal,
            c.get('renewedToken'),
          ),
        }
      },
    })
  },
)
